// Puppet's SemVer and SemVerRange values (Ruby's SemanticPuppet::Version and VersionRange):
// parsing, precedence, and whether a range includes a version, with npm-style ranges (`1.x`,
// `~1.2`, `^1.2.3`, `1.0.0 - 2.0.0`, `>=1.0.0 <2.0.0 || >=3.0.0`).
import { PuppetError } from './errors.js';

type Identifier = string | number;

/** A semantic version; `build` takes part in equality but not in precedence. */
export class PSemVer {
  constructor(
    readonly major: number,
    readonly minor: number,
    readonly patch: number,
    readonly prerelease?: readonly Identifier[],
    readonly build?: readonly string[],
  ) {}

  /** Hash key identity (Version#eql?: every part, the build too). */
  hashKey(): string {
    return `v${this.toString()}`;
  }

  get stable(): boolean {
    return this.prerelease === undefined;
  }

  toString(): string {
    let s = `${this.major}.${this.minor}.${this.patch}`;
    if (this.prerelease) s += `-${this.prerelease.join('.')}`;
    if (this.build) s += `+${this.build.join('.')}`;
    return s;
  }
}

const NR = '0|[1-9]\\d*';
const PARTS = '[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*';
const VERSION = new RegExp(`^(${NR})\\.(${NR})\\.(${NR})(?:-(${PARTS}))?(?:\\+(${PARTS}))?$`);

function prerelease(text: string | undefined): Identifier[] | undefined {
  if (text === undefined) return undefined;
  return text.split('.').map((x) => {
    if (!/^\d+$/.test(x)) return x;
    if (x.length > 1 && x.startsWith('0')) throw new PuppetError('OVC3171', 'Numeric pre-release identifiers MUST NOT contain leading zeroes');
    return Number(x);
  });
}

/**
 * A version from its text, or undefined when the text is not one. `strict`: a numeric
 * prerelease identifier with a leading zero is Puppet's error rather than undefined.
 */
export function parseSemVer(text: string, strict = false): PSemVer | undefined {
  const m = VERSION.exec(text);
  if (m === null) return undefined;
  try {
    return new PSemVer(Number(m[1]), Number(m[2]), Number(m[3]), prerelease(m[4]), m[5]?.split('.'));
  } catch (e) {
    if (strict) throw e;
    return undefined;
  }
}

/** Version#<=> (build ignored). */
export function compareSemVer(a: PSemVer, b: PSemVer): number {
  const c = Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
  if (c !== 0) return c;
  const x = a.prerelease;
  const y = b.prerelease;
  if (x === undefined) return y === undefined ? 0 : 1;
  if (y === undefined) return -1;
  for (let i = 0; i < x.length; i++) {
    if (i >= y.length) return 1;
    const p = x[i]!;
    const q = y[i]!;
    let d: number;
    if (typeof p === 'number') d = typeof q === 'number' ? Math.sign(p - q) : -1;
    else if (typeof q === 'number') d = 1;
    else d = p < q ? -1 : p > q ? 1 : 0;
    if (d !== 0) return d;
  }
  return Math.sign(x.length - y.length);
}

/** Version#eql?: every part, the build too. */
export function semVerEquals(a: PSemVer, b: PSemVer): boolean {
  return a.toString() === b.toString();
}

type Operator = '>' | '>=' | '<' | '<=' | '=';
interface Comparator {
  op: Operator;
  version: PSemVer;
}
/** Comparators that must all hold; empty: every version. `nothing`: no version. */
interface Simple {
  comparators: readonly Comparator[];
  nothing?: boolean;
}

/** A version range: simple ranges joined by `||`, and the text it was written as. */
export class PSemVerRange {
  constructor(
    readonly ranges: readonly Simple[],
    readonly text: string,
  ) {}

  toString(): string {
    return this.text;
  }

  hashKey(): string {
    return `vr${this.text}`;
  }

  /** VersionRange#include?: a prerelease only where a bound of the same simple range names its version. */
  includes(v: PSemVer): boolean {
    return this.ranges.some((r) => {
      if (r.nothing) return false;
      if (!r.comparators.every((c) => holds(c, v))) return false;
      if (v.stable || r.comparators.length === 0) return true;
      return r.comparators.some((c) => !c.version.stable && c.version.major === v.major && c.version.minor === v.minor && c.version.patch === v.patch);
    });
  }
}

function holds(c: Comparator, v: PSemVer): boolean {
  const d = compareSemVer(v, c.version);
  switch (c.op) {
    case '>':
      return d > 0;
    case '>=':
      return d >= 0;
    case '<':
      return d < 0;
    case '<=':
      return d <= 0;
    case '=':
      return d === 0;
  }
}

const XR = `(x|X|\\*|${NR})`;
const PARTIAL = new RegExp(`^${XR}(?:\\.${XR}(?:\\.${XR}(?:-(${PARTS}))?(?:\\+(${PARTS}))?)?)?$`);
const PARTIAL_NC = `(?:x|X|\\*|${NR})(?:\\.(?:x|X|\\*|${NR})(?:\\.(?:x|X|\\*|${NR})(?:-${PARTS})?(?:\\+${PARTS})?)?)?`;
const SIMPLE = new RegExp(`^(<=|>=|~>|~=|[<>=~^])?(${PARTIAL_NC})$`);
const HYPHEN = new RegExp(`^(${PARTIAL_NC})\\s+-\\s+(${PARTIAL_NC})$`);

const ALL: Simple = { comparators: [] };
const NOTHING: Simple = { comparators: [], nothing: true };
const digit = (s: string | undefined): number | undefined => (s === undefined || s === 'x' || s === 'X' || s === '*' ? undefined : Number(s));
const v3 = (a: number, b: number, c: number): PSemVer => new PSemVer(a, b, c);
const between = (lo: PSemVer, hi: PSemVer): Simple => ({ comparators: [{ op: '>=', version: lo }, { op: '<', version: hi }] });

function partial(expr: string, whole: string): RegExpExecArray {
  const m = PARTIAL.exec(expr);
  if (m === null) throw new PuppetError('OVC3171', `Unparsable version range: "${whole}"`);
  return m;
}

function fullVersion(m: RegExpExecArray, major: number, minor: number, patch: number): PSemVer {
  return new PSemVer(major, minor, patch, prerelease(m[4]), m[5]?.split('.'));
}

/** `1.2` → >=1.2.0 <1.3.0; `1.2.3` with ~ or ^ → from it; without, exactly it. */
function patchUpdates(m: RegExpExecArray, tildeOrCaret: boolean): Simple {
  const major = digit(m[1]);
  if (major === undefined) return ALL;
  const minor = digit(m[2]);
  if (minor === undefined) return between(v3(major, 0, 0), v3(major + 1, 0, 0));
  const patch = digit(m[3]);
  if (patch === undefined) return between(v3(major, minor, 0), v3(major, minor + 1, 0));
  const version = fullVersion(m, major, minor, patch);
  if (!tildeOrCaret) return { comparators: [{ op: '=', version }] };
  return between(version, v3(major, minor + 1, 0));
}

function caret(m: RegExpExecArray): Simple {
  const major = digit(m[1]);
  if (major === 0) return patchUpdates(m, true);
  if (major === undefined) return ALL;
  const minor = digit(m[2]);
  if (minor === undefined) return between(v3(major, 0, 0), v3(major + 1, 0, 0));
  const patch = digit(m[3]);
  return between(patch === undefined ? v3(major, minor, 0) : fullVersion(m, major, minor, patch), v3(major + 1, 0, 0));
}

function bound(m: RegExpExecArray): PSemVer {
  return fullVersion(m, digit(m[1]) ?? 0, digit(m[2]) ?? 0, digit(m[3]) ?? 0);
}

function simple(op: string | undefined, operand: string, whole: string): Simple {
  const m = partial(operand, whole);
  switch (op) {
    case '~':
    case '~>':
    case '~=':
      return patchUpdates(m, true);
    case '^':
      return caret(m);
    case '>': {
      const major = digit(m[1]);
      if (major === undefined) return NOTHING;
      const minor = digit(m[2]);
      if (minor === undefined) return { comparators: [{ op: '>=', version: v3(major + 1, 0, 0) }] };
      const patch = digit(m[3]);
      if (patch === undefined) return { comparators: [{ op: '>=', version: v3(major, minor + 1, 0) }] };
      return { comparators: [{ op: '>', version: fullVersion(m, major, minor, patch) }] };
    }
    case '>=':
      return { comparators: [{ op: '>=', version: bound(m) }] };
    case '<':
      return { comparators: [{ op: '<', version: bound(m) }] };
    case '<=': {
      const major = digit(m[1]);
      if (major === undefined) return ALL;
      const minor = digit(m[2]);
      if (minor === undefined) return { comparators: [{ op: '<', version: v3(major + 1, 0, 0) }] };
      const patch = digit(m[3]);
      if (patch === undefined) return { comparators: [{ op: '<', version: v3(major, minor + 1, 0) }] };
      return { comparators: [{ op: '<=', version: fullVersion(m, major, minor, patch) }] };
    }
    default:
      return patchUpdates(m, false);
  }
}

const and = (parts: Simple[]): Simple => (parts.some((p) => p.nothing) ? NOTHING : { comparators: parts.flatMap((p) => p.comparators) });

/** VersionRange.parse, with Puppet's error for text that is not a range. */
export function parseSemVerRange(text: string): PSemVerRange {
  const set = text.replace(/([><=~^])(?:\s+|\s*v)/g, '$1');
  const parts = set.split(/\s*\|\|\s*/).filter((p, i, all) => !(p === '' && i === all.length - 1));
  if (parts.length === 0) return new PSemVerRange([ALL], text);
  const ranges = parts.map((range) => {
    const h = HYPHEN.exec(range);
    if (h) return and([{ comparators: [{ op: '>=', version: bound(partial(h[1]!, text)) }] }, { comparators: [{ op: '<=', version: bound(partial(h[2]!, text)) }] }]);
    const simples = range.split(/\s+/).map((s) => {
      const m = SIMPLE.exec(s);
      if (m === null) throw new PuppetError('OVC3171', `Unparsable version range: "${text}"`);
      return simple(m[1], m[2]!, text);
    });
    return simples.length === 1 ? simples[0]! : and(simples);
  });
  return new PSemVerRange(ranges, text);
}

/**
 * VersionRange.new(min, max, exclude_max), as Puppet's SemVerRange.new(min, max) calls it: the
 * text comes out as `max - min` (or `>=max <min`) — Puppet's own mix-up, kept as it prints.
 */
export function semVerRangeBetween(min: PSemVer | undefined, max: PSemVer | undefined, excludeMax: boolean): PSemVerRange {
  const comparators: Comparator[] = [];
  if (min) comparators.push({ op: '>=', version: min });
  if (max) comparators.push({ op: excludeMax ? '<' : '<=', version: max });
  const lo = min?.toString() ?? '';
  const hi = max?.toString() ?? '';
  return new PSemVerRange([{ comparators }], excludeMax ? `>=${hi} <${lo}` : `${hi} - ${lo}`);
}

/** The range a single version makes (`type(SemVer('1.2.3'))` is `SemVer['1.2.3 - 1.2.3']`). */
export function semVerRangeOf(v: PSemVer): PSemVerRange {
  return semVerRangeBetween(v, v, false);
}

/** Whether `v` (a SemVer, or text that parses as one) is in the range (PSemVerRangeType.include?). */
export function rangeIncludes(range: PSemVerRange, v: unknown): boolean {
  if (v instanceof PSemVer) return range.includes(v);
  if (typeof v === 'string') {
    const parsed = parseSemVer(v);
    return parsed !== undefined && range.includes(parsed);
  }
  return false;
}
