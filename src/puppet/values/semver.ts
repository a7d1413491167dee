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

  /** Version#stable?: no prerelease (Version::MIN's empty one counts as none). */
  get stable(): boolean {
    return this.prerelease === undefined || this.prerelease.length === 0;
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

/** Version::MIN (`0.0.0-`, an empty prerelease) and Version::MAX (`Infinity.0.0`), the open ends of ranges. */
const MIN = new PSemVer(0, 0, 0, []);
const MAX = new PSemVer(Infinity, 0, 0);
const cmp = compareSemVer;
/** Version#== is eql?: the build counts, where `<=>` ignores it. */
const same = (a: PSemVer, b: PSemVer): boolean => semVerEquals(a, b);
const nextPatch = (v: PSemVer): PSemVer => new PSemVer(v.major, v.minor, v.patch + 1);

/**
 * One simple range of a VersionRange (SemanticPuppet's AbstractRange and its kinds): its bounds,
 * how two intersect (the parts of `>=1.0.0 <2.0.0`) and merge (the parts of `a || b`), and its
 * canonical text (VersionRange#inspect).
 */
abstract class SimpleRange {
  abstract readonly kind: string;
  includes(_v: PSemVer): boolean {
    return true;
  }
  get begin(): PSemVer {
    return MIN;
  }
  get end(): PSemVer {
    return MAX;
  }
  get excludeBegin(): boolean {
    return false;
  }
  get excludeEnd(): boolean {
    return false;
  }
  get lowerBound(): boolean {
    return false;
  }
  get upperBound(): boolean {
    return false;
  }
  testPrerelease(_v: PSemVer): boolean {
    return false;
  }
  /** Identity as Ruby's eql? sees it (the kind and the versions, builds included). */
  abstract key(): string;
  abstract toString(): string;

  intersection(r: SimpleRange): SimpleRange | undefined {
    let c = cmp(this.begin, r.end);
    if (c > 0) return undefined;
    if (c === 0) return this.excludeBegin || r.excludeEnd ? undefined : new EqRange(this.begin);
    c = cmp(r.begin, this.end);
    if (c > 0) return undefined;
    if (c === 0) return r.excludeBegin || this.excludeEnd ? undefined : new EqRange(r.begin);
    c = cmp(this.begin, r.begin);
    const min = c < 0 ? r : c > 0 ? this : this.excludeBegin ? this : r;
    c = cmp(this.end, r.end);
    const max = c > 0 ? r : c < 0 ? this : this.excludeEnd ? this : r;
    if (!max.upperBound) return min;
    if (!min.lowerBound) return max;
    return new MinMaxRange(min, max);
  }

  merge(o: SimpleRange): SimpleRange | undefined {
    if (this.includes(o.begin) || o.includes(this.begin)) {
      let c = cmp(this.begin, o.begin);
      const min = c <= 0 ? this.begin : o.begin;
      const exclBegin = c < 0 ? this.excludeBegin : c > 0 ? o.excludeBegin : this.excludeBegin && o.excludeBegin;
      c = cmp(this.end, o.end);
      // Equal ends reach a misspelt variable (`exclude_end`) in SemanticPuppet: Ruby's NameError.
      if (c === 0) throw new PuppetError('OVC3171', `undefined local variable or method \`exclude_end' for ${this.kind}${this.end}`);
      const max = c > 0 ? this.end : o.end;
      const exclEnd = c > 0 ? this.excludeEnd : o.excludeEnd;
      return createMinMax([exclBegin ? new GtRange(min) : new GtEqRange(min), exclEnd ? new LtRange(max) : new LtEqRange(max)]);
    }
    if (this.excludeEnd && !o.excludeBegin && same(this.end, o.begin)) return fromTo(this, o);
    if (o.excludeEnd && !this.excludeBegin && same(o.end, this.begin)) return fromTo(o, this);
    if (!this.excludeEnd && !o.excludeBegin && same(nextPatch(this.end), o.begin)) return fromTo(this, o);
    if (!o.excludeEnd && !this.excludeBegin && same(nextPatch(o.end), this.begin)) return fromTo(o, this);
    return undefined;
  }
}

function fromTo(a: SimpleRange, b: SimpleRange): SimpleRange | undefined {
  return createMinMax([a.excludeBegin ? new GtRange(a.begin) : new GtEqRange(a.begin), b.excludeEnd ? new LtRange(b.end) : new LtEqRange(b.end)]);
}

/** MinMaxRange.create: the intersection of all (none where two do not meet; Ruby's NoMethodError where more follow). */
function createMinMax(ranges: SimpleRange[]): SimpleRange | undefined {
  let memo: SimpleRange | undefined = ranges[0];
  for (const r of ranges.slice(1)) {
    if (memo === undefined) throw new PuppetError('OVC3171', "undefined method `intersection' for nil:NilClass");
    memo = memo.intersection(r);
  }
  return memo;
}

class AllRange extends SimpleRange {
  readonly kind = 'all';
  override intersection(r: SimpleRange): SimpleRange {
    return r;
  }
  override merge(): SimpleRange {
    return this;
  }
  override testPrerelease(): boolean {
    return true;
  }
  key(): string {
    return '*';
  }
  toString(): string {
    return '*';
  }
}

class MinMaxRange extends SimpleRange {
  readonly kind = 'minmax';
  readonly min: SimpleRange;
  readonly max: SimpleRange;
  constructor(min: SimpleRange, max: SimpleRange) {
    super();
    this.min = min instanceof MinMaxRange ? min.min : min;
    this.max = max instanceof MinMaxRange ? max.max : max;
  }
  override get begin(): PSemVer {
    return this.min.begin;
  }
  override get end(): PSemVer {
    return this.max.end;
  }
  override get excludeBegin(): boolean {
    return this.min.excludeBegin;
  }
  override get excludeEnd(): boolean {
    return this.max.excludeEnd;
  }
  override get lowerBound(): boolean {
    return this.min.lowerBound;
  }
  override get upperBound(): boolean {
    return this.max.upperBound;
  }
  override includes(v: PSemVer): boolean {
    return this.min.includes(v) && this.max.includes(v);
  }
  override testPrerelease(v: PSemVer): boolean {
    return this.min.testPrerelease(v) || this.max.testPrerelease(v);
  }
  key(): string {
    return `${this.min.key()} ${this.max.key()}`;
  }
  toString(): string {
    return `${this.min} ${this.max}`;
  }
}

abstract class ComparatorRange extends SimpleRange {
  constructor(readonly version: PSemVer) {
    super();
  }
  override testPrerelease(v: PSemVer): boolean {
    const mine = this.version;
    return !mine.stable && mine.major === v.major && mine.minor === v.minor && mine.patch === v.patch;
  }
  key(): string {
    return `${this.kind}${this.version}`;
  }
}

class GtRange extends ComparatorRange {
  readonly kind = '>';
  override includes(v: PSemVer): boolean {
    return cmp(v, this.version) > 0;
  }
  override get excludeBegin(): boolean {
    return true;
  }
  override get begin(): PSemVer {
    return this.version;
  }
  override get lowerBound(): boolean {
    return true;
  }
  toString(): string {
    return `>${this.version}`;
  }
}

class GtEqRange extends ComparatorRange {
  readonly kind = '>=';
  override includes(v: PSemVer): boolean {
    return cmp(v, this.version) >= 0;
  }
  override get begin(): PSemVer {
    return this.version;
  }
  override get lowerBound(): boolean {
    return cmp(this.version, MIN) !== 0;
  }
  toString(): string {
    return `>=${this.version}`;
  }
}

class LtRange extends ComparatorRange {
  readonly kind = '<';
  override includes(v: PSemVer): boolean {
    return cmp(v, this.version) < 0;
  }
  override get excludeEnd(): boolean {
    return true;
  }
  override get end(): PSemVer {
    return this.version;
  }
  override get upperBound(): boolean {
    return true;
  }
  toString(): string {
    return this === MATCH_NOTHING ? '<0.0.0' : `<${this.version}`;
  }
}

class LtEqRange extends ComparatorRange {
  readonly kind = '<=';
  override includes(v: PSemVer): boolean {
    return cmp(v, this.version) <= 0;
  }
  override get end(): PSemVer {
    return this.version;
  }
  override get upperBound(): boolean {
    return cmp(this.version, MAX) !== 0;
  }
  toString(): string {
    return `<=${this.version}`;
  }
}

class EqRange extends ComparatorRange {
  readonly kind = '=';
  override includes(v: PSemVer): boolean {
    return same(v, this.version);
  }
  override get begin(): PSemVer {
    return this.version;
  }
  override get end(): PSemVer {
    return this.version;
  }
  override get lowerBound(): boolean {
    return cmp(this.version, MIN) !== 0;
  }
  override get upperBound(): boolean {
    return cmp(this.version, MAX) !== 0;
  }
  toString(): string {
    return this.version.toString();
  }
}

const ALL = new AllRange();
const MATCH_NOTHING = new LtRange(MIN);

/** A version range: simple ranges (any of which may take a version), and the text it was written as. */
export class PSemVerRange {
  readonly ranges: readonly SimpleRange[];
  constructor(
    ranges: readonly (SimpleRange | undefined)[],
    readonly text: string,
  ) {
    this.ranges = mergeAll(ranges.filter((r): r is SimpleRange => r !== undefined));
  }

  toString(): string {
    return this.text;
  }

  /** VersionRange#inspect: the canonical form of its simple ranges (`1.x` is `>=1.0.0 <2.0.0`). */
  inspect(): string {
    return this.ranges.join(' || ');
  }

  /** Ruby's eql?/hash: the simple ranges, however the text wrote them. */
  hashKey(): string {
    return `vr${this.ranges.map((r) => r.key()).join('||')}`;
  }

  /** A single simple range's ends (VersionRange#begin/end/exclude_end?; undefined for several). */
  get single(): SimpleRange | undefined {
    return this.ranges.length === 1 ? this.ranges[0] : undefined;
  }

  /** VersionRange#include?: a prerelease only where a bound of the same simple range names its version. */
  includes(v: PSemVer): boolean {
    return this.ranges.some((r) => r.includes(v) && (v.stable || r.testPrerelease(v)));
  }
}

/** VersionRange#initialize: overlapping or adjacent simple ranges merged, none left matching nothing. */
function mergeAll(given: readonly SimpleRange[]): SimpleRange[] {
  let ranges = [...given];
  let merged = true;
  while (ranges.length > 1 && merged) {
    merged = false;
    const result: SimpleRange[] = [];
    while (ranges.length > 0) {
      const unmerged: SimpleRange[] = [];
      let memo = ranges.pop()!;
      for (const y of ranges) {
        const m = memo.merge(y);
        if (m === undefined) unmerged.push(y);
        else {
          merged = true;
          memo = m;
        }
      }
      result.push(memo);
      ranges = unmerged;
    }
    ranges = result.reverse();
  }
  return ranges.length === 0 ? [MATCH_NOTHING] : ranges;
}

const XR = `(x|X|\\*|${NR})`;
const PARTIAL = new RegExp(`^${XR}(?:\\.${XR}(?:\\.${XR}(?:-(${PARTS}))?(?:\\+(${PARTS}))?)?)?$`);
const PARTIAL_NC = `(?:x|X|\\*|${NR})(?:\\.(?:x|X|\\*|${NR})(?:\\.(?:x|X|\\*|${NR})(?:-${PARTS})?(?:\\+${PARTS})?)?)?`;
const SIMPLE = new RegExp(`^(<=|>=|~>|~=|[<>=~^])?(${PARTIAL_NC})$`);
const HYPHEN = new RegExp(`^(${PARTIAL_NC})\\s+-\\s+(${PARTIAL_NC})$`);

const digit = (s: string | undefined): number | undefined => (s === undefined || s === 'x' || s === 'X' || s === '*' ? undefined : Number(s));
const v3 = (a: number, b: number, c: number): PSemVer => new PSemVer(a, b, c);
const between = (lo: PSemVer, hi: PSemVer): SimpleRange => new MinMaxRange(new GtEqRange(lo), new LtRange(hi));

function partial(expr: string, whole: string): RegExpExecArray {
  const m = PARTIAL.exec(expr);
  if (m === null) throw new PuppetError('OVC3171', `Unparsable version range: "${whole}"`);
  return m;
}

function fullVersion(m: RegExpExecArray, major: number, minor: number, patch: number): PSemVer {
  return new PSemVer(major, minor, patch, prerelease(m[4]), m[5]?.split('.'));
}

/** `1.2` → >=1.2.0 <1.3.0; `1.2.3` with ~ or ^ → from it; without, exactly it. */
function patchUpdates(m: RegExpExecArray, tildeOrCaret: boolean): SimpleRange {
  const major = digit(m[1]);
  if (major === undefined) return ALL;
  const minor = digit(m[2]);
  if (minor === undefined) return between(v3(major, 0, 0), v3(major + 1, 0, 0));
  const patch = digit(m[3]);
  if (patch === undefined) return between(v3(major, minor, 0), v3(major, minor + 1, 0));
  const version = fullVersion(m, major, minor, patch);
  if (!tildeOrCaret) return new EqRange(version);
  return between(version, v3(major, minor + 1, 0));
}

/**
 * `^x` and `<=x`: SemanticPuppet calls `AllRange.SINGLETON` there, a method that does not exist,
 * so Puppet fails with Ruby's NoMethodError.
 */
function allRangeBug(): never {
  throw new PuppetError('OVC3171', "undefined method `SINGLETON' for SemanticPuppet::VersionRange::AllRange:Class");
}

function caret(m: RegExpExecArray): SimpleRange {
  const major = digit(m[1]);
  if (major === 0) return patchUpdates(m, true);
  if (major === undefined) return allRangeBug();
  const minor = digit(m[2]);
  if (minor === undefined) return between(v3(major, 0, 0), v3(major + 1, 0, 0));
  const patch = digit(m[3]);
  return between(patch === undefined ? v3(major, minor, 0) : fullVersion(m, major, minor, patch), v3(major + 1, 0, 0));
}

function bound(m: RegExpExecArray): PSemVer {
  return fullVersion(m, digit(m[1]) ?? 0, digit(m[2]) ?? 0, digit(m[3]) ?? 0);
}

function simple(op: string | undefined, operand: string, whole: string): SimpleRange {
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
      if (major === undefined) return MATCH_NOTHING;
      const minor = digit(m[2]);
      if (minor === undefined) return new GtEqRange(v3(major + 1, 0, 0));
      const patch = digit(m[3]);
      if (patch === undefined) return new GtEqRange(v3(major, minor + 1, 0));
      return new GtRange(fullVersion(m, major, minor, patch));
    }
    case '>=':
      return new GtEqRange(bound(m));
    case '<':
      return new LtRange(bound(m));
    case '<=': {
      const major = digit(m[1]);
      if (major === undefined) return allRangeBug();
      const minor = digit(m[2]);
      if (minor === undefined) return new LtRange(v3(major + 1, 0, 0));
      const patch = digit(m[3]);
      if (patch === undefined) return new LtRange(v3(major, minor + 1, 0));
      return new LtEqRange(fullVersion(m, major, minor, patch));
    }
    default:
      return patchUpdates(m, false);
  }
}

/** VersionRange.parse, with Puppet's error for text that is not a range. */
export function parseSemVerRange(text: string): PSemVerRange {
  const set = text.replace(/([><=~^])(?:\s+|\s*v)/g, '$1');
  const parts = set.split(/\s*\|\|\s*/).filter((p, i, all) => !(p === '' && i === all.length - 1));
  if (parts.length === 0) return new PSemVerRange([ALL], text);
  const ranges = parts.map((range) => {
    const h = HYPHEN.exec(range);
    if (h) return createMinMax([new GtEqRange(bound(partial(h[1]!, text))), new LtEqRange(bound(partial(h[2]!, text)))]);
    const simples = range.split(/\s+/).map((s) => {
      const m = SIMPLE.exec(s);
      if (m === null) throw new PuppetError('OVC3171', `Unparsable version range: "${text}"`);
      return simple(m[1], m[2]!, text);
    });
    return simples.length === 1 ? simples[0] : createMinMax(simples);
  });
  // `.uniq` (by eql?) before the ranges are merged.
  const unique = ranges.filter((r, i) => r === undefined || ranges.findIndex((q) => q !== undefined && q.key() === r.key()) === i);
  return new PSemVerRange(unique, text);
}

/**
 * VersionRange.new(min, max, exclude_max), as Puppet's SemVerRange.new(min, max) calls it (an
 * open end is Version::MIN or MAX): the text comes out as `max - min` (or `>=max <min`) —
 * SemanticPuppet's own mix-up, kept as it prints.
 */
export function semVerRangeBetween(min: PSemVer | undefined, max: PSemVer | undefined, excludeMax: boolean): PSemVerRange {
  const lo = min ?? MIN;
  const hi = max ?? MAX;
  const range = createMinMax([new GtEqRange(lo), excludeMax ? new LtRange(hi) : new LtEqRange(hi)]);
  return new PSemVerRange([range], excludeMax ? `>=${hi} <${lo}` : `${hi} - ${lo}`);
}

/** The range a single version makes (`type(SemVer('1.2.3'))` is `SemVer['1.2.3 - 1.2.3']`). */
export function semVerRangeOf(v: PSemVer): PSemVerRange {
  return semVerRangeBetween(v, v, false);
}

/**
 * PSemVerRangeType.merge, as a `SemVer[...]` type joins its ranges: overlapping or adjacent ranges
 * become one VersionRange.new(min, max) (its text in SemanticPuppet's mixed-up order); undefined
 * where they do not meet.
 */
function mergeVersionRanges(a: PSemVerRange, b: PSemVerRange): PSemVerRange | undefined {
  const x = a.single;
  const y = b.single;
  // A range of several simple ranges has no begin (nil), which Puppet then compares: NoMethodError.
  if (x === undefined || y === undefined) throw new PuppetError('OVC3171', "undefined method `>=' for nil:NilClass");
  if (a.includes(y.begin) || b.includes(x.begin)) {
    const max = cmp(x.end, y.end) >= 0 ? x.end : y.end;
    let excludeEnd = false;
    if (x.excludeEnd) excludeEnd = same(max, x.end) && (cmp(max, y.end) > 0 || y.excludeEnd);
    else if (y.excludeEnd) excludeEnd = same(max, y.end) && (cmp(max, x.end) > 0 || x.excludeEnd);
    return semVerRangeBetween(cmp(x.begin, y.begin) <= 0 ? x.begin : y.begin, max, excludeEnd);
  }
  if (x.excludeEnd && same(x.end, y.begin)) return semVerRangeBetween(x.begin, y.end, y.excludeEnd);
  if (y.excludeEnd && same(y.end, x.begin)) return semVerRangeBetween(y.begin, x.end, x.excludeEnd);
  return undefined;
}

/** PSemVerType#merge_ranges: the ranges of `SemVer[r1, r2, ...]` with those that meet joined. */
export function mergeSemVerTypeRanges(given: readonly PSemVerRange[]): PSemVerRange[] {
  if (given.length < 2) return [...given];
  let ranges = [...given];
  const result: PSemVerRange[] = [];
  while (ranges.length > 0) {
    const unmerged: PSemVerRange[] = [];
    let memo = ranges.pop()!;
    for (const y of ranges) {
      const m = mergeVersionRanges(memo, y);
      if (m === undefined) unmerged.push(y);
      else memo = m;
    }
    result.push(memo);
    ranges = unmerged;
  }
  return result.reverse();
}

/** PSemVerRangeType.covered_by?: whether range `a` lies within `b` (for SemVer[...] assignability). */
export function semVerRangeCoveredBy(a: PSemVerRange, b: PSemVerRange): boolean {
  const x = a.single;
  const y = b.single;
  if (x === undefined || y === undefined) return a.hashKey() === b.hashKey();
  const e = cmp(y.end, x.end);
  return cmp(y.begin, x.begin) <= 0 && (e > 0 || (same(y.end, x.end) && (!y.excludeEnd || x.excludeEnd)));
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
