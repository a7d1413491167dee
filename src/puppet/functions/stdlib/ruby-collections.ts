// Ruby's Array set operations as stdlib's 3.x functions use them (`-`, `&`, `|`, `uniq`): elements
// are the same when Ruby's `eql?` says so ('1', 1, 1.0 and [1] are all different), which is
// exactly how a PHash tells its keys apart. Hash#merge with Ruby's errors.
import { HashBuilder, PHash, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { noMethodError, rubyClassName } from '../ruby-values.js';

const setOf = (values: readonly Value[]): PHash => PHash.from(values.map((v) => [v, true] as const));

/** Kernel#Array: nil is [], an array itself, a hash its [key, value] pairs, anything else [it]. */
export const rubyArray = (v: Value): Value[] => (v === null ? [] : Array.isArray(v) ? [...v] : v instanceof PHash ? Array.from(v, ([k, x]) => [k, x]) : [v]);

/** Ruby's `a.uniq`: first occurrences, in order. */
export function rubyUniq(values: readonly Value[]): Value[] {
  const seen = new HashBuilder();
  return values.filter((v) => seen.get(v) === undefined && seen.set(v, true) !== undefined);
}

/** Ruby's `a - b`. */
export function rubyDifference(a: readonly Value[], b: readonly Value[]): Value[] {
  const drop = setOf(b);
  return a.filter((v) => !drop.has(v));
}

/** Ruby's `a & b`: elements of `a` also in `b`, once each, in `a`'s order. */
export function rubyIntersection(a: readonly Value[], b: readonly Value[]): Value[] {
  const keep = setOf(b);
  return rubyUniq(a.filter((v) => keep.has(v)));
}

/** Ruby's `a | b`. */
export const rubyUnion = (a: readonly Value[], b: readonly Value[]): Value[] => rubyUniq([...a, ...b]);

/** Ruby's `a.merge(b)` on hashes: b's entries over a's, a's keys keeping their places; Ruby's errors otherwise. */
export function rubyMerge(a: Value, b: Value): PHash {
  if (!(a instanceof PHash)) throw noMethodError('merge', a);
  if (!(b instanceof PHash)) throw new FunctionError(`no implicit conversion of ${rubyClassName(b)} into Hash`);
  const out = a.toBuilder();
  for (const [k, v] of b) out.set(k, v);
  return out.build();
}
