// Types by name and by Access (`Integer[1, 5]`, `Hash[String, Integer, 1, 2]`), as Puppet's type
// parser and AccessOperator make them, with Puppet's errors for bad parameters.
import { plainEach } from '../plain-text.js';
import { PuppetError } from '../errors.js';
import { PHash } from '../hash.js';
import { DEFAULT, PFloat, type Value } from '../model.js';
import { label } from '../label.js';
import { PRegexp } from '../regexp.js';
import { PSemVerRange, parseSemVerRange } from '../semver.js';
import { parseTimespan } from '../time-format.js';
import { parseTimestamp } from '../time-parse.js';
import { PTimespan, PTimestamp, secondsToNanos } from '../time.js';
import { generalize, inferGeneralized } from './infer.js';
import { InitType } from './init-type.js';
import * as T from './model.js';
import { PType } from './model.js';

/**
 * Resolves a name that is not a built-in type: a type alias, a ResourceType for a resource type
 * the module path declares (core type, define, module type), or undefined for an unknown name.
 */
export type AliasResolver = (name: string) => PType | undefined;

const OPAQUE = ['URI', 'Object', 'TypeSet'];

const BARE: Record<string, PType> = {
  Any: T.ANY,
  Undef: T.UNDEF,
  Default: T.DEFAULT_TYPE,
  Boolean: T.BOOLEAN,
  Scalar: T.SCALAR,
  ScalarData: T.SCALAR_DATA,
  Numeric: T.NUMERIC,
  Integer: T.INTEGER,
  Float: T.FLOAT,
  String: T.STRING,
  Enum: new T.EnumType([]),
  Pattern: new T.PatternType([]),
  Regexp: new T.RegexpType(),
  Collection: T.COLLECTION,
  Array: T.ARRAY,
  Hash: T.HASH,
  Tuple: new T.TupleType([]),
  Struct: new T.StructType([]),
  Optional: new T.OptionalType(),
  NotUndef: new T.NotUndefType(),
  Variant: new T.VariantType([]),
  Type: new T.TypeType(),
  Sensitive: new T.SensitiveType(),
  Iterable: new T.IterableType(),
  Iterator: new T.IteratorType(),
  Callable: new T.CallableType(),
  CatalogEntry: new T.CatalogEntryType(),
  Class: new T.ClassType(),
  Resource: new T.ResourceType(),
  Data: T.DATA,
  RichData: T.RICH_DATA,
  RichDataKey: T.RICH_DATA_KEY,
  Timestamp: new T.TimestampType(),
  Timespan: new T.TimespanType(),
  SemVer: new T.SemVerType(),
  SemVerRange: new T.SemVerRangeType(),
  Binary: T.BINARY,
  Deferred: T.DEFERRED,
  Init: new InitType(),
  Error: new T.ErrorType(),
  Runtime: new T.RuntimeType(),
};
for (const name of OPAQUE) BARE[name] = new T.OpaqueType(name);

/**
 * The type a capitalised name stands for: a built-in, else what `resolve` says (an alias or a
 * resource type), else a TypeReference (Puppet's unresolved name, an error where it is used as a
 * value). Without `resolve`, any other name is taken as a resource type.
 */
export function typeByName(name: string, resolve?: AliasResolver): PType {
  const bare = Object.hasOwn(BARE, name) ? BARE[name] : undefined;
  if (bare !== undefined) return bare;
  if (resolve === undefined) return new T.ResourceType(name.replace(/^::/, ''));
  return resolve(name) ?? new T.TypeReferenceType(name);
}

function rubyClassName(v: Value): string {
  if (v === null) return 'NilClass';
  if (typeof v === 'string') return 'String';
  if (typeof v === 'number' || typeof v === 'bigint') return 'Integer';
  if (typeof v === 'boolean') return v ? 'TrueClass' : 'FalseClass';
  if (v instanceof PFloat) return 'Float';
  if (Array.isArray(v)) return 'Array';
  if (v instanceof PHash) return 'Hash';
  if (v instanceof PRegexp) return 'Regexp';
  if (v instanceof PType) return v.rubyClass;
  return 'Symbol';
}

/** Generalised name of a bad key (AccessOperator#bad_key_type_name). */
function keyTypeName(v: Value): string {
  if (v === null) return 'Undef';
  if (v === DEFAULT) return 'Default';
  if (typeof v === 'string') return 'String';
  if (typeof v === 'number' || typeof v === 'bigint') return 'Integer';
  if (typeof v === 'boolean') return 'Boolean';
  if (v instanceof PFloat) return 'Float';
  if (Array.isArray(v)) return 'Array';
  if (v instanceof PHash) return 'Hash';
  if (v instanceof PRegexp) return 'Regexp';
  if (v instanceof PType) return 'Type';
  return 'Any';
}

/** A wrong key as Puppet's access operator names it (bad_key_type_name): its generalized type. */
const badKeyName = (v: Value): string => (v === null ? 'Undef' : v === DEFAULT ? 'Default' : inferGeneralized(v).toString());

/** A wrong size argument as Puppet names it: `a String`, `a String-Type`. */
const sizeArgument = (k: Value): string => (k instanceof PType ? aAnType(k) : `${/^[AEIOU]/.test(keyTypeName(k)) ? 'an' : 'a'} ${keyTypeName(k)}`);

const aAnType = (t: PType): string => `${/^[AEIOU]/.test(t.name) ? 'an' : 'a'} ${t.toString()}-Type`;

function badKey(base: PType, key: Value, expected: string): never {
  throw new PuppetError('OVC3007', `Error creating type specialization of ${aAnType(base)}, Cannot use ${badKeyName(key)} where ${expected} is expected`);
}

function arity(base: PType | string, min: number, max: number, actual: number): never {
  const what = typeof base === 'string' ? base : `${/^[AEIOU]/.test(base.name) ? 'An' : 'A'} ${base.toString()}-Type`;
  let text: string;
  if (max === Infinity) text = `${min} or more arguments`;
  else if (max !== min) text = `${min} to ${max} arguments`;
  else text = `${min} argument${min === 1 ? '' : 's'}`;
  throw new PuppetError('OVC3007', `${what}[] accepts ${text}. Got ${actual}`);
}

/** Access keys with nested arrays flattened, as Puppet's AccessOperator does for most targets. */
export function flatten(keys: readonly Value[]): readonly Value[] {
  if (!keys.some(Array.isArray)) return keys;
  const out: Value[] = [];
  const add = (ks: readonly Value[]): void => {
    for (const k of ks) if (Array.isArray(k)) add(k);
    else out.push(k);
  };
  add(keys);
  return out;
}

const isInt = (v: Value): v is number | bigint => typeof v === 'number' || typeof v === 'bigint';
const isRangeParam = (v: Value | undefined): boolean => v !== undefined && (isInt(v) || v === DEFAULT);

function bound(v: Value, open: number): T.Bound {
  return v === DEFAULT ? open : (v as number | bigint);
}

/** Integer[from, to] with Puppet's checks. */
function integerRange(keys: readonly Value[], label: string): T.IntegerType {
  if (keys.length === 0 || keys.length > 2) throw new PuppetError('OVC3007', `${label} supports [] with one or two arguments (from, to). Got ${keys.length}`);
  for (const k of keys) {
    if (!isInt(k) && k !== DEFAULT) throw new PuppetError('OVC3007', `Integer-Type [] requires all arguments to be integers (or default). Got ${rubyClassName(k)}`);
  }
  const from = bound(keys[0]!, -Infinity);
  const to = keys.length === 2 ? bound(keys[1]!, Infinity) : Infinity;
  if (from > to) throw evaluationError(`'from' must be less or equal to 'to'. Got (${from}, ${to}`);
  return new T.IntegerType(from, to);
}

/** A collection size as AccessOperator#collection_size_t reads it: an Integer type, or 1-2 integers / default. */
function collectionSize(keys: readonly Value[]): T.IntegerType {
  if (keys.length === 1 && keys[0] instanceof T.IntegerType) return keys[0];
  for (const k of keys) {
    if (!isInt(k) && k !== DEFAULT) throw new PuppetError('OVC3007', `A Type's size constraint arguments must be a single Integer type, or 1-2 integers (or default). Got ${sizeArgument(k)}`);
  }
  return integerRange(keys, 'Integer-Type');
}

/** A collection size from `keys[start..]`: an Integer type, or 1-2 integers / default. */
function sizeFrom(keys: readonly Value[]): T.IntegerType | undefined {
  if (keys.length === 0) return undefined;
  if (keys.length === 1 && keys[0] instanceof T.IntegerType) return keys[0];
  for (const k of keys) {
    if (!isInt(k) && k !== DEFAULT) {
      throw new PuppetError('OVC3007', `A Type's size constraint arguments must be a single Integer type, or 1-2 integers (or default). Got ${sizeArgument(k)}`);
    }
  }
  const from = bound(keys[0]!, 0);
  const to = keys.length > 1 ? bound(keys[1]!, Infinity) : Infinity;
  if (from > to) throw evaluationError(`'from' must be less or equal to 'to'. Got (${from}, ${to}`);
  return new T.IntegerType(from, to);
}

function typeArg(base: PType, v: Value): PType {
  if (v instanceof PType) return v;
  return badKey(base, v, 'Type');
}

const evaluationError = (detail: string): PuppetError => new PuppetError('OVC3007', `Error while evaluating a '[]' expression, ${detail}`);

/** One `key => type` of `Struct[{...}]`, as TypeFactory.struct makes it. */
function structElement(k: Value, v: Value): T.StructElement {
  if (!(v instanceof PType)) throw evaluationError('Struct element value_type must be a Type');
  if (typeof k === 'string') {
    if (k === '') throw evaluationError('Struct element key cannot be an empty String');
    const key = new T.StringType(undefined, k);
    // A key whose value may be undef may also be missing.
    return new T.StructElement(v.isAssignable(T.UNDEF) ? new T.OptionalType(key) : key, v);
  }
  let keyType: PType;
  let s: PType | undefined;
  if (k instanceof T.NotUndefType) keyType = s = k.type!;
  else if (k instanceof T.OptionalType) {
    keyType = k;
    s = k.type;
  } else if (k instanceof T.StringType) keyType = s = k;
  else if (k instanceof T.EnumType) {
    keyType = k;
    s = k.values.length === 1 ? new T.StringType(undefined, k.values[0]) : undefined;
  } else throw evaluationError(`Illegal Struct member key type. Expected NotUndef, Optional, String, or Enum. Got: ${rubyClassName(k)}`);
  if (!(s instanceof T.StringType) || s.value === undefined) throw evaluationError(`Unable to extract a non-empty literal string from Struct member key type ${keyType}`);
  if (keyType instanceof T.EnumType) keyType = s;
  if (keyType instanceof T.OptionalType && !(keyType.type instanceof T.StringType)) keyType = new T.OptionalType(s);
  return new T.StructElement(keyType, v);
}

/** `Timestamp[from, to]` / `Timespan[from, to]`: each end a time value, its text, seconds, or default. */
function timeRange(name: 'Timestamp' | 'Timespan', keys: readonly Value[]): PType {
  if (keys.length > 2) throw new PuppetError('OVC3007', `${name}-Type[] accepts 0 to 2 arguments. Got ${keys.length}`);
  const end = (k: Value | undefined): bigint | undefined => {
    if (k === undefined || k === DEFAULT) return undefined;
    if (name === 'Timestamp') {
      if (k instanceof PTimestamp) return k.nsecs;
      if (typeof k === 'string') return parseTimestamp(k).nsecs;
    } else {
      if (k instanceof PTimespan) return k.nsecs;
      if (typeof k === 'string') return parseTimespan(k).nsecs;
    }
    if (isInt(k) || k instanceof PFloat) return secondsToNanos(k);
    throw new PuppetError('OVC3007', `${name}-Type[] arguments must be ${name}s, strings, numbers or default. Got ${rubyClassName(k)}`);
  };
  const float = (k: Value | undefined): boolean => k instanceof PFloat;
  const Type = name === 'Timestamp' ? T.TimestampType : T.TimespanType;
  return new Type(end(keys[0]), end(keys[1]), float(keys[0]), float(keys[1]));
}

/** What an Error type parameter may be (Puppet's type_parameters of Error), undef aside. */
const ERROR_PARAMETER = new T.VariantType([T.STRING, new T.RegexpType(), ...['Enum', 'Pattern', 'NotUndef', 'Undef'].map((n) => new T.TypeType(BARE[n]))]);

/**
 * `Error[kind, issue_code]` or `Error[{kind => ...}]` (PObjectTypeExtension): a `default` leaves a
 * parameter unset, extra positions are ignored.
 */
function errorType(keys: readonly Value[]): T.ErrorType {
  const given: [string, Value][] = keys.length === 1 && keys[0] instanceof PHash ? Array.from(keys[0] as PHash) as [string, Value][] : (['kind', 'issue_code'] as const).flatMap((n, i) => (i < keys.length ? [[n, keys[i]!] as [string, Value]] : []));
  const params = new Map<'kind' | 'issue_code', Value>();
  for (const [name, v] of given) {
    if (name !== 'kind' && name !== 'issue_code') throw new PuppetError('OVC3007', `'${String(name)}' is not a known type parameter for Error-Type`);
    if (v === DEFAULT) continue;
    if (v !== null && !ERROR_PARAMETER.isInstance(v)) throw new PuppetError('OVC3007', `type_parameter Error[${name}] has wrong type, expects a value of type Undef, String, Regexp, Type[Enum], Type[Pattern], Type[NotUndef], or Type[Undef], got ${rubyClassName(v)}`);
    params.set(name, v);
  }
  if (params.size === 0) throw new PuppetError('OVC3007', 'The Error-Type cannot be parameterized using an empty parameter list');
  return new T.ErrorType(params);
}

/**
 * `base[keys]` where base is a type: the parameterised type Puppet's AccessOperator makes, or a
 * PuppetError OVC3007 with Puppet's message. `File['/x']` gives a resource reference.
 */
export function parameterize(base: PType, given: readonly Value[]): Value {
  // Type parameters (titles, patterns, values...) are their text whatever its encoding.
  const keys = plainEach(given);
  const n = keys.length;
  if (base instanceof T.ErrorType) return errorType(keys);
  // Runtime[runtime, class name], both Strings (access_PRuntimeType).
  if (base instanceof T.RuntimeType) {
    const ks = flatten(keys);
    if (ks.length !== 2) throw new PuppetError('OVC3007', `A Runtime-Type[] accepts 1 to 2 arguments. Got ${ks.length}`);
    for (const k of ks) if (typeof k !== 'string') throw new PuppetError('OVC3007', `Runtime-Type[] arguments must be String. Got ${rubyClassName(k)}`);
    return new T.RuntimeType(ks[0] as string, ks[1] as string);
  }
  if (base instanceof T.OpaqueType) throw new PuppetError('OVC3007', `Parameters of ${base.name} are not supported by overcat`);
  // An Object type Puppet declares without type parameters.
  if (base instanceof T.DeferredType) throw new PuppetError('OVC3007', 'The Deferred-Type cannot be parameterized using []');
  if (base instanceof T.ResourceType) return resourceReference(base, keys);
  if (base instanceof T.ClassType) return classReference(base, keys);
  // A name no type answers to (Puppet's access_PTypeReferenceType): `Mount['/srv']` without mount_core.
  if (base instanceof T.TypeReferenceType) throw new PuppetError('OVC3102', `Resource type not found: ${base.typeString}`, { type: base.typeString });
  // Init[T, args...]: the args are T.new's arguments after the value, kept as given.
  if (base instanceof InitType) {
    if (!(keys[0] instanceof PType)) throw new PuppetError('OVC3007', `Init-Type[] arguments must be types. Got ${rubyClassName(keys[0] ?? null)}`);
    return new InitType(keys[0], keys.slice(1));
  }
  switch (base.name) {
    case 'Integer':
      return integerRange(flatten(keys), 'Integer-Type');
    case 'Float': {
      const ks = flatten(keys);
      if (ks.length === 0 || ks.length > 2) throw new PuppetError('OVC3007', `Float-Type supports [] with one or two arguments (from, to). Got ${ks.length}`);
      for (const k of ks) if (!isInt(k) && !(k instanceof PFloat) && k !== DEFAULT) throw new PuppetError('OVC3007', `Float-Type [] requires all arguments to be floats, or integers (or default). Got ${rubyClassName(k)}`);
      const f = (k: Value, open: number): number => (k === DEFAULT ? open : k instanceof PFloat ? k.value : Number(k));
      const from = f(ks[0]!, -Infinity);
      const to = ks.length === 2 ? f(ks[1]!, Infinity) : Infinity;
      if (from > to) throw evaluationError(`'from' must be less or equal to 'to'. Got (${from}, ${to}`);
      return new T.FloatType(from, to);
    }
    case 'String': {
      const ks = flatten(keys);
      if (ks.length === 0 || ks.length > 2) throw new PuppetError('OVC3007', `String supports [] with one or two arguments. Got ${ks.length}`);
      return new T.StringType(sizeFrom(ks));
    }
    case 'Boolean': {
      const ks = flatten(keys);
      if (ks.length !== 1) arity(base, 1, 1, ks.length);
      if (typeof ks[0] !== 'boolean') badKey(base, ks[0]!, 'TrueClass or FalseClass');
      return new T.BooleanType(ks[0]);
    }
    case 'Enum': {
      let ks = flatten(keys);
      let ci = false;
      const last = ks[ks.length - 1];
      if (typeof last === 'boolean') {
        ci = last;
        ks = ks.slice(0, -1);
      }
      if (ks.length === 0) arity(base, 1, Infinity, 0);
      ks.forEach((k) => typeof k !== 'string' && badKey(base, k, 'String'));
      return new T.EnumType(ks as string[], ci);
    }
    case 'Pattern': {
      const ks = flatten(keys);
      if (ks.length === 0) arity(base, 1, Infinity, 0);
      const res: PRegexp[] = [];
      for (const k of ks) {
        if (typeof k === 'string') res.push(PRegexp.of(k));
        else if (k instanceof PRegexp) res.push(k);
        else if (k instanceof T.PatternType) res.push(...k.patterns);
        else if (k instanceof T.RegexpType && k.pattern) res.push(k.pattern);
        else badKey(base, k, 'String or Regexp or Pattern-Type or Regexp-Type');
      }
      // TypeFactory.pattern keeps each pattern once.
      return new T.PatternType(res.filter((re, i) => res.findIndex((o) => o.source === re.source) === i));
    }
    case 'Regexp': {
      const ks = flatten(keys);
      if (ks.length !== 1) arity(base, 1, 1, ks.length);
      const k = ks[0]!;
      if (typeof k === 'string') return new T.RegexpType(PRegexp.of(k));
      if (k instanceof PRegexp) return new T.RegexpType(k);
      return badKey(base, k, 'String or Regexp');
    }
    case 'Collection': {
      const ks = flatten(keys);
      if (ks.length === 0 || ks.length > 2) arity('Collection-Type', 1, 2, ks.length);
      return new T.CollectionType(sizeFrom(ks));
    }
    case 'Array': {
      const ks = flatten(keys);
      const notType = (k: Value): never => {
        throw new PuppetError('OVC3007', `Array-Type[] arguments must be types. Got ${rubyClassName(k)}`);
      };
      if (ks.length === 0 || ks.length > 3) throw new PuppetError('OVC3007', `Array-Type[] accepts 1 to 3 arguments. Got ${ks.length}`);
      const first = ks[0]!;
      if (ks.length === 1) return first instanceof PType ? new T.ArrayType(first) : notType(first);
      if (first instanceof PType) return new T.ArrayType(first, collectionSize(ks.slice(1)));
      if (ks.length === 3) notType(first);
      return new T.ArrayType(undefined, collectionSize(ks));
    }
    case 'Hash': {
      const ks = flatten(keys);
      if (ks.length === 2 && isInt(ks[0]!) && isInt(ks[1]!)) return new T.HashType(undefined, undefined, new T.IntegerType(ks[0], ks[1]));
      ks.slice(0, 2).forEach((k) => {
        if (!(k instanceof PType)) throw new PuppetError('OVC3007', `Hash-Type[] arguments must be types. Got ${rubyClassName(k)}`);
      });
      if (ks.length < 2 || ks.length > 4) throw new PuppetError('OVC3007', `Hash-Type[] accepts 2 to 4 arguments. Got ${ks.length}`);
      const [k, v] = ks as [PType, PType];
      if (ks.length === 3) {
        // Puppet makes Integer[x] of a lone size without checking it.
        const x = ks[2]!;
        if (x instanceof T.IntegerType) return new T.HashType(k, v, x);
        if (!isInt(x)) throw evaluationError(`comparison of ${rubyClassName(x)} with Infinity failed`);
        return new T.HashType(k, v, new T.IntegerType(x, Infinity));
      }
      return new T.HashType(k, v, ks.length === 2 ? undefined : collectionSize(ks.slice(2)));
    }
    case 'Tuple': {
      let ks = flatten(keys);
      let size: T.IntegerType | undefined;
      if (isRangeParam(ks[ks.length - 2]) && isRangeParam(ks[ks.length - 1])) {
        size = sizeFrom(ks.slice(-2));
        ks = ks.slice(0, -2);
      } else if (isRangeParam(ks[ks.length - 1])) {
        size = sizeFrom(ks.slice(-1));
        ks = ks.slice(0, -1);
      }
      if (ks.length === 0) arity(base, 1, Infinity, 0);
      return new T.TupleType(ks.map((k) => typeArg(base, k)), size);
    }
    case 'Struct': {
      if (n !== 1) arity(base, 1, 1, n);
      const h = keys[0];
      if (!(h instanceof PHash)) return badKey(base, h!, 'Hash');
      return new T.StructType(Array.from(h, ([k, v]) => structElement(k, v)));
    }
    case 'Optional':
    case 'NotUndef': {
      // Puppet flattens these types' keys as most others': `Optional[[Integer[1]]]` (apache's _gssapi.epp) is Optional[Integer[1]].
      const ks = flatten(keys);
      if (ks.length !== 1) {
        if (base.name === 'NotUndef' && ks.length === 0) return base;
        throw new PuppetError('OVC3007', `${base.name}-Type[] accepts ${base.name === 'NotUndef' ? '0 to 1 arguments' : '1 argument'}. Got ${ks.length}`);
      }
      const k = ks[0]!;
      const inner = typeof k === 'string' ? new T.StringType(undefined, k) : k instanceof PType ? k : undefined;
      if (inner === undefined) throw new PuppetError('OVC3007', base.name === 'Optional' ? `Optional-Type[] arguments must be types. Got ${rubyClassName(k)}` : `NotUndef-Type[] argument must be a Type or a String. Got ${rubyClassName(k)}`);
      return base.name === 'Optional' ? new T.OptionalType(inner) : new T.NotUndefType(inner);
    }
    case 'Variant': {
      const ks = flatten(keys);
      if (ks.length === 0) arity(base, 1, Infinity, 0);
      // PVariantType.maybe_create: nested variants are flattened, each type kept once, and a
      // variant of one type is that type.
      const types = ks.flatMap((k) => (k instanceof T.VariantType ? k.types : k instanceof PType ? [k] : badKey(base, k, 'Any-Type')));
      const unique = types.filter((t, i) => types.findIndex((o) => o.equals(t)) === i);
      return unique.length === 1 ? unique[0]! : new T.VariantType(unique);
    }
    case 'Type':
    case 'Sensitive':
    case 'Iterable':
    case 'Iterator': {
      const ks = flatten(keys);
      if (ks.length !== 1) throw new PuppetError('OVC3007', `${base.name}-Type[] accepts 1 argument. Got ${ks.length}`);
      const k = ks[0]!;
      if (!(k instanceof PType)) throw new PuppetError('OVC3007', `${base.name}-Type[] arguments must be types. Got ${rubyClassName(k)}`);
      if (base.name === 'Type') return new T.TypeType(k);
      // Puppet's PSensitiveType keeps its type generalized (Sensitive[Enum[a]] is Sensitive[String[1, 1]]).
      if (base.name === 'Sensitive') return new T.SensitiveType(generalize(k));
      return base.name === 'Iterable' ? new T.IterableType(k) : new T.IteratorType(k);
    }
    case 'Callable':
      return callable(base, keys);
    case 'Timestamp':
    case 'Timespan':
      return timeRange(base.name, keys);
    case 'SemVer':
      return new T.SemVerType(flatten(keys).map((k) => {
        if (k instanceof PSemVerRange) return k;
        if (typeof k === 'string') return parseSemVerRange(k);
        throw new PuppetError('OVC3007', `SemVer-Type[] arguments must be version ranges or strings. Got ${rubyClassName(k)}`);
      }));
  }
  throw new PuppetError('OVC3009', `Operator '[]' is not applicable to ${aAnType(base)}.`);
}

function callable(base: PType, keys: readonly Value[]): PType {
  let ks = [...keys];
  let returns: PType | undefined;
  if (ks.length > 0 && Array.isArray(ks[0])) {
    if (ks.length !== 2) arity(base, 2, 2, ks.length);
    returns = typeArg(base, ks[1]!);
    ks = [...(ks[0] as Value[])];
  }
  let size: T.IntegerType | undefined;
  let block: PType | undefined;
  const last = ks[ks.length - 1];
  if (last instanceof T.CallableType || (last instanceof T.OptionalType && last.type instanceof T.CallableType)) {
    block = last;
    ks = ks.slice(0, -1);
  }
  if (isRangeParam(ks[ks.length - 2]) && isRangeParam(ks[ks.length - 1])) {
    size = sizeFrom(ks.slice(-2));
    ks = ks.slice(0, -2);
  } else if (isRangeParam(ks[ks.length - 1])) {
    size = sizeFrom(ks.slice(-1));
    ks = ks.slice(0, -1);
  }
  const types = ks.map((k) => typeArg(base, k));
  // A count without types that lets arguments in takes them as Unit, as Puppet's factory does (Callable[1]).
  if (types.length === 0 && size !== undefined && size.to > 0) types.push(T.UNIT);
  return new T.CallableType(new T.TupleType(types, size), block, returns);
}

const CLASSREF = /^((::)?[A-Z]\w*)+$/;
const NAME = /^((::)?[a-z]\w*)(::[a-z]\w*)*$/;

/** `A String`, `An Integer`, `A TypeReference['A']-Type`: Puppet's label with a capital article. */
function labelUc(v: Value): string {
  const text = label(v);
  return `${/^[AEIOUaeiou]/.test(text) ? 'An' : 'A'} ${text}`;
}

/**
 * `Class['a', 'b']` (a reference, or an array of them when several keys or an array are given).
 * The evaluator handles `Class['a']['param']` (a parameter of a declared class) before this.
 */
function classReference(base: T.ClassType, keys: readonly Value[]): Value {
  if (base.className !== undefined) throw new PuppetError('OVC3007', 'Cannot specialize an already specialized Class type');
  if (keys.length === 0) arity('Class', 1, Infinity, 0);
  const many = keys.length > 1 || Array.isArray(keys[0]);
  const names = flatten(keys).filter((k) => k !== null);
  const refs = names.map((c) => {
    if (typeof c !== 'string') throw new PuppetError('OVC3007', `Illegal Class name in class reference. ${labelUc(c)} cannot be used where a String is expected`);
    let name = c.toLowerCase();
    if (name.startsWith('::')) name = name.slice(2);
    if (!NAME.test(name)) throw new PuppetError('OVC3007', `Illegal name. The given name '${c}' does not conform to the naming rule /^((::)?[a-z_]\\w*)(::[a-z]\\w*)*$/`);
    return new T.ClassType(name);
  });
  return many ? refs : (refs[0] ?? null);
}

/**
 * `File['/x']`, `Resource['file', '/x']`, `File['a', 'b']` (an array of references). The
 * evaluator handles `File['/x']['mode']` (a parameter of a declared resource) before this.
 */
function resourceReference(base: T.ResourceType, keys: readonly Value[]): Value {
  if (base.title !== undefined) throw new PuppetError('OVC3007', 'Cannot specialize an already specialized resource type');
  if (keys.length === 0) arity(base.toString(), 1, Infinity, 0);
  // The usual reference (`File['/x']`), made without the general path's copies.
  if (keys.length === 1 && base.typeName !== undefined && typeof keys[0] === 'string') return new T.ResourceType(base.typeName, keys[0]);
  let rest = [...keys];
  let typeName = base.typeName;
  if (typeName === undefined) {
    const first = rest.shift()!;
    if (typeof first === 'string') typeName = T.capitalizeSegments(first);
    else if (first instanceof T.ResourceType && first.typeName !== undefined) typeName = first.name;
    else throw new PuppetError('OVC3007', `First argument to Resource[] must be a resource type or a String. Got ${badKeyName(first)}.`);
    if (!CLASSREF.test(typeName)) throw new PuppetError('OVC3007', `Illegal type reference. The given name '${typeName}' does not conform to the naming rule`);
  }
  const many = rest.length > 1 || Array.isArray(rest[0]);
  const before = rest.length;
  rest = flatten(rest).filter((k) => k !== null);
  if (rest.length === 0 && before > 0) return many ? [] : null;
  if (rest.length === 0) return new T.ResourceType(typeName);
  const refs = rest.map((t) => {
    if (typeof t !== 'string') throw new PuppetError('OVC3007', `Error creating type specialization of ${aAnType(base)}, Cannot use ${badKeyName(t)} where a resource title String is expected`);
    return new T.ResourceType(typeName, t);
  });
  return many ? refs : refs[0]!;
}
