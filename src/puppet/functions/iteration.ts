// What the iteration functions share: the entries of an Iterable value and how a lambda receives
// them (one parameter: the element, or [key, value] of a hash; two: index/key and element).
import { PHash, PuppetError, isInteger, type Value } from '../values/index.js';
import type { Lambda } from './context.js';

/** `[key, element]` pairs: array index and element, hash key and value, Integer n → 0..n-1, a String's characters. */
export function entries(v: Value): [Value, Value][] {
  if (Array.isArray(v)) return v.map((x, i) => [i, x]);
  if (v instanceof PHash) return Array.from(v);
  if (isInteger(v)) return Array.from({ length: Math.max(0, Number(v)) }, (_, i) => [i, i]);
  if (typeof v === 'string') return Array.from(v, (c, i) => [i, c]);
  throw new PuppetError('OVC3001', `Expected an Iterable value, got ${v === null ? 'Undef' : typeof v}`);
}

/** Calls the lambda for one entry, as Puppet passes it by the lambda's parameter count. */
export function callWith(lambda: Lambda, key: Value, element: Value, isHash: boolean): Value {
  if (lambda.parameterCount >= 2) return lambda.call([key, element]);
  return lambda.call([isHash ? [key, element] : element]);
}
