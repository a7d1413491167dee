// Puppet's `=~`/`!~`, `in`, and the case/selector match (CompareOperator#match): regexps against
// strings, types against any value, `==` for the rest. Captures are returned for `$0..$n`.
import { plain } from './binary-string.js';
import { PBinary } from './binary.js';
import { equals } from './equality.js';
import { PuppetError } from './errors.js';
import { PHash } from './hash.js';
import { aAn } from './label.js';
import { DEFAULT, PFloat, PSensitive, type Value } from './model.js';
import { PTimespan, PTimestamp } from './time.js';
import { PRegexp } from './regexp.js';
import { PSemVer, PSemVerRange, rangeIncludes, semVerEquals, parseSemVer } from './semver.js';
import { PType } from './types/model.js';

/** A match result: whether it matched, and the captures to set as `$0..$n` (when a regexp matched). */
export interface MatchResult {
  matched: boolean;
  captures?: (string | null)[];
}

const NO = { matched: false } as const;
const YES = { matched: true } as const;

function regexpMatch(re: PRegexp, s: string): MatchResult {
  const captures = re.match(s);
  return captures === null ? NO : { matched: true, captures };
}

/** `left =~ right`: right a type (instance check), a regexp, or a string compiled as one. */
export function matchOperator(left: Value, right: Value): MatchResult {
  left = plain(left);
  right = plain(right);
  if (right instanceof PType) return right.isInstance(left) ? YES : NO;
  if (right instanceof PSemVerRange) return rangeIncludes(right, left) ? YES : NO;
  let re: PRegexp;
  if (right instanceof PRegexp) re = right;
  else if (typeof right === 'string') {
    try {
      re = PRegexp.of(right);
    } catch (e) {
      throw new PuppetError('OVC3005', `Can not convert right match operand to a regular expression. Caused by '${(e as Error).message}'.`);
    }
  } else throw new PuppetError('OVC3005', `Can not convert right match operand to a regular expression. Caused by 'no implicit conversion of ${rubyClass(right)} into String'.`);
  if (typeof left !== 'string') throw new PuppetError('OVC3005', `Left match operand must result in a String value. Got ${aAn(left)}.`);
  return regexpMatch(re, left);
}

function rubyClass(v: Value): string {
  if (v === null) return 'nil';
  if (typeof v === 'number' || typeof v === 'bigint') return 'Integer';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof PFloat) return 'Float';
  if (Array.isArray(v)) return 'Array';
  if (v instanceof PHash) return 'Hash';
  if (v === DEFAULT) return 'Symbol';
  if (v instanceof PSemVer) return 'SemanticPuppet::Version';
  if (v instanceof PSensitive) return 'Puppet::Pops::Types::PSensitiveType::Sensitive';
  if (v instanceof PTimespan) return 'Puppet::Pops::Time::Timespan';
  if (v instanceof PTimestamp) return 'Puppet::Pops::Time::Timestamp';
  if (v instanceof PBinary) return 'Puppet::Pops::Types::PBinaryType::Binary';
  return 'Object';
}

/** A case option or selector key matched against the tested value (CompareOperator#match). */
export function caseMatch(value: Value, option: Value): MatchResult {
  value = plain(value);
  option = plain(option);
  if (option instanceof PRegexp) return typeof value === 'string' ? regexpMatch(option, value) : NO;
  if (option instanceof PType) return option.isInstance(value) ? YES : NO;
  if (option instanceof PSemVerRange) return rangeIncludes(option, value) ? YES : NO;
  if (option instanceof PSemVer) {
    // A version matches a version, or text that parses as it.
    const v = value instanceof PSemVer ? value : typeof value === 'string' ? parseSemVer(value) : undefined;
    return v !== undefined && semVerEquals(option, v) ? YES : NO;
  }
  // `default` in an array or hash pattern matches anything (the evaluator keeps a top-level one for last).
  if (option === DEFAULT) return YES;
  // An array pattern matches element by element, a hash pattern key by key (keys it does not name
  // are free); `$0..$n` are the captures of the last regexp that matched.
  if (Array.isArray(option)) {
    if (!Array.isArray(value) || value.length !== option.length) return NO;
    return allMatch(option.map((o, i) => [value[i]!, o]));
  }
  if (option instanceof PHash) {
    if (!(value instanceof PHash)) return NO;
    return allMatch(Array.from(option, ([k, o]): [Value, Value] => [value.get(k) ?? null, o]));
  }
  return equals(value, option) ? YES : NO;
}

/** Whether every value matches its pattern, with the captures of the last regexp matched. */
function allMatch(pairs: readonly [Value, Value][]): MatchResult {
  let captures: (string | null)[] | undefined;
  for (const [v, o] of pairs) {
    const m = caseMatch(v, o);
    if (!m.matched) return NO;
    captures = m.captures ?? captures;
  }
  return captures ? { matched: true, captures } : YES;
}

/** `needle in haystack` (CompareOperator#include?). */
export function inOperator(needle: Value, haystack: Value): MatchResult {
  needle = plain(needle);
  haystack = plain(haystack);
  if (typeof haystack === 'string') {
    if (typeof needle === 'string') return haystack.toLowerCase().includes(needle.toLowerCase()) ? YES : NO;
    if (needle instanceof PRegexp) return regexpMatch(needle, haystack);
    return NO;
  }
  if (haystack instanceof PHash) return inOperator(needle, haystack.keys());
  if (haystack instanceof PSemVerRange) return rangeIncludes(haystack, needle) ? YES : NO;
  if (haystack instanceof PBinary) return binaryIncludes(haystack, needle) ? YES : NO;
  if (Array.isArray(haystack)) {
    if (needle instanceof PRegexp) {
      for (const e of haystack) {
        const s = plain(e);
        if (typeof s !== 'string') continue;
        const m = regexpMatch(needle, s);
        if (m.matched) return m;
      }
      return NO;
    }
    if (typeof needle === 'string' || needle instanceof PSemVer) return haystack.some((e) => caseMatch(needle, e).matched) ? YES : NO;
    if (needle instanceof PType) return haystack.some((e) => needle.isInstance(e)) ? YES : NO;
    return haystack.some((e) => equals(e, needle)) ? YES : NO;
  }
  return NO;
}

/** `needle in $binary`: a Binary or a string (its UTF-8 bytes) as a run of its bytes, a number as one of them. */
function binaryIncludes(haystack: PBinary, needle: Value): boolean {
  if (needle instanceof PBinary) return haystack.buffer().includes(needle.buffer());
  if (typeof needle === 'string') return haystack.buffer().includes(Buffer.from(needle, 'utf8'));
  if (typeof needle === 'number' || needle instanceof PFloat) return haystack.bytes.includes(typeof needle === 'number' ? needle : needle.value);
  return false;
}
