// filter(iterable) |$x|: the entries for which the lambda's value is true in Ruby's sense (all
// but undef and false: a lambda returning the element itself keeps every non-empty one); a hash
// stays a hash.
import { ANY, PHash, isTruthy } from '../values/index.js';
import { defineFunction } from './function.js';
import { callWith, entries } from './iteration.js';

export default defineFunction('filter', {
  params: [ANY],
  block: 'required',
  names: ['iterable'],
  call(_ctx, args, lambda) {
    const hash = args[0] instanceof PHash;
    const kept = entries(args[0]!).filter(([k, v]) => isTruthy(callWith(lambda!, k, v, hash)));
    return hash ? PHash.from(kept) : kept.map(([, v]) => v);
  },
});
