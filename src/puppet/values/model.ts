// Puppet's runtime values: the Value union, the singletons and small wrapper classes, and the
// 64-bit Integer representation (number while safe, bigint beyond 2^53).
import type { PBinary } from './binary.js';
import type { PBinaryString } from './binary-string.js';
import type { PDeferred } from './deferred.js';
import type { PErrorObject } from './error-object.js';
import type { PHash } from './hash.js';
import type { PIterator } from './iterator.js';
import type { PRegexp } from './regexp.js';
import type { PSemVer, PSemVerRange } from './semver.js';
import type { PTimespan, PTimestamp } from './time.js';
import type { PType } from './types/model.js';

/**
 * A Puppet value. JavaScript primitives carry the common kinds without boxing:
 * - `null` is `undef`;
 * - `boolean`, `string` are Boolean and String;
 * - `number` is always an **Integer** (a safe integer), `bigint` an Integer outside ±(2^53-1)
 *   and inside Puppet's signed 64-bit range — never both for one value ({@link int} normalises);
 * - {@link PFloat} is a Float (boxed, so `4.0` stays a Float and prints `4.0`);
 * - {@link PBinaryString} is a String whose Ruby encoding is binary (rare: binary-string.ts).
 * Arrays are plain (frozen by convention: values are immutable once built), hashes are
 * {@link PHash} (insertion ordered, any key). Types, resource and class references are
 * {@link PType} instances. Timestamp, Timespan (time.ts), SemVer, SemVerRange (semver.ts), Binary
 * (binary.ts), Iterator (iterator.ts) and Deferred (deferred.ts) are their own classes.
 */
export type Value =
  | null
  | boolean
  | string
  | PBinaryString
  | number
  | bigint
  | PFloat
  | readonly Value[]
  | PHash
  | PDefault
  | PRegexp
  | PType
  | PSensitive
  | PTimestamp
  | PTimespan
  | PSemVer
  | PSemVerRange
  | PBinary
  | PIterator
  | PDeferred
  | PErrorObject;

/** The `default` literal. */
export class PDefault {
  static readonly instance = new PDefault();
  private constructor() {}
}
export const DEFAULT = PDefault.instance;

/** A Puppet Float. */
export class PFloat {
  constructor(readonly value: number) {}
}

/** `Sensitive(value)`: a value that prints as `Sensitive [value redacted]`. */
export class PSensitive {
  constructor(readonly value: Value) {}
}

export const MAX_INTEGER = 9223372036854775807n;
export const MIN_INTEGER = -9223372036854775808n;

/** An Integer from a bigint or a safe number: number when it fits, else bigint. No range check. */
export function int(v: bigint | number): number | bigint {
  if (typeof v === 'number') return v;
  return v >= -9007199254740991n && v <= 9007199254740991n ? Number(v) : v;
}

export const isInteger = (v: Value): v is number | bigint => typeof v === 'number' || typeof v === 'bigint';
export const isFloat = (v: Value): v is PFloat => v instanceof PFloat;
export const isNumeric = (v: Value): v is number | bigint | PFloat => typeof v === 'number' || typeof v === 'bigint' || v instanceof PFloat;
export const isArray = (v: Value): v is readonly Value[] => Array.isArray(v);

export { formatFloat } from '../../data/ruby-float.js';
