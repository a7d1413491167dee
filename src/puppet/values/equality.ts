// Puppet's `==`: deep, case-insensitive for strings, Integer equal to Float by value.
import { PBinaryString } from './binary-string.js';
import { PBinary, binaryEquals } from './binary.js';
import { casecmp } from './casecmp.js';
import { PDeferred } from './deferred.js';
import { PErrorObject } from './error-object.js';
import { PHash, canonical } from './hash.js';
import { PFloat, PSensitive, type Value } from './model.js';
import { PRegexp } from './regexp.js';
import { PSemVer, PSemVerRange, semVerEquals } from './semver.js';
import { compareTime, isTime } from './time.js';
import { PType } from './types/model.js';

/** Ruby compares an Integer with a Float exactly (2^63-1 is not 2^63 as a Float). */
function intEqualsFloat(i: number | bigint, f: number): boolean {
  if (typeof i === 'number') return i === f;
  return Number.isInteger(f) && BigInt(f) === i;
}

/** Puppet's `==` (CompareOperator#equals): strings ignore case, arrays and hashes compare deeply. */
export function equals(a: Value, b: Value): boolean {
  if (a === b) return true;
  switch (typeof a) {
    case 'string': {
      // An ASCII String equals its text in any encoding (Ruby's casecmp compares them).
      const t = typeof b === 'string' ? b : b instanceof PBinaryString ? b.text : undefined;
      return t !== undefined && a.length === t.length && casecmp(a, t) === 0;
    }
    case 'number':
    case 'bigint':
      // 1 == 1n cannot happen (int() normalises); 1 == 1.0 is true.
      if (isTime(b)) return compareTime(b, a) === 0;
      return b instanceof PFloat ? intEqualsFloat(a, b.value) : (typeof b === 'number' || typeof b === 'bigint') && a == b;
    case 'boolean':
      return false;
  }
  if (a === null) return false;
  if (a instanceof PBinaryString) return equals(a.text, b);
  if (isTime(a)) return compareTime(a, b) === 0;
  if (a instanceof PSemVer) return b instanceof PSemVer && semVerEquals(a, b);
  if (a instanceof PSemVerRange) return b instanceof PSemVerRange && a.hashKey() === b.hashKey();
  if (a instanceof PBinary) return b instanceof PBinary && binaryEquals(a, b);
  if (a instanceof PFloat) {
    if (isTime(b)) return compareTime(b, a) === 0;
    return b instanceof PFloat ? a.value === b.value : (typeof b === 'number' || typeof b === 'bigint') && intEqualsFloat(b, a.value);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equals(a[i]!, b[i]!)) return false;
    return true;
  }
  if (a instanceof PHash) {
    if (!(b instanceof PHash) || a.size !== b.size) return false;
    for (const [k, v] of a) {
      const bv = b.get(k);
      if (!equals(bv === undefined ? null : bv, v)) return false;
    }
    return true;
  }
  if (a instanceof PType) return b instanceof PType && a.equals(b);
  if (a instanceof PRegexp) return b instanceof PRegexp && a.source === b.source;
  // Sensitive compares its values (Ruby's Sensitive#== compares their hashes).
  if (a instanceof PSensitive) return b instanceof PSensitive && rubyEquals(a.value, b.value);
  if (a instanceof PDeferred) return deferredEquals(a, b);
  if (a instanceof PErrorObject) return b instanceof PErrorObject && canonical(PHash.from(a.initEntries())) === canonical(PHash.from(b.initEntries()));
  return false;
}

/** An Object's `==` is Ruby's `eql?` on its attributes: 'A' is not 'a', 1 is not 1.0, undef arguments are not []. */
function deferredEquals(a: PDeferred, b: Value): boolean {
  if (!(b instanceof PDeferred) || a.name !== b.name) return false;
  if (a.args === undefined || b.args === undefined) return a.args === b.args;
  return canonical(a.args) === canonical(b.args);
}

/** Ruby's `==` on values (Array#delete uses it for `-`): like Puppet's but strings compare exactly. */
export function rubyEquals(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a instanceof PBinaryString) return rubyEquals(a.text, b);
  if (b instanceof PBinaryString) return rubyEquals(a, b.text);
  if (typeof a === 'string' || typeof b === 'string') return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => rubyEquals(x, b[i]!));
  if (a instanceof PHash) {
    if (!(b instanceof PHash) || a.size !== b.size) return false;
    for (const [k, v] of a) {
      const bv = b.get(k);
      if (bv === undefined || !rubyEquals(v, bv)) return false;
    }
    return true;
  }
  return equals(a, b);
}
