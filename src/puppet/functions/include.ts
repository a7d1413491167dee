// include(names...): evaluates each class once (a class already included is not evaluated again).
import { ANY } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('include', {
  params: [],
  rest: ANY,
  required: 1,
  names: ['names'],
  call(ctx, args) {
    ctx.includeClasses(args, 'include');
    return null;
  },
});
