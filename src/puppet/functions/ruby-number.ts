// Ruby's numeric conversions that Puppet's number functions rely on: Float to Integer (floor, ceil,
// truncation; FloatDomainError for NaN and infinities) and String#to_f / #to_i.
import { PFloat, int, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';

/** An Integer from a double rounded by `how` (Ruby's Float#floor, #ceil, Integer()). */
export function floatToInteger(x: number, how: (x: number) => number = Math.trunc): number | bigint {
  if (!Number.isFinite(x)) throw new FunctionError(Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity');
  return int(BigInt(how(x)));
}

/** A double from a Puppet number (Integers beyond 2^53 rounded, as Ruby's to_f). */
export function toDouble(v: Value): number {
  return v instanceof PFloat ? v.value : Number(v as number | bigint);
}

/** String#to_f: the leading decimal number, 0.0 when there is none. */
export function stringToF(s: string): number {
  const m = /^\s*([-+]?\d+(?:_\d+)*(?:\.\d+(?:_\d+)*)?(?:[eE][-+]?\d+)?)/.exec(s);
  return m ? Number(m[1]!.replace(/_/g, '')) : 0;
}

/** String#to_i: the leading decimal integer, 0 when there is none. */
export function stringToI(s: string): bigint {
  const m = /^\s*([-+]?\d+(?:_\d+)*)/.exec(s);
  return m ? BigInt(m[1]!.replace(/_/g, '')) : 0n;
}
