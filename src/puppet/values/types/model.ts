// Puppet's data types as values: one class per type with its instance check, its assignability
// rule and its rendering (`Integer[1, 5]`), following Puppet 7's type system.
import { casecmp } from '../casecmp.js';
import { PHash } from '../hash.js';
import { PDeferred } from '../deferred.js';
import { PErrorObject } from '../error-object.js';
import { DEFAULT, PFloat, PSensitive, formatFloat, type Value } from '../model.js';
import { puppetQuote } from '../quote.js';
import { PRegexp } from '../regexp.js';
import { PIterator } from '../iterator.js';
import { PSemVer, PSemVerRange, mergeSemVerTypeRanges, semVerRangeCoveredBy } from '../semver.js';
import { PBinary } from '../binary.js';
import { PBinaryString } from '../binary-string.js';
import { timespanText, timestampText } from '../time-format.js';
import { PTimespan, PTimestamp } from '../time.js';

/**
 * Pairs (alias, other type) already being compared: a self-recursive alias (`Data`, a user's
 * `type Tree = Array[Tree]`) met again on the same pair is taken as assignable, as Puppet does.
 */
export type Guard = Map<PType, Set<PType>>;

/** An Integer bound: a number or bigint, or ±Infinity for an open end. */
export type Bound = number | bigint;

/** How a composite type writes a type it holds: its rendering, or its identity (see PType#equals). */
export type Show = (t: PType) => string;

/** The base of every type. */
export abstract class PType {
  /** The type's name as Puppet writes it (`Integer`, `Optional`, `File` for a resource type). */
  abstract readonly name: string;
  /**
   * The rendering and the identity, made by the first toString() and identity(). Declared only:
   * as class fields they would be defined on every type made, thousands of resource references,
   * mostly before V8 optimises the constructors.
   */
  declare private text: string | undefined;
  declare private identityText: string | undefined;

  /** Whether `v` is an instance of this type. */
  abstract isInstance(v: Value, guard?: Guard): boolean;

  /** The Ruby class of the type object, which Ruby's conversion errors name (`Puppet::Pops::Types::PIntegerType`). */
  get rubyClass(): string {
    return `Puppet::Pops::Types::P${this.name}Type`;
  }

  /** The type-specific rule, after the generic handling of Variant/Optional/NotUndef/alias on the right. */
  protected abstract assignableFrom(o: PType, guard?: Guard): boolean;

  /**
   * The text between `[` and `]` in the rendering, or undefined for the bare name; a type it holds
   * is written by `show` (so that the identity of `Tuple[String]` holds its String's value).
   */
  protected abstract parameters(show: Show): string | undefined;

  /** Whether every instance of `o` is an instance of this type (Puppet's `assignable?`). */
  isAssignable(o: PType, guard?: Guard): boolean {
    if (o === this) return true;
    if (o instanceof UnitType) return true;
    if (o instanceof TypeAliasType) return this.isAssignable(o.resolved, guard);
    if (o instanceof VariantType) {
      if (this instanceof AnyType) return true;
      if (this instanceof NotUndefType && o.types.length === 0) return !o.isAssignable(UNDEF, guard);
      return o.types.length > 0 && o.types.every((t) => this.isAssignable(t, guard));
    }
    if (o instanceof OptionalType) return this.isAssignable(UNDEF, guard) && (o.type === undefined || this.isAssignable(o.type, guard));
    if (o instanceof NotUndefType) {
      if (o.type !== undefined && !o.type.isAssignable(UNDEF)) return this.isAssignable(o.type, guard);
      return this.assignableFrom(o, guard);
    }
    return this.assignableFrom(o, guard);
  }

  /**
   * Structural equality (Puppet's `==` on types): the identities are equal, and an identity is
   * made of the identities of the types held, not of their renderings, which hide parts
   * (`type('a')` and `type('b')` both print String, so do the Tuples holding them).
   */
  equals(o: PType): boolean {
    return o === this || (o.constructor === this.constructor && o.identity() === this.identity());
  }

  /** Text that tells this type from every unequal one: the rendering, with the held types' identities. */
  protected identity(): string {
    if (this.identityText === undefined) {
      const p = this.parameters((t) => t.identity());
      this.identityText = p === undefined ? this.name : `${this.name}[${p}]`;
    }
    return this.identityText;
  }

  toString(): string {
    if (this.text === undefined) {
      const p = this.parameters(String);
      this.text = p === undefined ? this.name : `${this.name}[${p}]`;
    }
    return this.text;
  }

  /**
   * Puppet's `to_alias_expanded_s`: the rendering with each alias written as `Name = ` what it
   * stands for, expanded alike; `within` holds the aliases being written (one met inside itself
   * stays a name).
   */
  toExpandedString(within: ReadonlySet<PType> = new Set()): string {
    const p = this.parameters((t) => t.toExpandedString(within));
    return p === undefined ? this.name : `${this.name}[${p}]`;
  }

  /** Hash key text (types are hash keys by equality). */
  hashKey(): string {
    return `t${this.identity()}`;
  }
}

const boundText = (b: Bound): string => (typeof b === 'number' && !Number.isInteger(b) ? formatFloat(b) : String(b));

/** `[from, to]` as Puppet writes a range: nothing when open both ends, `default` for an open start. */
function rangeText(from: Bound, to: Bound): string[] {
  if (from === -Infinity && to === Infinity) return [];
  const parts = [from === -Infinity ? 'default' : boundText(from)];
  if (to !== Infinity) parts.push(boundText(to));
  return parts;
}

const joinParams = (parts: string[]): string | undefined => (parts.length === 0 ? undefined : parts.join(', '));

export class AnyType extends PType {
  get name(): string {
    return 'Any';
  }
  isInstance(): boolean {
    return true;
  }
  protected assignableFrom(): boolean {
    return true;
  }
  protected parameters(): string | undefined {
    return undefined;
  }
}

/** Puppet's internal Unit type: assignable to everything (the element type of `[]`). */
export class UnitType extends PType {
  get name(): string {
    return 'Unit';
  }
  isInstance(): boolean {
    return true;
  }
  protected assignableFrom(): boolean {
    return true;
  }
  protected parameters(): string | undefined {
    return undefined;
  }
}

export class UndefType extends PType {
  get name(): string {
    return 'Undef';
  }
  isInstance(v: Value): boolean {
    return v === null;
  }
  protected assignableFrom(o: PType): boolean {
    return o instanceof UndefType;
  }
  protected parameters(): string | undefined {
    return undefined;
  }
}

export class DefaultType extends PType {
  get name(): string {
    return 'Default';
  }
  isInstance(v: Value): boolean {
    return v === DEFAULT;
  }
  protected assignableFrom(o: PType): boolean {
    return o instanceof DefaultType;
  }
  protected parameters(): string | undefined {
    return undefined;
  }
}

/** `Timestamp[from, to]` and `Timespan[from, to]`: time values within a range (nanoseconds, ends included). */
export abstract class TimeType extends PType {
  /** `fromFloat`/`toFloat`: the end was given as a Float of seconds (Puppet keeps Float nanoseconds, which print apart). */
  constructor(
    readonly from?: bigint,
    readonly to?: bigint,
    readonly fromFloat = false,
    readonly toFloat = false,
  ) {
    super();
  }
  protected abstract holds(v: Value): v is PTimestamp | PTimespan;
  protected abstract boundText(ns: bigint, float: boolean): string;
  isInstance(v: Value): boolean {
    return this.holds(v) && (this.from === undefined || v.nsecs >= this.from) && (this.to === undefined || v.nsecs <= this.to);
  }
  protected assignableFrom(o: PType): boolean {
    if (o.constructor !== this.constructor) return false;
    const t = o as unknown as TimeType;
    const fromOk = this.from === undefined || (t.from !== undefined && t.from >= this.from);
    const toOk = this.to === undefined || (t.to !== undefined && t.to <= this.to);
    return fromOk && toOk;
  }
  protected parameters(): string | undefined {
    if (this.from === undefined && this.to === undefined) return undefined;
    const from = this.from === undefined ? 'default' : puppetQuote(this.boundText(this.from, this.fromFloat));
    return this.to === undefined || this.to === this.from ? from : `${from}, ${puppetQuote(this.boundText(this.to, this.toFloat))}`;
  }
}

export class TimestampType extends TimeType {
  get name(): string {
    return 'Timestamp';
  }
  protected holds(v: Value): v is PTimestamp {
    return v instanceof PTimestamp;
  }
  protected boundText(ns: bigint): string {
    return timestampText(new PTimestamp(ns));
  }
}

export class TimespanType extends TimeType {
  get name(): string {
    return 'Timespan';
  }
  protected holds(v: Value): v is PTimespan {
    return v instanceof PTimespan;
  }
  protected boundText(ns: bigint, float: boolean): string {
    return timespanText(new PTimespan(ns), float);
  }
}

/** `SemVer[range...]`: versions in any of the ranges (any version without). */
export class SemVerType extends PType {
  get name(): string {
    return 'SemVer';
  }
  readonly ranges: readonly PSemVerRange[];
  /** The ranges given, those that overlap or touch joined into one (as Puppet prints them). */
  constructor(ranges: readonly PSemVerRange[] = []) {
    super();
    this.ranges = mergeSemVerTypeRanges(ranges);
  }
  isInstance(v: Value): boolean {
    return v instanceof PSemVer && (this.ranges.length === 0 || this.ranges.some((r) => r.includes(v)));
  }
  protected assignableFrom(o: PType): boolean {
    if (!(o instanceof SemVerType)) return false;
    if (this.ranges.length === 0) return true;
    return o.ranges.length > 0 && o.ranges.every((r) => this.ranges.some((mine) => semVerRangeCoveredBy(r, mine)));
  }
  protected parameters(): string | undefined {
    return this.ranges.length === 0 ? undefined : this.ranges.map((r) => puppetQuote(r.text)).join(', ');
  }
}

export class SemVerRangeType extends PType {
  get name(): string {
    return 'SemVerRange';
  }
  isInstance(v: Value): boolean {
    return v instanceof PSemVerRange;
  }
  protected assignableFrom(o: PType): boolean {
    return o instanceof SemVerRangeType;
  }
  protected parameters(): string | undefined {
    return undefined;
  }
}

/** `Binary`: byte strings (no parameters). */
export class BinaryType extends PType {
  get name(): string {
    return 'Binary';
  }
  isInstance(v: Value): boolean {
    return v instanceof PBinary;
  }
  protected assignableFrom(o: PType): boolean {
    return o instanceof BinaryType;
  }
  protected parameters(): string | undefined {
    return undefined;
  }
}

/**
 * Types Puppet 7 knows that overcat's values never instantiate (URI, Init...). `Object`
 * is one too, but for the one Object type overcat does make: Deferred.
 */
export class OpaqueType extends PType {
  constructor(readonly name: string) {
    super();
  }
  /** Error is one of Puppet's Object types. */
  override get rubyClass(): string {
    return this.name === 'Error' ? 'Puppet::Pops::Types::PObjectType' : super.rubyClass;
  }
  isInstance(v: Value): boolean {
    return this.name === 'Object' && (v instanceof PDeferred || v instanceof PErrorObject);
  }
  protected assignableFrom(o: PType): boolean {
    // Deferred and Error are Object types.
    if (this.name === 'Object' && (o instanceof DeferredType || o instanceof ErrorType)) return true;
    return o instanceof OpaqueType && o.name === this.name;
  }
  /** The TypeSet of Puppet's own types is always written with its init hash. */
  protected parameters(): string | undefined {
    return this.name === 'TypeSet' ? OBJECT_DEFINITIONS.TypeSet : undefined;
  }
  /** Written out in full (see typeText): an Object type as its init hash. */
  override toExpandedString(): string {
    const definition = OBJECT_DEFINITIONS[this.name];
    return definition === undefined || this.name === 'TypeSet' ? this.toString() : `Object[${definition}]`;
  }
}

/**
 * `Runtime['ruby', 'Foo']`: values of a runtime's own class, which no value of a compile is
 * (Puppet infers a Runtime type only for a Ruby object the language has no type for).
 */
export class RuntimeType extends OpaqueType {
  constructor(
    readonly runtime?: string,
    readonly runtimeName?: string,
  ) {
    super('Runtime');
  }
  override isInstance(): boolean {
    return false;
  }
  /** The same runtime and class name (Puppet compares other Ruby classes by loading them). */
  protected override assignableFrom(o: PType): boolean {
    if (!(o instanceof RuntimeType)) return false;
    if (this.runtime !== undefined && this.runtime !== o.runtime) return false;
    return this.runtimeName === undefined || this.runtimeName === o.runtimeName;
  }
  /** The runtime is a Ruby Symbol, written bare: `Runtime[ruby, 'Foo']`. */
  protected override parameters(): string | undefined {
    return this.runtime === undefined ? undefined : `${this.runtime}, ${puppetQuote(this.runtimeName!)}`;
  }
}

/** A type parameter of Error as Puppet writes it (`Error['kind', undef]`, `Error[/re/]`). */
const errorParameterText = (v: Value): string => (v === null ? 'undef' : typeof v === 'string' ? puppetQuote(v) : String(v));

/**
 * `Error`, Pcore's Object type of Error values, with its type parameters kind and issue_code
 * (`Error['mykind', 'CODE']`): an Error matches when each given parameter matches its attribute
 * as a case option would (a string alike but for case, a regexp, a type; undef only undef).
 */
export class ErrorType extends OpaqueType {
  constructor(readonly typeParameters: ReadonlyMap<'kind' | 'issue_code', Value> = new Map()) {
    super('Error');
  }
  override isInstance(v: Value): boolean {
    if (!(v instanceof PErrorObject)) return false;
    for (const [name, p] of this.typeParameters) if (!errorParameterMatch(v.attribute(name) ?? null, p)) return false;
    return true;
  }
  protected override assignableFrom(o: PType): boolean {
    if (!(o instanceof ErrorType)) return false;
    for (const [name, p] of this.typeParameters) {
      const a = o.typeParameters.get(name);
      if (a === undefined || !(errorParameterMatch(a, p) || (a instanceof PType && p instanceof PType && p.isAssignable(a)))) return false;
    }
    return true;
  }
  /** Positional, trailing unset ones left out. */
  protected override parameters(): string | undefined {
    if (this.typeParameters.size === 0) return undefined;
    const kind = this.typeParameters.get('kind');
    const code = this.typeParameters.get('issue_code');
    return code === undefined ? errorParameterText(kind!) : `${kind === undefined ? 'default' : errorParameterText(kind)}, ${errorParameterText(code)}`;
  }
  /** Only the bare type is written as its definition. */
  override toExpandedString(): string {
    return this.typeParameters.size === 0 ? super.toExpandedString() : this.toString();
  }
}

/** Puppet's case match of an attribute against a type parameter. */
function errorParameterMatch(a: Value, p: Value): boolean {
  if (p === null) return a === null;
  if (p instanceof PType) return p.isInstance(a);
  if (typeof a !== 'string') return false;
  if (p instanceof PRegexp) return p.test(a);
  return typeof p === 'string' && casecmp(a, p) === 0;
}

/** The init hashes Puppet writes its built-in Object types (and TypeSet) with. */
const OBJECT_DEFINITIONS: Readonly<Record<string, string>> = {
  Object: '{}',
  Error:
    "{name => 'Error', type_parameters => {'kind' => Variant[String, Regexp, Type[Enum], Type[Pattern], Type[NotUndef], Type[Undef]], 'issue_code' => Variant[String, Regexp, Type[Enum], Type[Pattern], Type[NotUndef], Type[Undef]]}, " +
    "attributes => {'msg' => String[1], 'kind' => {type => Optional[String[1]], value => undef}, 'details' => {type => Optional[Hash[String[1], Data]], value => undef}, 'issue_code' => {type => Optional[String[1]], value => undef}}, " +
    "functions => {'message' => Callable[[0, 0], String[1]]}}",
  TypeSet: "{pcore_uri => 'http://puppet.com/2016.1/pcore', pcore_version => '1.0.0', name_authority => 'http://puppet.com/2016.1/runtime', name => 'DefaultTypeSet', version => '0.0.0'}",
};

/**
 * `Deferred`: Puppet's Object type of deferred calls (see deferred.ts). Messages name it
 * `Deferred`; as a value it prints as the Object type Puppet declares it with.
 */
export class DeferredType extends PType {
  get name(): string {
    return 'Deferred';
  }
  isInstance(v: Value): boolean {
    return v instanceof PDeferred;
  }
  protected assignableFrom(o: PType): boolean {
    return o instanceof DeferredType;
  }
  protected parameters(): string | undefined {
    return undefined;
  }
  /** Written out in full (see typeText), as the Object type Puppet declares it with. */
  override toExpandedString(): string {
    return `Object[{name => 'Deferred', attributes => {'name' => ${DEFERRED_NAME.toString()}, 'arguments' => {type => Optional[Array], value => undef}}}]`;
  }
}

export class ScalarType extends PType {
  get name(): string {
    return 'Scalar';
  }
  isInstance(v: Value): boolean {
    return (
      typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean' || v instanceof PFloat || v instanceof PRegexp ||
      v instanceof PBinaryString || v instanceof PTimestamp || v instanceof PTimespan || v instanceof PSemVer || v instanceof PSemVerRange
    );
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    return o instanceof ScalarType || o instanceof RegexpType || o instanceof TimeType || o instanceof SemVerType || o instanceof SemVerRangeType || SCALAR_DATA.isAssignable(o, g);
  }
  protected parameters(): string | undefined {
    return undefined;
  }
}

export class ScalarDataType extends ScalarType {
  override get name(): string {
    return 'ScalarData';
  }
  override isInstance(v: Value): boolean {
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean' || v instanceof PFloat || v instanceof PBinaryString;
  }
  protected override assignableFrom(o: PType): boolean {
    return o instanceof ScalarDataType;
  }
}

export class BooleanType extends ScalarDataType {
  override get name(): string {
    return 'Boolean';
  }
  constructor(readonly value?: boolean) {
    super();
  }
  override isInstance(v: Value): boolean {
    return typeof v === 'boolean' && (this.value === undefined || v === this.value);
  }
  protected override assignableFrom(o: PType): boolean {
    return o instanceof BooleanType && (this.value === undefined || this.value === o.value);
  }
  protected override parameters(): string | undefined {
    return this.value === undefined ? undefined : String(this.value);
  }
}

/** Numeric, Integer and Float: a closed range, ±Infinity for open ends. */
export class NumericType extends ScalarDataType {
  override get name(): string {
    return 'Numeric';
  }
  constructor(
    readonly from: Bound = -Infinity,
    readonly to: Bound = Infinity,
  ) {
    super();
  }
  get unbounded(): boolean {
    return this.from === -Infinity && this.to === Infinity;
  }
  override isInstance(v: Value): boolean {
    if (typeof v === 'number' || typeof v === 'bigint') return v >= this.from && v <= this.to;
    return v instanceof PFloat && v.value >= this.from && v.value <= this.to;
  }
  protected override assignableFrom(o: PType): boolean {
    return o instanceof (this.constructor as typeof NumericType) && this.from <= o.from && this.to >= o.to;
  }
  protected override parameters(): string | undefined {
    return joinParams(rangeText(this.from, this.to));
  }
}

export class IntegerType extends NumericType {
  override get name(): string {
    return 'Integer';
  }
  override isInstance(v: Value): boolean {
    return (typeof v === 'number' || typeof v === 'bigint') && v >= this.from && v <= this.to;
  }
  get finite(): boolean {
    return this.from !== -Infinity && this.to !== Infinity;
  }
  /** This range as a collection size: negative parts cut to 0 (Puppet's `to_size`). */
  toSize(): IntegerType {
    if (this.from >= 0) return this;
    return new IntegerType(0, this.to < 0 ? 0 : this.to);
  }
}

export class FloatType extends NumericType {
  override get name(): string {
    return 'Float';
  }
  override isInstance(v: Value): boolean {
    return v instanceof PFloat && v.value >= this.from && v.value <= this.to;
  }
  protected override parameters(): string | undefined {
    const f = (b: Bound): string => (typeof b === 'number' && Number.isFinite(b) ? formatFloat(b) : String(b));
    if (this.unbounded) return undefined;
    const parts = [this.from === -Infinity ? 'default' : f(this.from)];
    if (this.to !== Infinity) parts.push(f(this.to));
    return parts.join(', ');
  }
}

/** String with a length range, or (as inferred from a value) with that exact value. */
export class StringType extends ScalarDataType {
  override get name(): string {
    return 'String';
  }
  readonly size: IntegerType | undefined;
  constructor(
    size?: IntegerType,
    readonly value?: string,
    /** The value is a binary String (`type($pw_hash)`): rich data writes it as a Binary. Not part of the identity, as Ruby's == on ASCII strings ignores encodings. */
    readonly binaryValue = false,
  ) {
    super();
    this.size = size?.toSize();
  }
  override isInstance(v: Value): boolean {
    const s = typeof v === 'string' ? v : v instanceof PBinaryString ? v.text : undefined;
    if (s === undefined) return false;
    if (this.size !== undefined) return this.size.isInstance(stringLength(s));
    return this.value === undefined || s === this.value;
  }
  /** The length range this type allows. */
  get derivedSize(): IntegerType {
    if (this.size !== undefined) return this.size;
    if (this.value !== undefined) {
      const n = stringLength(this.value);
      return new IntegerType(n, n);
    }
    return DEFAULT_SIZE;
  }
  protected override assignableFrom(o: PType, g?: Guard): boolean {
    if (this.size !== undefined) {
      if (o instanceof StringType) return this.size.isAssignable(o.derivedSize, g);
      if (o instanceof EnumType) {
        if (o.values.length === 0) return this.size.isAssignable(DEFAULT_SIZE, g);
        const lengths = o.values.map(stringLength);
        return this.size.from <= Math.min(...lengths) && this.size.to >= Math.max(...lengths);
      }
      if (o instanceof PatternType) return this.size.isAssignable(DEFAULT_SIZE, g);
      return false;
    }
    if (o instanceof StringType) return this.value === undefined || this.value === o.value;
    if (o instanceof EnumType) return this.value === undefined || (o.values.length === 1 && !o.caseInsensitive && o.values[0] === this.value);
    if (o instanceof PatternType) return this.value === undefined;
    return false;
  }
  protected override parameters(): string | undefined {
    return this.size === undefined ? undefined : joinParams(rangeText(this.size.from, this.size.to));
  }
  /** `type('a')` prints as String but is not equal to `type('b')`. */
  protected override identity(): string {
    return this.value === undefined ? super.identity() : `String=${JSON.stringify(this.value)}`;
  }
}

/** Length in characters (code points), as Ruby counts. */
export function stringLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}

export class EnumType extends ScalarDataType {
  override get name(): string {
    return 'Enum';
  }
  readonly values: readonly string[];
  constructor(
    values: readonly string[],
    readonly caseInsensitive = false,
  ) {
    super();
    this.values = [...new Set(values)].sort();
  }
  override isInstance(v: Value): boolean {
    const s = typeof v === 'string' ? v : v instanceof PBinaryString ? v.text : undefined;
    if (s === undefined) return false;
    // Puppet compares with String#casecmp, which folds ASCII letters only ('É' is not 'é').
    if (this.caseInsensitive) return this.values.some((x) => casecmp(x, s) === 0);
    return this.values.includes(s);
  }
  protected override assignableFrom(o: PType): boolean {
    if (this.values.length === 0 && (o instanceof StringType || o instanceof EnumType || o instanceof PatternType)) return true;
    if (o instanceof StringType) return o.value !== undefined && this.isInstance(o.value);
    if (o instanceof EnumType) return o.values.length > 0 && (this.caseInsensitive || !o.caseInsensitive) && o.values.every((s) => this.isInstance(s));
    return false;
  }
  protected override parameters(): string | undefined {
    if (this.values.length === 0) return undefined;
    const parts = this.values.map(puppetQuote);
    if (this.caseInsensitive) parts.push('true');
    return parts.join(', ');
  }
}

export class PatternType extends ScalarDataType {
  override get name(): string {
    return 'Pattern';
  }
  constructor(readonly patterns: readonly PRegexp[]) {
    super();
  }
  override isInstance(v: Value): boolean {
    const s = v instanceof PBinaryString ? v.text : v;
    return typeof s === 'string' && (this.patterns.length === 0 || this.patterns.some((p) => p.test(s)));
  }
  protected override assignableFrom(o: PType): boolean {
    if (o instanceof StringType) {
      if (o.value === undefined) return this.patterns.length === 0;
      const v = o.value;
      return this.patterns.length === 0 || this.patterns.some((p) => p.test(v));
    }
    if (o instanceof EnumType) {
      if (o.values.length === 0) return this.patterns.length === 0;
      return this.patterns.length === 0 || o.values.every((s) => this.patterns.some((p) => p.test(s)));
    }
    if (o instanceof PatternType) return this.patterns.length === 0 || this.equals(o);
    return false;
  }
  protected override parameters(): string | undefined {
    return this.patterns.length === 0 ? undefined : this.patterns.map(String).join(', ');
  }
}

export class RegexpType extends ScalarType {
  override get name(): string {
    return 'Regexp';
  }
  constructor(readonly pattern?: PRegexp) {
    super();
  }
  override isInstance(v: Value): boolean {
    return v instanceof PRegexp && (this.pattern === undefined || v.source === this.pattern.source);
  }
  protected override assignableFrom(o: PType): boolean {
    return o instanceof RegexpType && (this.pattern === undefined || o.pattern?.source === this.pattern.source);
  }
  protected override parameters(): string | undefined {
    return this.pattern?.toString();
  }
}

/** Collection, and the base of Array and Hash: a size range. */
export class CollectionType extends PType {
  get name(): string {
    return 'Collection';
  }
  readonly size: IntegerType | undefined;
  constructor(size?: IntegerType) {
    super();
    this.size = size?.toSize();
  }
  get sizeRange(): IntegerType {
    return this.size ?? DEFAULT_SIZE;
  }
  /** Array[0, 0] / Hash[0, 0]: only the empty collection. */
  get emptyOnly(): boolean {
    return this.size !== undefined && this.size.from === 0 && this.size.to === 0;
  }
  isInstance(v: Value): boolean {
    if (Array.isArray(v)) return this.size === undefined || this.size.isInstance(v.length);
    if (v instanceof PHash) return this.size === undefined || this.size.isInstance(v.size);
    return false;
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    if (o instanceof CollectionType) return this.sizeRange.isAssignable(o.sizeRange, g);
    if (o instanceof TupleType) return this.sizeRange.isAssignable(o.size ?? new IntegerType(o.types.length, o.types.length));
    if (o instanceof StructType) return this.sizeRange.isAssignable(new IntegerType(o.elements.length, o.elements.length), g);
    return false;
  }
  // Array and Hash write their element types by `show`; a bare Collection holds none.
  protected parameters(_show: Show): string | undefined {
    return this.size === undefined ? undefined : joinParams(rangeText(this.size.from, this.size.to));
  }
}

export class ArrayType extends CollectionType {
  override get name(): string {
    return 'Array';
  }
  readonly element: PType;
  constructor(element?: PType, size?: IntegerType) {
    super(size);
    this.element = this.emptyOnly ? UNIT : (element ?? ANY);
  }
  override isInstance(v: Value, g?: Guard): boolean {
    if (!Array.isArray(v)) return false;
    if (this.size !== undefined && !this.size.isInstance(v.length)) return false;
    const e = this.element;
    if (e instanceof AnyType) return true;
    for (const x of v) if (!e.isInstance(x, g)) return false;
    return true;
  }
  protected override assignableFrom(o: PType, g?: Guard): boolean {
    if (o instanceof TupleType) {
      const sizeO = o.size ?? new IntegerType(o.types.length, o.types.length);
      return this.sizeRange.isAssignable(sizeO) && o.types.every((t) => this.element.isAssignable(t, g));
    }
    if (o instanceof ArrayType) return this.sizeRange.isAssignable(o.sizeRange, g) && this.element.isAssignable(o.element, g);
    return false;
  }
  protected override parameters(show: Show): string | undefined {
    if (this.emptyOnly) return '0, 0';
    const parts: string[] = [];
    const range = this.size === undefined ? [] : rangeText(this.size.from, this.size.to);
    if (!(this.element instanceof AnyType) || range.length > 0) parts.push(show(this.element));
    return joinParams([...parts, ...range]);
  }
}

export class HashType extends CollectionType {
  override get name(): string {
    return 'Hash';
  }
  readonly key: PType;
  readonly value: PType;
  constructor(key?: PType, value?: PType, size?: IntegerType) {
    super(size);
    this.key = this.emptyOnly ? UNIT : (key ?? ANY);
    this.value = this.emptyOnly ? UNIT : (value ?? ANY);
  }
  override isInstance(v: Value, g?: Guard): boolean {
    if (!(v instanceof PHash)) return false;
    if (this.size !== undefined && !this.size.isInstance(v.size)) return false;
    const k = this.key;
    const t = this.value;
    if (k instanceof AnyType && t instanceof AnyType) return true;
    for (const [hk, hv] of v) if (!k.isInstance(hk, g) || !t.isInstance(hv, g)) return false;
    return true;
  }
  protected override assignableFrom(o: PType, g?: Guard): boolean {
    if (o instanceof HashType) {
      if (this.sizeRange.from === 0 && o.emptyOnly) return true;
      return this.key.isAssignable(o.key, g) && this.value.isAssignable(o.value, g) && this.sizeRange.isAssignable(o.sizeRange, g);
    }
    if (o instanceof StructType) {
      return this.sizeRange.isInstance(o.elements.length) && o.elements.every((e) => this.key.isInstance(e.name, g) && this.value.isAssignable(e.value, g));
    }
    return false;
  }
  protected override parameters(show: Show): string | undefined {
    if (this.emptyOnly) return '0, 0';
    const range = this.size === undefined ? [] : rangeText(this.size.from, this.size.to);
    if (this.key instanceof AnyType && this.value instanceof AnyType && range.length === 0) return undefined;
    return [show(this.key), show(this.value), ...range].join(', ');
  }
}

export class TupleType extends PType {
  get name(): string {
    return 'Tuple';
  }
  readonly size: IntegerType | undefined;
  constructor(
    readonly types: readonly PType[],
    size?: IntegerType,
  ) {
    super();
    this.size = size?.toSize();
  }
  /** The size range: the given one, or exactly the number of types. */
  get sizeRange(): IntegerType {
    if (this.size !== undefined) return this.size;
    return this.types.length === 0 ? DEFAULT_SIZE : new IntegerType(this.types.length, this.types.length);
  }
  isInstance(v: Value, g?: Guard): boolean {
    if (!Array.isArray(v)) return false;
    if (this.size !== undefined ? !this.size.isInstance(v.length) : this.types.length > 0 && this.types.length !== v.length) return false;
    if (this.types.length === 0) return true;
    const last = this.types.length - 1;
    return v.every((x, i) => this.types[Math.min(i, last)]!.isInstance(x, g));
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    if (this.equals(o)) return true;
    const sizeS = this.sizeRange;
    if (o instanceof TupleType) {
      if (!sizeS.isAssignable(o.sizeRange, g)) return false;
      if (this.types.length === 0) return true;
      if (o.types.length === 0) return sizeS.from === 0;
      return o.types.every((t, i) => (this.types[i] ?? this.types[this.types.length - 1]!).isAssignable(t, g));
    }
    if (o instanceof ArrayType) {
      const sizeO = o.sizeRange;
      if (!sizeS.isAssignable(sizeO, g)) return false;
      if (this.types.length === 0) return true;
      const n = Math.min(this.types.length, Number(sizeO.to));
      for (let i = 0; i < n; i++) if (!this.types[i]!.isAssignable(o.element, g)) return false;
      return true;
    }
    return false;
  }
  protected parameters(show: Show): string | undefined {
    if (this.types.length === 0 && this.size === undefined) return undefined;
    const range = this.size === undefined ? [] : rangeText(this.size.from, this.size.to);
    return joinParams([...this.types.map(show), ...range]);
  }
}

/** One `key => type` of a Struct; the key type is a String (value), Optional[...] or NotUndef[...] of one. */
export class StructElement {
  constructor(
    readonly keyType: PType,
    readonly value: PType,
  ) {}
  get name(): string {
    let k = this.keyType;
    if (k instanceof OptionalType || k instanceof NotUndefType) k = k.type!;
    return (k as StringType).value!;
  }
  /** Whether the key may be missing. */
  get optional(): boolean {
    return this.keyType.isAssignable(UNDEF);
  }
}

export class StructType extends PType {
  get name(): string {
    return 'Struct';
  }
  private byName: Map<string, StructElement> | undefined;
  constructor(readonly elements: readonly StructElement[]) {
    super();
  }
  element(name: string): StructElement | undefined {
    this.byName ??= new Map(this.elements.map((e) => [e.name, e]));
    return this.byName.get(name);
  }
  isInstance(v: Value, g?: Guard): boolean {
    if (!(v instanceof PHash)) return false;
    let matched = 0;
    for (const e of this.elements) {
      const x = v.get(e.name);
      if (x === undefined || (x === null && !v.has(e.name))) {
        if (!e.optional) return false;
      } else {
        matched++;
        if (!e.value.isInstance(x, g)) return false;
      }
    }
    return matched === v.size;
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    if (o instanceof StructType) {
      let matched = 0;
      for (const e1 of this.elements) {
        const e2 = o.element(e1.name);
        if (e2 === undefined) {
          if (!e1.optional) return false;
        } else {
          matched++;
          if (!e1.keyType.isAssignable(e2.keyType, g) || !e1.value.isAssignable(e2.value, g)) return false;
        }
      }
      return matched === o.elements.length;
    }
    if (o instanceof HashType) {
      let required = 0;
      for (const e of this.elements) {
        if (e.optional) continue;
        required++;
        if (!e.value.isAssignable(o.value, g) || !STRING.isAssignable(o.key)) return false;
      }
      return new IntegerType(required, this.elements.length).isAssignable(o.sizeRange, g);
    }
    return false;
  }
  protected parameters(show: Show): string | undefined {
    if (this.elements.length === 0) return undefined;
    const entries = this.elements.map((e) => {
      const valueOptional = e.value.isAssignable(UNDEF);
      let key: string;
      if (e.keyType instanceof OptionalType) key = valueOptional ? puppetQuote(e.name) : e.keyType.toString();
      else key = valueOptional ? new NotUndefType(e.keyType).toString() : puppetQuote(e.name);
      return `${key} => ${show(e.value)}`;
    });
    return `{${entries.join(', ')}}`;
  }
}

export class OptionalType extends PType {
  get name(): string {
    return 'Optional';
  }
  constructor(readonly type?: PType) {
    super();
  }
  isInstance(v: Value, g?: Guard): boolean {
    return v === null || (this.type !== undefined && this.type.isInstance(v, g));
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    return o instanceof UndefType || (this.type !== undefined && this.type.isAssignable(o, g));
  }
  protected parameters(show: Show): string | undefined {
    const t = this.type;
    if (t === undefined) return undefined;
    return t instanceof StringType && t.value !== undefined ? puppetQuote(t.value) : show(t);
  }
}

export class NotUndefType extends PType {
  get name(): string {
    return 'NotUndef';
  }
  readonly type: PType | undefined;
  constructor(type?: PType) {
    super();
    this.type = type instanceof AnyType ? undefined : type;
  }
  isInstance(v: Value, g?: Guard): boolean {
    return v !== null && (this.type === undefined || this.type.isInstance(v, g));
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    return !o.isAssignable(UNDEF, g) && (this.type === undefined || this.type.isAssignable(o, g));
  }
  protected parameters(show: Show): string | undefined {
    const t = this.type;
    if (t === undefined) return undefined;
    return t instanceof StringType && t.value !== undefined ? puppetQuote(t.value) : show(t);
  }
}

export class VariantType extends PType {
  get name(): string {
    return 'Variant';
  }
  constructor(readonly types: readonly PType[]) {
    super();
  }
  isInstance(v: Value, g?: Guard): boolean {
    return this.types.some((t) => t.isInstance(v, g));
  }
  override isAssignable(o: PType, g?: Guard): boolean {
    if (o instanceof UndefType && this.types.length === 0) return false;
    if (!(o instanceof VariantType)) return super.isAssignable(o, g);
    if (this.types.length === 0) return true;
    return o.types.length > 0 && o.types.every((t) => super.isAssignable(t, g));
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    return this.types.some((t) => t.isAssignable(o, g));
  }
  protected parameters(show: Show): string | undefined {
    return joinParams(this.types.map(show));
  }
}

export class TypeType extends PType {
  get name(): string {
    return 'Type';
  }
  constructor(readonly type?: PType) {
    super();
  }
  isInstance(v: Value, g?: Guard): boolean {
    return v instanceof PType && (this.type === undefined || this.type.isAssignable(v, g));
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    if (!(o instanceof TypeType)) return false;
    if (this.type === undefined) return true;
    return o.type !== undefined && this.type.isAssignable(o.type, g);
  }
  protected parameters(show: Show): string | undefined {
    return this.type === undefined ? undefined : show(this.type);
  }
}

export class SensitiveType extends PType {
  get name(): string {
    return 'Sensitive';
  }
  constructor(readonly type?: PType) {
    super();
  }
  isInstance(v: Value, g?: Guard): boolean {
    return v instanceof PSensitive && (this.type === undefined || this.type.isInstance(v.value, g));
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    return o instanceof SensitiveType && (this.type === undefined || (o.type !== undefined && this.type.isAssignable(o.type, g)) || (o.type === undefined && this.type instanceof AnyType));
  }
  /** Sensitive[Any] is written bare. */
  protected parameters(show: Show): string | undefined {
    return this.type === undefined || this.type instanceof AnyType ? undefined : show(this.type);
  }
}

/** Iterable[T]: strings, arrays, hashes, non-negative integers, finite Integer types, Enums. */
export class IterableType extends PType {
  get name(): string {
    return 'Iterable';
  }
  constructor(readonly type?: PType) {
    super();
  }
  isInstance(v: Value, g?: Guard): boolean {
    if (this.type === undefined || this.type.isAssignable(ANY, g)) {
      if (typeof v === 'string' || v instanceof PBinaryString || Array.isArray(v) || v instanceof PHash || v instanceof EnumType || v instanceof PIterator) return true;
      if (typeof v === 'number' || typeof v === 'bigint') return v >= 0;
      if (v instanceof TypeAliasType) return this.isInstance(v.resolved, g);
      return v instanceof IntegerType && v.finite;
    }
    // With an element type, Puppet asks whether the value's inferred (reduced) type is assignable.
    return this.isAssignable(inferType(v), g);
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    if (this.type === undefined || this.type.isAssignable(ANY, g)) return isIterableType(o);
    const e = elementTypeOfIterableType(o);
    return e !== undefined && this.type.isAssignable(e, g);
  }
  protected parameters(show: Show): string | undefined {
    return this.type === undefined ? undefined : show(this.type);
  }
}

/**
 * TypeCalculator.infer, which infer.ts (built on this module, so not importable here) provides
 * when it loads: Iterable[T] checks a value by its inferred type.
 */
let inferType: (v: Value) => PType = () => ANY;
export function provideInfer(infer: (v: Value) => PType): void {
  inferType = infer;
}

function isIterableType(o: PType): boolean {
  return (
    o instanceof StringType ||
    o instanceof EnumType ||
    o instanceof CollectionType ||
    o instanceof TupleType ||
    o instanceof StructType ||
    o instanceof IterableType ||
    o instanceof IteratorType ||
    o instanceof IntegerType ||
    (o instanceof TypeType && (o.type instanceof EnumType || (o.type instanceof IntegerType && o.type.finite)))
  );
}

/** The element type of the Iterable a type is (Puppet's `iterable_type(...).element_type`). */
function elementTypeOfIterableType(o: PType): PType | undefined {
  const maybeVariant = (ts: PType[]): PType => (ts.length === 1 ? ts[0]! : new VariantType(ts));
  // An unsized or empty Hash or Struct yields pairs of Unit: any pair type takes them.
  const unitPair = () => new TupleType([UNIT, UNIT], new IntegerType(2, 2));
  if (o instanceof StringType || o instanceof EnumType) return new StringType(new IntegerType(1, 1));
  if (o instanceof ArrayType) return o.element.equals(ANY) ? undefined : o.element;
  if (o instanceof HashType) return o.equals(HASH) || o.equals(EMPTY_HASH_TYPE) ? unitPair() : new TupleType([o.key, o.value], new IntegerType(2, 2));
  if (o instanceof StructType) {
    if (o.elements.length === 0) return unitPair();
    return new TupleType([maybeVariant(o.elements.map((e) => e.keyType)), maybeVariant(o.elements.map((e) => e.value))], new IntegerType(2, 2));
  }
  if (o instanceof TupleType) return o.types.length === 0 ? undefined : maybeVariant([...o.types]);
  if (o instanceof IterableType || o instanceof IteratorType) return o.type;
  if (o instanceof IntegerType) return INTEGER;
  // Type[Enum[...]] iterates its choices, Type[Integer[a, b]] its range.
  if (o instanceof TypeType && (o.type instanceof EnumType || (o.type instanceof IntegerType && o.type.finite))) return o.type;
  return undefined;
}

export class IteratorType extends PType {
  get name(): string {
    return 'Iterator';
  }
  constructor(readonly type?: PType) {
    super();
  }
  isInstance(v: Value, g?: Guard): boolean {
    if (!(v instanceof PIterator)) return false;
    return this.type === undefined || v.values.every((x) => this.type!.isInstance(x, g));
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    return o instanceof IteratorType && (this.type === undefined || (o.type !== undefined && this.type.isAssignable(o.type, g)));
  }
  protected parameters(show: Show): string | undefined {
    return this.type === undefined ? undefined : show(this.type);
  }
}

/** Callable: only the bare type and its parameter list rendering; lambdas are the evaluator's. */
export class CallableType extends PType {
  get name(): string {
    return 'Callable';
  }
  readonly returns?: PType;
  /** A return type of Any is none (PCallableType#initialize), so it is not printed. */
  constructor(
    readonly params?: TupleType,
    readonly block?: PType,
    returns?: PType,
  ) {
    super();
    if (returns !== undefined && !(returns instanceof AnyType)) this.returns = returns;
  }
  isInstance(): boolean {
    return false;
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    if (!(o instanceof CallableType)) return false;
    if (this.returns !== undefined && !this.returns.isAssignable(o.returns ?? ANY, g)) return false;
    if (this.params === undefined) return true;
    if (o.params === undefined || !o.params.isAssignable(this.params, g)) return false;
    return (o.block ?? UNDEF).isAssignable(this.block ?? UNDEF, g);
  }
  protected parameters(show: Show): string | undefined {
    if (this.params === undefined) return this.returns === undefined ? undefined : `[], ${show(this.returns)}`;
    const p = this.params;
    const parts = p.types.filter((t) => !(t instanceof UnitType)).map(show);
    if (p.types.length === 0) parts.push('0', '0');
    else if (p.size !== undefined) parts.push(...rangeText(p.size.from, p.size.to));
    if (this.block !== undefined) parts.push(show(this.block));
    const list = parts.join(', ');
    return this.returns === undefined ? list : `[${list}], ${show(this.returns)}`;
  }
}

export class CatalogEntryType extends PType {
  get name(): string {
    return 'CatalogEntry';
  }
  isInstance(): boolean {
    return false;
  }
  protected assignableFrom(o: PType): boolean {
    return o instanceof CatalogEntryType;
  }
  protected parameters(): string | undefined {
    return undefined;
  }
}

/** `Class` / `Class[name]`: a class reference. */
export class ClassType extends CatalogEntryType {
  override get name(): string {
    return 'Class';
  }
  constructor(readonly className?: string) {
    super();
  }
  protected override assignableFrom(o: PType): boolean {
    return o instanceof ClassType && (this.className === undefined || this.className === o.className);
  }
  protected override parameters(): string | undefined {
    return this.className;
  }
}

/** Capitalise each `::` segment of a type name (`nova_config` → `Nova_config`, `a::b` → `A::B`). */
export function capitalizeSegments(name: string): string {
  // Already capitalised (a resource's type): a char code test, not a regexp, at every reference.
  const first = name.charCodeAt(0);
  if (first >= 65 && first <= 90) return name;
  let out = capitalized.get(name);
  if (out === undefined) {
    out = name
      .split('::')
      .map((s) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase())
      .join('::');
    // Type and class names repeat at every resource; the set of them is as large as the code.
    if (capitalized.size < 10_000) capitalized.set(name, out);
  }
  return out;
}
const capitalized = new Map<string, string>();

/**
 * A resource type name as written, capitalised and lower-cased, made once: every relationship's
 * target is a reference, and lower-casing `File` for each one kept a string `file` per reference.
 */
function typeNames(name: string): readonly [string, string] {
  let names = resourceTypeNames.get(name);
  if (names === undefined) {
    names = [capitalizeSegments(name), name.toLowerCase()];
    // Bounded as capitalizeSegments' names are.
    if (resourceTypeNames.size < 10_000) resourceTypeNames.set(name, names);
  }
  return names;
}
const resourceTypeNames = new Map<string, readonly [string, string]>();

/** `Resource`, `File`, `File['/x']`: a resource type or a resource reference. */
export class ResourceType extends CatalogEntryType {
  // Fields declared only and set by the constructor, as PType's `text`: a relationship's target
  // and every reference a manifest writes (`File['/x']`) is one of these.
  declare readonly typeName: string | undefined;
  declare readonly title: string | undefined;
  declare private readonly typeText: string;
  override get name(): string {
    return this.typeText;
  }
  declare private readonly lowerName: string | undefined;
  constructor(typeName?: string, title?: string) {
    super();
    this.typeName = typeName;
    this.title = title;
    const names = typeName === undefined ? undefined : typeNames(typeName);
    this.typeText = names === undefined ? 'Resource' : names[0];
    this.lowerName = names?.[1];
  }
  protected override assignableFrom(o: PType): boolean {
    return o instanceof ResourceType && (this.lowerName === undefined || (this.lowerName === o.lowerName && (this.title === undefined || this.title === o.title)));
  }
  protected override parameters(): string | undefined {
    return this.typeName === undefined || this.title === undefined ? undefined : puppetQuote(this.title);
  }
}

/** A capitalised name that is neither a type, an alias nor a known resource type. */
export class TypeReferenceType extends PType {
  get name(): string {
    return 'TypeReference';
  }
  constructor(readonly typeString: string) {
    super();
  }
  isInstance(): boolean {
    return false;
  }
  protected assignableFrom(o: PType): boolean {
    return o instanceof TypeReferenceType && o.typeString === this.typeString;
  }
  protected parameters(): string | undefined {
    return puppetQuote(this.typeString);
  }
}

/**
 * A named alias (`type Mod::Port = Integer[1, 65535]`, and Puppet's own `Data`, `RichData`):
 * resolved on first use through the callback, so an alias may refer to itself.
 */
export class TypeAliasType extends PType {
  private target: PType | undefined;
  constructor(
    readonly name: string,
    private readonly resolve: (self: TypeAliasType) => PType,
  ) {
    super();
  }
  get resolved(): PType {
    return (this.target ??= this.resolve(this));
  }
  isInstance(v: Value, g?: Guard): boolean {
    return this.resolved.isInstance(v, g);
  }
  override isAssignable(o: PType, g?: Guard): boolean {
    if (o === this) return true;
    const guard = g ?? new Map<PType, Set<PType>>();
    let seen = guard.get(this);
    if (seen === undefined) guard.set(this, (seen = new Set()));
    if (seen.has(o)) return true;
    seen.add(o);
    return this.resolved.isAssignable(o, guard);
  }
  protected assignableFrom(o: PType, g?: Guard): boolean {
    return this.resolved.isAssignable(o, g);
  }
  protected parameters(): string | undefined {
    return undefined;
  }
  /** Puppet's own Data and RichData are aliases too. */
  override get rubyClass(): string {
    return 'Puppet::Pops::Types::PTypeAliasType';
  }
  /** Puppet's own aliases stay names even expanded. */
  override toExpandedString(within: ReadonlySet<PType> = new Set()): string {
    if (BUILTIN_ALIASES.has(this.name) || within.has(this)) return this.name;
    return `${this.name} = ${this.resolved.toExpandedString(new Set([...within, this]))}`;
  }
}

/**
 * A type as its Ruby to_s writes it (String(), interpolation, templates): an alias expanded with the
 * aliases inside it (`Ports = Array[Port = Integer[1, 65535], 1]`), any other type with the names
 * of the aliases it holds (`Optional[Port]`).
 */
export function typeText(t: PType): string {
  // A type written on its own shows what an alias stands for and an Object type's definition;
  // inside another type's parameters they are only named (Optional[Deferred]).
  return t instanceof TypeAliasType || t instanceof DeferredType || t instanceof OpaqueType ? t.toExpandedString() : t.toString();
}

/** The aliases Puppet defines itself (its type formatter never expands them). */
const BUILTIN_ALIASES: ReadonlySet<string> = new Set(['Data', 'RichData', 'RichDataKey']);

export const ANY = new AnyType();
export const UNIT = new UnitType();
export const UNDEF = new UndefType();
export const DEFAULT_TYPE = new DefaultType();
export const SCALAR = new ScalarType();
export const SCALAR_DATA = new ScalarDataType();
export const BOOLEAN = new BooleanType();
export const NUMERIC = new NumericType();
export const INTEGER = new IntegerType();
export const FLOAT = new FloatType();
export const STRING = new StringType();
export const DEFAULT_SIZE = new IntegerType(0, Infinity);
export const COLLECTION = new CollectionType();
export const ARRAY = new ArrayType();
export const HASH = new HashType();
export const EMPTY_ARRAY_TYPE = new ArrayType(UNIT, new IntegerType(0, 0));
export const DEFERRED = new DeferredType();
export const BINARY = new BinaryType();
/** The type of a Deferred's `name`: a function name, or `$var` for a variable. */
export const DEFERRED_NAME = new PatternType([PRegexp.of('\\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\\z')]);
export const EMPTY_HASH_TYPE = new HashType(UNIT, UNIT, new IntegerType(0, 0));

/** Puppet's `Data`: `Variant[ScalarData, Undef, Hash[String, Data], Array[Data]]`. */
export const DATA = new TypeAliasType('Data', (self) => new VariantType([SCALAR_DATA, UNDEF, new HashType(STRING, self), new ArrayType(self)]));

/** Puppet's `RichDataKey`: `Variant[String, Numeric]`. */
export const RICH_DATA_KEY = new TypeAliasType('RichDataKey', () => new VariantType([STRING, NUMERIC]));

/** Puppet's `RichData` (URI and TypeSet are types overcat never makes values of). */
export const RICH_DATA = new TypeAliasType(
  'RichData',
  (self) => new VariantType([SCALAR, new SemVerRangeType(), BINARY, new SensitiveType(), new TypeType(), new OpaqueType('URI'), new OpaqueType('Object'), UNDEF, DEFAULT_TYPE, new HashType(RICH_DATA_KEY, self), new ArrayType(self)]),
);
