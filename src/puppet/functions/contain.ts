// contain(names...): as include, and the classes are contained by the calling class (an edge).
import { ANY } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('contain', {
  params: [],
  rest: ANY,
  required: 1,
  names: ['names'],
  call(ctx, args) {
    ctx.includeClasses(args, 'contain');
    return null;
  },
});
