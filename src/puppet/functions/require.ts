// require(names...): as include, and the calling resource requires each class.
import { ANY } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('require', {
  params: [],
  rest: ANY,
  required: 1,
  names: ['names'],
  call(ctx, args) {
    ctx.includeClasses(args, 'require');
    return null;
  },
});
