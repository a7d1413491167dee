// then(value) |$x|: the lambda's result for a value that is not undef; undef otherwise.
import { ANY } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('then', {
  params: [ANY],
  block: 'required',
  blockArity: [1, 1],
  // The value goes on as it is (a binary String stays binary).
  keepsEncoding: true,
  names: ['arg'],
  call(_ctx, args, lambda) {
    return args[0] === null ? null : lambda!.call([args[0]!]);
  },
});
