// Ruby's numeric conversions that Puppet's number functions rely on: Float to Integer (floor, ceil,
// truncation; FloatDomainError for NaN and infinities), Kernel#Integer and String#to_f / #to_i.
import { PFloat, int, isInteger, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { parseRubyInteger, rubyClassName, rubyInspect } from './ruby-values.js';

/** An Integer from a double rounded by `how` (Ruby's Float#floor, #ceil, Integer()). */
export function floatToInteger(x: number, how: (x: number) => number = Math.trunc): number | bigint {
  if (!Number.isFinite(x)) throw new FunctionError(Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity');
  return int(BigInt(how(x)));
}

/**
 * Kernel#Integer of a value: an Integer itself, a Float truncated, a String read with Ruby's
 * prefixes (a leading 0 is octal); anything else is Ruby's TypeError naming it as `className` does
 * (what a value's class is differs between the 3.x and 4.x function APIs and sprintf).
 */
export function kernelInteger(v: Value, className: (v: Value) => string = rubyClassName): bigint {
  if (isInteger(v)) return BigInt(v);
  if (v instanceof PFloat) return BigInt(floatToInteger(v.value));
  if (typeof v === 'string') {
    const n = parseRubyInteger(v);
    if (n === undefined) throw new FunctionError(`invalid value for Integer(): ${rubyInspect(v)}`);
    return BigInt(n);
  }
  throw new FunctionError(`can't convert ${className(v)} into Integer`);
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
