// filter(iterable) |$x|: the entries for which the lambda is true (a hash stays a hash).
import { ANY, PHash } from '../values/index.js';
import { defineFunction } from './function.js';
import { callWith, entries } from './iteration.js';

export default defineFunction('filter', {
  params: [ANY],
  block: 'required',
  names: ['iterable'],
  call(_ctx, args, lambda) {
    const hash = args[0] instanceof PHash;
    const kept = entries(args[0]!).filter(([k, v]) => callWith(lambda!, k, v, hash) === true);
    return hash ? PHash.from(kept) : kept.map(([, v]) => v);
  },
});
