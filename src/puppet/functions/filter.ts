// filter(iterable) |$x|: the entries for which the lambda's value is true in Ruby's sense (all
// but undef and false: a lambda returning the element itself keeps every non-empty one); a hash
// stays a hash.
import { PHash, isTruthy, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { entries, lambdaSignatures, untilBreak } from './iteration.js';

export default defineFunction(
  'filter',
  ...lambdaSignatures((v, call) => {
    if (v instanceof PHash) return PHash.from(entries(v).filter(([k, x]) => isTruthy(call(k, x))));
    // Puppet stops at `break()` for any iterable but a hash (Ruby's Hash#select lets it through).
    const kept: Value[] = [];
    untilBreak(entries(v), ([k, x]) => isTruthy(call(k, x)) && kept.push(x));
    return kept;
  }, 'pair'),
);
