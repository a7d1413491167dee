// What the iteration functions share: the entries of an Iterable value and how a lambda receives
// them (one parameter: the element, or [key, value] of a hash; two: index/key and element).
import { EnumType, HASH, PBinaryString, IntegerType, IterableType, PHash, PIterator, PuppetError, TypeAliasType, isInteger, type Value } from '../values/index.js';
import { StopIteration } from './context.js';
import type { Signature } from './function.js';

/** Most elements a finite `Integer[a, b]` type may yield when iterated (a bound on the work). */
const MAX_RANGE = 10_000_000;

/**
 * `[key, element]` pairs: array index and element (an Iterator's too), hash key and value, Integer n → 0..n-1, a
 * String's characters, a finite `Integer[a, b]` type's integers, an `Enum` type's strings (also through an alias).
 */
export function entries(v: Value): [Value, Value][] {
  if (Array.isArray(v)) return v.map((x, i) => [i, x]);
  if (v instanceof PIterator) return v.values.map((x, i) => [i, x]);
  if (v instanceof PHash) return v.pairs();
  if (isInteger(v)) return Array.from({ length: Math.max(0, Number(v)) }, (_, i) => [i, i]);
  if (typeof v === 'string') return Array.from(v, (c, i) => [i, c]);
  if (v instanceof PBinaryString) return entries(v.text);
  if (v instanceof IntegerType && v.finite) {
    const from = Number(v.from);
    const count = Number(v.to) - from + 1;
    if (count > MAX_RANGE) throw new PuppetError('OVC3001', `Iterating ${v.toString()} would yield more than ${MAX_RANGE} values`);
    return Array.from({ length: Math.max(0, count) }, (_, i) => [i, from + i]);
  }
  if (v instanceof EnumType) return v.values.map((x, i) => [i, x]);
  // An alias of such a type iterates as the type it stands for.
  if (v instanceof TypeAliasType) return entries(v.resolved);
  throw new PuppetError('OVC3001', `Expected an Iterable value, got ${v === null ? 'Undef' : typeof v}`);
}

/** Runs `step` on each item until a lambda it calls says `break()`: the loop ends there, quietly. */
export function untilBreak<T>(items: readonly T[], step: (item: T) => void): void {
  try {
    for (const x of items) step(x);
  } catch (e) {
    if (!(e instanceof StopIteration)) throw e;
  }
}

/** The elements an iterable yields, as a lambda of one parameter receives them (a hash's as [key, value] pairs). */
export function elements(v: Value): Value[] {
  const hash = v instanceof PHash;
  return entries(v).map(([k, x]) => (hash ? [k, x] : x));
}

/**
 * The four signatures Puppet gives functions that call a lambda per entry (each, map, filter, any,
 * all, index): a hash with a lambda of two parameters (key, value) or one, then any iterable with
 * two (index, element) or one, tried in that order (so a `*$rest` lambda gets two). A call none
 * accepts is refused as Puppet lists them. `run` gets the iterable and how to call the lambda on
 * one entry; a hash's one-parameter lambda gets the [key, value] pair, or only the value when
 * `hashOne` says so.
 */
export function lambdaSignatures(run: (v: Value, test: (key: Value, element: Value) => Value) => Value, hashOne: 'pair' | 'value'): Signature[] {
  const one = (arity: 1 | 2, params: Signature['params'], names: string[], hash: boolean): Signature => ({
    params,
    names,
    block: 'required',
    blockArity: [arity, arity],
    // The lambda gets the elements as they are (a binary String stays binary, as in Ruby).
    keepsEncoding: true,
    call: (_ctx, args, lambda) =>
      run(args[0]!, (k, x) => (arity === 2 ? lambda!.call([k, x]) : lambda!.call([hash && hashOne === 'pair' ? [k, x] : x]))),
  });
  const iterable = new IterableType();
  return [one(2, [HASH], ['hash'], true), one(1, [HASH], ['hash'], true), one(2, [iterable], ['enumerable'], false), one(1, [iterable], ['enumerable'], false)];
}
