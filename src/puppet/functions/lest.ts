// lest(value) || { }: the value when not undef; the lambda's result otherwise.
import { ANY } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('lest', {
  params: [ANY],
  block: 'required',
  blockArity: [0, 0],
  // The value goes on as it is (a binary String stays binary).
  keepsEncoding: true,
  names: ['arg'],
  call(_ctx, args, lambda) {
    return args[0] === null ? lambda!.call([]) : args[0]!;
  },
});
