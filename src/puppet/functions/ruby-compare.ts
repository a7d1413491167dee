// Ruby's `<=>` as sort(), min() and max() order values with it (Puppet calls Ruby's Array#sort and
// #min directly): numbers by value, strings byte-wise (case matters, unlike Puppet's `<`), arrays
// element by element, other values only equal to themselves; anything else fails as Ruby does.
import { PBinary, PBinaryString, PFloat, PHash, PRegexp, PSensitive, PSemVer, PSemVerRange, PTimespan, PTimestamp, compareSemVer, compareTime, equals, formatFloat, isNumeric, isTime, rubyEquals, rubyText, PType, type Value } from '../values/index.js';
import type { Lambda } from './context.js';
import { FunctionError } from './dispatcher.js';

/** Ruby's class name of a value (what "comparison of X with Y failed" names). */
function rubyClass(v: Value): string {
  if (v === null) return 'NilClass';
  if (v === true) return 'TrueClass';
  if (v === false) return 'FalseClass';
  if (typeof v === 'string' || v instanceof PBinaryString) return 'String';
  if (typeof v === 'number' || typeof v === 'bigint') return 'Integer';
  if (v instanceof PFloat) return 'Float';
  if (Array.isArray(v)) return 'Array';
  if (v instanceof PHash) return 'Hash';
  if (v instanceof PSemVer) return 'SemanticPuppet::Version';
  if (v instanceof PSemVerRange) return 'SemanticPuppet::VersionRange';
  if (v instanceof PTimestamp) return 'Puppet::Pops::Time::Timestamp';
  if (v instanceof PTimespan) return 'Puppet::Pops::Time::Timespan';
  if (v instanceof PBinary) return 'Puppet::Pops::Types::PBinaryType::Binary';
  if (v instanceof PRegexp) return 'Regexp';
  if (v instanceof PSensitive) return 'Puppet::Pops::Types::PSensitiveType::Sensitive';
  if (v instanceof PType) return v.rubyClass;
  return (v as object).constructor.name;
}

/** How Ruby names the right-hand side: immediates (nil, booleans, small Integers, Floats) by value, others by class. */
function rubyOperand(v: Value): string {
  if (v === null) return 'nil';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return String(v);
  if (v instanceof PFloat) return formatFloat(v.value);
  return rubyClass(v);
}

/** Ruby's comparison failure: `comparison of Integer with String failed`. */
export function comparisonFailed(a: Value, b: Value): FunctionError {
  return new FunctionError(`comparison of ${rubyClass(a)} with ${rubyOperand(b)} failed`);
}

/** Strings compared byte-wise in UTF-8, which is code point order. */
export function byteCompare(a: string, b: string): number {
  if (a === b) return 0;
  const x = Array.from(a, (c) => c.codePointAt(0)!);
  const y = Array.from(b, (c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
}

/** `a <=> b`: -1, 0, 1, or undefined where Ruby answers nil. */
function spaceship(a: Value, b: Value): number | undefined {
  if (isNumeric(a) && isNumeric(b)) {
    const x = a instanceof PFloat ? a.value : a;
    const y = b instanceof PFloat ? b.value : b;
    return x < y ? -1 : x > y ? 1 : equals(a, b) ? 0 : undefined;
  }
  // A binary String compares by its bytes too (our binary strings are UTF-8 text).
  if ((typeof a === 'string' || a instanceof PBinaryString) && (typeof b === 'string' || b instanceof PBinaryString)) return byteCompare(String(a), String(b));
  if (a instanceof PSemVer) return b instanceof PSemVer ? compareSemVer(a, b) : undefined;
  if (isTime(a)) return compareTime(a, b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = spaceship(a[i]!, b[i]!);
      if (c !== 0) return c;
    }
    return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
  }
  // Object#<=>: 0 for equal values, nil otherwise.
  return rubyEquals(a, b) && rubyClass(a) === rubyClass(b) ? 0 : undefined;
}

/** `a <=> b`, failing as Ruby's sort does when the values are not comparable. */
export function rubyCompare(a: Value, b: Value): number {
  const c = spaceship(a, b);
  if (c === undefined) throw comparisonFailed(a, b);
  return c;
}

/**
 * A comparison lambda's answer as Ruby reads it (rb_cmpint): an Integer's or Float's sign; undef
 * fails naming the compared values, anything else fails as Ruby's `answer > 0` does.
 */
export function lambdaCompare(lambda: Lambda, a: Value, b: Value): number {
  const r = lambda.call([a, b]);
  if (typeof r === 'number' || typeof r === 'bigint') return r > 0 ? 1 : r < 0 ? -1 : 0;
  if (r instanceof PFloat) return r.value > 0 ? 1 : r.value < 0 ? -1 : 0;
  if (r === null) throw comparisonFailed(a, b);
  // Ruby asks the answer `> 0`: a String fails that comparison, other values have no `>` at all.
  if (typeof r === 'string') throw comparisonFailed(r, 0);
  throw new FunctionError(`undefined method \`>' for ${rubyText(r)}:${rubyClass(r)}`);
}
