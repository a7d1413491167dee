// Puppet's label of a value in error messages ("an Integer", "a String", "an Undef Value", "an Integer[1, 2]-Type").
import { PBinaryString } from './binary-string.js';
import { PDeferred } from './deferred.js';
import { PErrorObject } from './error-object.js';
import { PHash } from './hash.js';
import { PFloat, PSensitive, type Value } from './model.js';
import { PRegexp } from './regexp.js';
import { PSemVer, PSemVerRange } from './semver.js';
import { PBinary } from './binary.js';
import { PTimespan, PTimestamp } from './time.js';
import { PType } from './types/model.js';

/** What Puppet's label provider calls a value in operator errors. */
export function label(v: Value): string {
  if (v === null) return 'Undef Value';
  switch (typeof v) {
    case 'string':
      return 'String';
    case 'number':
    case 'bigint':
      return 'Integer';
    case 'boolean':
      return 'Boolean';
  }
  if (v instanceof PFloat) return 'Float';
  if (v instanceof PBinaryString) return 'String';
  if (Array.isArray(v)) return 'Array';
  if (v instanceof PHash) return 'Hash';
  if (v instanceof PRegexp) return 'Regexp';
  if (v instanceof PType) return `${v}-Type`;
  if (v instanceof PSensitive) return 'Sensitive';
  if (v instanceof PTimestamp) return 'Timestamp';
  if (v instanceof PTimespan) return 'Timespan';
  // Puppet's label provider names SemanticPuppet's Version and VersionRange as their types: Semver, SemverRange.
  if (v instanceof PSemVer) return 'Semver';
  if (v instanceof PSemVerRange) return 'SemverRange';
  if (v instanceof PDeferred) return 'Deferred';
  if (v instanceof PErrorObject) return 'Error';
  if (v instanceof PBinary) return 'Binary';
  return 'Object';
}

/** The label with its indefinite article (`an Integer`, `a String`). */
export function aAn(v: Value): string {
  const text = label(v);
  return `${/^[aeiouAEIOU]/.test(text) ? 'an' : 'a'} ${text}`;
}
