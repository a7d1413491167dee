// realize(references...): makes virtual resources real (they must exist by the end of compilation).
import { ANY } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('realize', {
  params: [],
  rest: ANY,
  required: 1,
  names: ['args'],
  call(ctx, args) {
    ctx.realize(args);
    return null;
  },
});
