// index(iterable) |$x| or |$key, $x|, index(iterable, value), index(string, match): the index
// (or hash key) of the first entry the lambda is true for, or that equals the value (Ruby's `==`:
// strings compare case-sensitively); for a string, the position of a substring or regexp match.
import { ANY, IterableType, PRegexp, RegexpType, STRING, VariantType, isTruthy, rubyEquals, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { entries, lambdaSignatures } from './iteration.js';

/** The character position of `match` in `s` (Ruby's String#index), or undef. */
function stringIndex(s: string, match: Value): Value {
  const at = match instanceof PRegexp ? (match.exec(s, 0)?.index ?? -1) : s.indexOf(match as string);
  return at < 0 ? null : Array.from(s.slice(0, at)).length;
}

export default defineFunction(
  'index',
  ...lambdaSignatures((v, test) => {
    for (const [k, x] of entries(v)) if (isTruthy(test(k, x))) return k;
    return null;
  }, 'value'),
  { params: [STRING, new VariantType([STRING, new RegexpType()])], names: ['str', 'match'], call: (_ctx, args) => stringIndex(args[0] as string, args[1]!) },
  {
    params: [new IterableType(), ANY],
    names: ['enumerable', 'match'],
    call(_ctx, args) {
      for (const [k, x] of entries(args[0]!)) if (rubyEquals(x, args[1]!)) return k;
      return null;
    },
  },
);
