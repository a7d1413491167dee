// then(value) |$x|: the lambda's result for a value that is not undef; undef otherwise.
import { ANY } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('then', {
  params: [ANY],
  block: 'required',
  blockArity: [1, 1],
  names: ['arg'],
  call(_ctx, args, lambda) {
    return args[0] === null ? null : lambda!.call([args[0]!]);
  },
});
