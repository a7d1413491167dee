// filter(iterable) |$x|: the entries for which the lambda's value is true in Ruby's sense (all
// but undef and false: a lambda returning the element itself keeps every non-empty one); a hash
// stays a hash.
import { ANY, PHash, isTruthy, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { callWith, entries, untilBreak } from './iteration.js';

export default defineFunction('filter', {
  params: [ANY],
  block: 'required',
  blockArity: [1, 2],
  names: ['iterable'],
  call(_ctx, args, lambda) {
    const hash = args[0] instanceof PHash;
    if (hash) return PHash.from(entries(args[0]!).filter(([k, v]) => isTruthy(callWith(lambda!, k, v, true))));
    // Puppet stops at `break()` for any iterable but a hash (Ruby's Hash#select lets it through).
    const kept: Value[] = [];
    untilBreak(entries(args[0]!), ([k, v]) => isTruthy(callWith(lambda!, k, v, false)) && kept.push(v));
    return kept;
  },
});
