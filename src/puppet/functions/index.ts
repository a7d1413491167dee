// index(iterable) |$x| or |$key, $x|, index(iterable, value), index(string, match): the index
// (or hash key) of the first entry the lambda is true for, or that equals the value (Ruby's `==`:
// strings compare case-sensitively); for a string, the position of a substring or regexp match.
import { ANY, HASH, IterableType, PRegexp, RegexpType, STRING, VariantType, isTruthy, rubyEquals, type Value } from '../values/index.js';
import type { Lambda } from './context.js';
import { defineFunction, type Signature } from './function.js';
import { entries } from './iteration.js';

/** The key of the first entry the lambda accepts; the lambda gets (key, value) or just the value. */
function firstBy(v: Value, lambda: Lambda, withKey: boolean): Value {
  for (const [k, x] of entries(v)) if (isTruthy(withKey ? lambda.call([k, x]) : lambda.call([x]))) return k;
  return null;
}

function blockSignature(params: Signature['params'], names: string[], arity: 1 | 2): Signature {
  return { params, names, block: 'required', blockArity: [arity, arity], call: (_ctx, args, lambda) => firstBy(args[0]!, lambda!, arity === 2) };
}

/** The character position of `match` in `s` (Ruby's String#index), or undef. */
function stringIndex(s: string, match: Value): Value {
  const at = match instanceof PRegexp ? s.search(match.regex.flags.includes('g') ? new RegExp(match.regex.source, match.regex.flags.replace('g', '')) : match.regex) : s.indexOf(match as string);
  return at < 0 ? null : Array.from(s.slice(0, at)).length;
}

export default defineFunction(
  'index',
  blockSignature([HASH], ['hash'], 2),
  blockSignature([HASH], ['hash'], 1),
  blockSignature([new IterableType()], ['enumerable'], 2),
  blockSignature([new IterableType()], ['enumerable'], 1),
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
