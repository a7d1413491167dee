// Puppet's Timestamp and Timespan values: a whole number of nanoseconds (since the epoch, or of a
// duration), the arithmetic Puppet defines between them and numbers, and their ordering.
import { PuppetError } from './errors.js';
import { PFloat, int } from './model.js';

export const NS_PER_USEC = 1000n;
export const NS_PER_MSEC = 1_000_000n;
export const NS_PER_SEC = 1_000_000_000n;
export const NS_PER_MIN = 60n * NS_PER_SEC;
export const NS_PER_HOUR = 60n * NS_PER_MIN;
export const NS_PER_DAY = 24n * NS_PER_HOUR;

/** A point in time, in nanoseconds since 1970-01-01T00:00:00 UTC. */
export class PTimestamp {
  constructor(readonly nsecs: bigint) {}
  /** Hash key identity (Ruby `eql?`: same class and nanoseconds). */
  hashKey(): string {
    return `ts${this.nsecs}`;
  }
}

/** A duration in nanoseconds (negative when it goes back in time). */
export class PTimespan {
  constructor(readonly nsecs: bigint) {}
  hashKey(): string {
    return `tp${this.nsecs}`;
  }
}

export type TimeValue = PTimestamp | PTimespan;
type Num = number | bigint | PFloat;

export const isTime = (v: unknown): v is TimeValue => v instanceof PTimestamp || v instanceof PTimespan;

/** Seconds as nanoseconds the way Ruby does `(seconds * NSECS_PER_SEC).to_i`: a Float is truncated. */
export function secondsToNanos(n: Num): bigint {
  if (n instanceof PFloat) {
    const x = n.value * 1e9;
    if (!Number.isFinite(x)) throw new PuppetError('OVC3170', `${n.value} seconds is not a time`);
    return BigInt(Math.trunc(x));
  }
  return BigInt(n) * NS_PER_SEC;
}

/** Ruby's floored integer division and its modulo. */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}
function floorMod(a: bigint, b: bigint): bigint {
  const m = a % b;
  return m !== 0n && m < 0n !== b < 0n ? m + b : m;
}

/** The whole seconds (TimeData#to_int: floored) and the seconds as a Float (to_f). */
export const wholeSeconds = (t: TimeValue): bigint => floorDiv(t.nsecs, NS_PER_SEC);
export function floatSeconds(t: TimeValue): number {
  // Whole seconds and the fraction apart: nanoseconds since the epoch are past a double's exact integers (Ruby's fdiv rounds once).
  const whole = wholeSeconds(t);
  return Number(whole) + Number(t.nsecs - whole * NS_PER_SEC) / 1e9;
}

const label = (v: unknown): string => (v instanceof PTimestamp ? 'Timestamp' : 'Timespan');

function notApplicable(op: string, v: TimeValue): never {
  throw new PuppetError('OVC3001', `Operator '${op}' is not applicable to a ${label(v)}.`);
}

function argumentError(op: string, message: string): never {
  throw new PuppetError('OVC3001', `Error while evaluating a '${op}' expression, ${message}`);
}

/**
 * `l op r` where at least one side is a Timestamp or Timespan (the other a number or time value),
 * as Puppet's evaluator does it: a number on the left of `+` (or of `*` a Timespan) swaps places,
 * a number minus a Timespan is a Timespan, anything else with a number on the left is refused.
 * `other` names the right operand in refusals ("an Integer", "a Timestamp").
 */
export function timeArithmetic(op: string, l: Num | TimeValue, r: Num | TimeValue, other: (v: Num | TimeValue) => string): Num | TimeValue {
  if (!isTime(l)) {
    if (op === '+' || (op === '*' && r instanceof PTimespan)) return timeArithmetic(op, r, l, other);
    if (op === '-' && r instanceof PTimespan) return timeArithmetic(op, new PTimespan(secondsToNanos(l)), r, other);
    const left = l instanceof PFloat ? 'Float' : 'Integer';
    throw new PuppetError('OVC3001', `Operator '${op}' is not applicable to ${/^[AEIOU]/.test(left) ? 'an' : 'a'} ${left} when right side is ${/^[AEIOU]/.test(label(r)) ? 'an' : 'a'} ${label(r)}.`);
  }
  const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  if (l instanceof PTimestamp) {
    switch (op) {
      case '+':
        if (r instanceof PTimespan) return new PTimestamp(l.nsecs + r.nsecs);
        if (r instanceof PTimestamp) argumentError(op, `${upper(other(r))} cannot be added to a Timestamp`);
        return new PTimestamp(l.nsecs + secondsToNanos(r));
      case '-':
        if (r instanceof PTimestamp) return new PTimespan(l.nsecs - r.nsecs);
        if (r instanceof PTimespan) return new PTimestamp(l.nsecs - r.nsecs);
        return new PTimestamp(l.nsecs - secondsToNanos(r));
      default:
        return notApplicable(op, l);
    }
  }
  switch (op) {
    case '+':
      if (r instanceof PTimestamp) return new PTimestamp(l.nsecs + r.nsecs);
      if (r instanceof PTimespan) return new PTimespan(l.nsecs + r.nsecs);
      return new PTimespan(l.nsecs + secondsToNanos(r));
    case '-':
      if (r instanceof PTimespan) return new PTimespan(l.nsecs - r.nsecs);
      if (r instanceof PTimestamp) argumentError(op, `${upper(other(r))} cannot be subtracted from a Timespan`);
      return new PTimespan(l.nsecs - secondsToNanos(r));
    case '*':
      if (isTime(r)) argumentError(op, `A Timestamp cannot be multiplied by ${other(r)}`);
      if (r instanceof PFloat) return new PTimespan(BigInt(Math.trunc(Number(l.nsecs) * r.value)));
      return new PTimespan(l.nsecs * BigInt(r));
    case '/':
      if (r instanceof PTimespan) {
        if (r.nsecs === 0n) throw new PuppetError('OVC3002', 'Division by 0');
        return new PFloat(Number(l.nsecs) / Number(r.nsecs));
      }
      if (r instanceof PTimestamp) argumentError(op, `A Timespan cannot be divided by ${other(r)}`);
      if (r instanceof PFloat) return new PTimespan(BigInt(Math.floor(Number(l.nsecs) / r.value)));
      if (BigInt(r) === 0n) throw new PuppetError('OVC3002', 'Division by 0');
      return new PTimespan(floorDiv(l.nsecs, BigInt(r)));
    case '%':
      // Puppet's message has its article twice ('using a a Timespan').
      if (isTime(r)) argumentError(op, `Can not do modulus on a Timespan using a ${other(r)}`);
      if (r instanceof PFloat) {
        const a = floatSeconds(l);
        return new PFloat(a - r.value * Math.floor(a / r.value));
      }
      if (BigInt(r) === 0n) throw new PuppetError('OVC3002', 'Division by 0');
      return int(floorMod(wholeSeconds(l), BigInt(r)));
    default:
      return notApplicable(op, l);
  }
}

/** `-t` on a Timespan; a Timestamp has no unary minus. */
export function negateTime(t: TimeValue): PTimespan {
  if (t instanceof PTimestamp) throw new PuppetError('OVC3001', "Operator '-' is not applicable to a Timestamp.");
  return new PTimespan(-t.nsecs);
}

/**
 * TimeData#<=>: against the same kind by nanoseconds, an Integer by whole (floored) seconds, a
 * Float by seconds; undefined when not comparable.
 */
export function compareTime(a: TimeValue, b: unknown): number | undefined {
  if (b instanceof PTimestamp || b instanceof PTimespan) {
    if (b.constructor !== a.constructor) return undefined;
    return a.nsecs < b.nsecs ? -1 : a.nsecs > b.nsecs ? 1 : 0;
  }
  if (typeof b === 'number' || typeof b === 'bigint') {
    const s = wholeSeconds(a);
    const n = BigInt(b);
    return s < n ? -1 : s > n ? 1 : 0;
  }
  if (b instanceof PFloat) {
    const s = floatSeconds(a);
    return s < b.value ? -1 : s > b.value ? 1 : 0;
  }
  return undefined;
}

/** Why a time value cannot be compared with `b` (Puppet's CompareOperator words). */
export function incomparableTime(a: TimeValue): string {
  return a instanceof PTimestamp ? 'Timestamps are only comparable to Timestamps, Integers, and Floats' : 'Timespans are only comparable to Timespans, Integers, and Floats';
}
