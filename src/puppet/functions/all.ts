// all(iterable) |$x|: whether the lambda is true for every entry.
import { ANY, PHash } from '../values/index.js';
import { defineFunction } from './function.js';
import { callWith, entries } from './iteration.js';

export default defineFunction('all', {
  params: [ANY],
  block: 'required',
  names: ['iterable'],
  call(_ctx, args, lambda) {
    const hash = args[0] instanceof PHash;
    return entries(args[0]!).every(([k, v]) => {
      const r = callWith(lambda!, k, v, hash);
      return r !== null && r !== false;
    });
  },
});
