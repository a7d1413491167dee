// flatten(values...): one flat array of the arguments' elements.
import { ANY, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('flatten', {
  params: [],
  rest: ANY,
  names: ['args'],
  // The elements go on as they are (a binary String stays binary).
  keepsEncoding: true,
  call(_ctx, args) {
    return args.flat(Infinity as 1) as Value[];
  },
});
