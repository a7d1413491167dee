// `new` for Timestamp, Timespan, SemVer, SemVerRange, Binary, Deferred and Error (`Timestamp('2020-01-01')`,
// `Timespan(1, 2, 3, 4)`, `SemVer('1.2.3')`, `SemVerRange('>=1.0 <2.0')`, `Binary('aGk=')`,
// `Deferred('f', [1])`, `Error('boom', 'kind')`): Puppet's conversion functions (new_timestamp, new_timespan, new_Version,
// new_VersionRange, new_Binary, new_Deferred) with their signatures, so a call none accepts is
// refused in Puppet's words (value errors are the value model's, OVC3170–OVC3172). `Timestamp()`
// is the compilation's now (FunctionContext#now).
import {
  BOOLEAN,
  ARRAY,
  DEFAULT_TYPE,
  DEFERRED_NAME,
  EnumType,
  FLOAT,
  INTEGER,
  ArrayType,
  IntegerType,
  OptionalType,
  PatternType,
  PBinary,
  PRegexp,
  PDeferred,
  PErrorObject,
  HashType,
  DATA,
  PHash,
  PSemVer,
  PTimespan,
  PTimestamp,
  PuppetError,
  STRING,
  SemVerType,
  StringType,
  StructElement,
  StructType,
  TypeAliasType,
  VariantType,
  NS_PER_DAY,
  NS_PER_HOUR,
  NS_PER_MIN,
  NS_PER_MSEC,
  NS_PER_SEC,
  NS_PER_USEC,
  parseSemVer,
  parseSemVerRange,
  parseTimespan,
  parseTimestamp,
  decodeRelaxed,
  decodeStrict,
  decodeUrlSafe,
  secondsToNanos,
  semVerRangeBetween,
  type PType,
  type Value,
} from '../values/index.js';
import type { FunctionContext } from './context.js';
import { FunctionDispatcher } from './dispatcher.js';
import { defineFunction } from './function.js';

const NON_EMPTY = new StringType(new IntegerType(1, Infinity));
const FORMAT = new StringType(new IntegerType(2, Infinity));
// The local type alias of new_timestamp and new_timespan, which their refusals name as Puppet's do.
const FORMATS = new TypeAliasType('Formats', () => new VariantType([FORMAT, new ArrayType(FORMAT, new IntegerType(1, Infinity))]));
const SECONDS = new VariantType([INTEGER, FLOAT]);
const struct = (entries: [string, PType, boolean][]): StructType =>
  new StructType(entries.map(([k, t, optional]) => new StructElement(optional ? new OptionalType(new StringType(undefined, k)) : new StringType(undefined, k), t)));

const str = (v: Value | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
const formats = (v: Value | undefined): string | readonly string[] | undefined => (v === undefined || v === null ? undefined : (v as string | readonly string[]));
const field = (h: PHash, k: string): Value | undefined => h.get(k) ?? undefined;

const timestamp = defineFunction(
  'new_timestamp',
  { params: [], call: (ctx) => ctx.now() },
  { params: [SECONDS], names: ['seconds'], call: (_ctx, [s]) => new PTimestamp(secondsToNanos(s as number)) },
  {
    params: [NON_EMPTY, FORMATS, NON_EMPTY],
    required: 1,
    names: ['string', 'format', 'timezone'],
    call: (_ctx, [s, f, tz]) => parseTimestamp(s as string, formats(f), str(tz)),
  },
  {
    params: [struct([['string', NON_EMPTY, false], ['format', FORMATS, true], ['timezone', NON_EMPTY, true]])],
    names: ['hash_arg'],
    call: (_ctx, [h]) => parseTimestamp(field(h as PHash, 'string') as string, formats(field(h as PHash, 'format')), str(field(h as PHash, 'timezone'))),
  },
);

const UNITS: [string, bigint][] = [
  ['days', NS_PER_DAY],
  ['hours', NS_PER_HOUR],
  ['minutes', NS_PER_MIN],
  ['seconds', NS_PER_SEC],
  ['milliseconds', NS_PER_MSEC],
  ['microseconds', NS_PER_USEC],
  ['nanoseconds', 1n],
];

/** Timespan.from_fields: the sum of the units, negated when asked. */
function fromFields(values: readonly (Value | undefined)[], negative = false): PTimespan {
  let ns = 0n;
  values.forEach((v, i) => {
    if (typeof v === 'number' || typeof v === 'bigint') ns += BigInt(v) * UNITS[i]![1];
  });
  return new PTimespan(negative ? -ns : ns);
}

const timespan = defineFunction(
  'new_timespan',
  { params: [SECONDS], names: ['seconds'], call: (_ctx, [s]) => new PTimespan(secondsToNanos(s as number)) },
  { params: [NON_EMPTY, FORMATS], required: 1, names: ['string', 'format'], call: (_ctx, [s, f]) => parseTimespan(s as string, formats(f)) },
  {
    params: UNITS.map(() => INTEGER),
    required: 4,
    names: UNITS.map(([n]) => n),
    call: (_ctx, args) => fromFields(args),
  },
  {
    params: [struct([['string', NON_EMPTY, false], ['format', FORMATS, true]])],
    names: ['hash_arg'],
    call: (_ctx, [h]) => parseTimespan(field(h as PHash, 'string') as string, formats(field(h as PHash, 'format'))),
  },
  {
    params: [struct([['negative', BOOLEAN, true], ...UNITS.map(([n]): [string, PType, boolean] => [n, INTEGER, true])])],
    names: ['hash_arg'],
    call: (_ctx, [h]) => fromFields(UNITS.map(([n]) => field(h as PHash, n)), field(h as PHash, 'negative') === true),
  },
);

// new_Version's local type aliases, which its refusals name as Puppet's do.
const NATURAL = new TypeAliasType('PositiveInteger', () => new IntegerType(0, Infinity));
const QUALIFIER = new TypeAliasType('SemVerQualifier', () => new PatternType([PRegexp.of('\\A(?<part>[0-9A-Za-z-]+)(?:\\.\\g<part>)*\\Z')]));
const VERSION_PATTERN = new TypeAliasType(
  'SemVerPattern',
  () => new PatternType([PRegexp.of('\\A(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?(?:\\+([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?\\Z')]),
);
const VERSION_HASH = new TypeAliasType('SemVerHash', () =>
  struct([['major', NATURAL, false], ['minor', NATURAL, false], ['patch', NATURAL, false], ['prerelease', QUALIFIER, true], ['build', QUALIFIER, true]]),
);

/** SemanticPuppet::Version.parse of a text SemVerPattern matched: only a leading zero in a numeric prerelease fails. */
function versionOf(text: string): PSemVer {
  return parseSemVer(text, true)!;
}

const versionFromParts = (major: Value, minor: Value, patch: Value, pre: Value | undefined, build: Value | undefined): PSemVer =>
  versionOf(`${major}.${minor}.${patch}${typeof pre === 'string' ? `-${pre}` : ''}${typeof build === 'string' ? `+${build}` : ''}`);

const version = defineFunction(
  'new_Version',
  { params: [VERSION_PATTERN], names: ['str'], call: (_ctx, [s]) => versionOf(s as string) },
  {
    params: [NATURAL, NATURAL, NATURAL, QUALIFIER, QUALIFIER],
    required: 3,
    names: ['major', 'minor', 'patch', 'prerelease', 'build'],
    call: (_ctx, [a, b, c, p, q]) => versionFromParts(a!, b!, c!, p, q),
  },
  {
    params: [VERSION_HASH],
    names: ['hash_args'],
    call: (_ctx, [h]) => {
      const g = (k: string): Value | undefined => field(h as PHash, k);
      return versionFromParts(g('major')!, g('minor')!, g('patch')!, g('prerelease'), g('build'));
    },
  },
  {
    params: [STRING],
    names: ['str'],
    argumentMismatch: true,
    call: (_ctx, [s]) => {
      throw new PuppetError('OVC3171', `'new_Version' The string '${s as string}' cannot be converted to a SemVer`);
    },
  },
);

const BOUND = new VariantType([DEFAULT_TYPE, new SemVerType()]);
const bound = (v: Value | undefined): PSemVer | undefined => (v instanceof PSemVer ? v : undefined);

// new_VersionRange's local type aliases, which its refusals name as Puppet's do.
const RANGE_STRING = new TypeAliasType('SemVerRangeString', () => NON_EMPTY);
const RANGE_HASH = new TypeAliasType('SemVerRangeHash', () => struct([['min', BOUND, false], ['max', BOUND, true], ['exclude_max', BOOLEAN, true]]));

const versionRange = defineFunction(
  'new_VersionRange',
  { params: [RANGE_STRING], names: ['str'], call: (_ctx, [s]) => parseSemVerRange(s as string) },
  { params: [BOUND, BOUND, BOOLEAN], required: 2, names: ['min', 'max', 'exclude_max'], call: (_ctx, [a, b, x]) => semVerRangeBetween(bound(a), bound(b), x === true) },
  {
    params: [RANGE_HASH],
    names: ['hash_args'],
    call: (_ctx, [h]) => semVerRangeBetween(bound(field(h as PHash, 'min')), bound(field(h as PHash, 'max')), field(h as PHash, 'exclude_max') === true),
  },
);

// new_Binary's local type aliases, which its refusals name as Puppet's do.
const BYTE = new TypeAliasType('ByteInteger', () => new IntegerType(0, 255));
const BASE64_FORMAT = new TypeAliasType('Base64Format', () => new EnumType(['%b', '%u', '%B', '%s', '%r']));
const BINARY_ARGS = new TypeAliasType(
  'BinaryArgsHash',
  () =>
    new VariantType([
      new TypeAliasType('StringHash', () => struct([['value', STRING, false], ['format', new OptionalType(BASE64_FORMAT), true]])),
      new TypeAliasType('ArrayHash', () => struct([['value', new ArrayType(BYTE), false]])),
    ]),
);

/** A Binary from text read by a Base64Format: base64 three ways, or the text's own bytes. */
function binaryOf(text: string, format: Value | undefined): PBinary {
  switch (format ?? '%B') {
    case '%b':
      return decodeRelaxed(text);
    case '%s':
    case '%r':
      return PBinary.ofText(text);
  }
  const b = format === '%u' ? decodeUrlSafe(text) : decodeStrict(text);
  if (b === undefined) throw new PuppetError('OVC3172', 'invalid base64');
  return b;
}

const bytesOf = (bytes: Value): PBinary => new PBinary(Uint8Array.from(bytes as readonly number[]));

const binary = defineFunction(
  'new_Binary',
  { params: [STRING, BASE64_FORMAT], required: 1, names: ['str', 'format'], call: (_ctx, [s, f]) => binaryOf(s as string, f) },
  { params: [new ArrayType(BYTE)], names: ['byte_array'], call: (_ctx, [a]) => bytesOf(a!) },
  {
    params: [BINARY_ARGS],
    names: ['hash_args'],
    call: (_ctx, [h]) => {
      const value = field(h as PHash, 'value')!;
      return Array.isArray(value) ? bytesOf(value) : binaryOf(value as string, field(h as PHash, 'format') ?? undefined);
    },
  },
);

const ARGUMENTS = new OptionalType(ARRAY);
const deferredOf = (name: Value | undefined, args: Value | undefined): PDeferred => new PDeferred(name as string, (args ?? undefined) as readonly Value[] | undefined);

// Deferred is an Object type: its `new` takes its init hash or the attributes in order (Puppet's order of the two).
const deferred = defineFunction(
  'new_Deferred',
  { params: [struct([['name', DEFERRED_NAME, false], ['arguments', ARGUMENTS, true]])], names: ['hash'], call: (_ctx, [h]) => deferredOf(field(h as PHash, 'name'), field(h as PHash, 'arguments')) },
  { params: [DEFERRED_NAME, ARGUMENTS], required: 1, names: ['name', 'arguments'], call: (_ctx, [n, a]) => deferredOf(n, a) },
);

const OPTIONAL_NAME = new OptionalType(NON_EMPTY);
const DETAILS = new OptionalType(new HashType(NON_EMPTY, DATA));
const errorOf = (msg: Value | undefined, kind: Value | undefined, details: Value | undefined, code: Value | undefined): PErrorObject =>
  new PErrorObject(msg as string, (kind ?? undefined) as string | undefined, (details ?? undefined) as PHash | undefined, (code ?? undefined) as string | undefined);

// Error is an Object type too: its init hash, or its attributes in order.
const error = defineFunction(
  'new_Error',
  {
    params: [struct([['msg', NON_EMPTY, false], ['kind', OPTIONAL_NAME, true], ['details', DETAILS, true], ['issue_code', OPTIONAL_NAME, true]])],
    names: ['hash'],
    call: (_ctx, [h]) => errorOf(field(h as PHash, 'msg'), field(h as PHash, 'kind'), field(h as PHash, 'details'), field(h as PHash, 'issue_code')),
  },
  { params: [NON_EMPTY, OPTIONAL_NAME, DETAILS, OPTIONAL_NAME], required: 1, names: ['msg', 'kind', 'details', 'issue_code'], call: (_ctx, [m, k, d, c]) => errorOf(m, k, d, c) },
);

const conversions = new FunctionDispatcher([timestamp, timespan, version, versionRange, binary, deferred, error]);

const make =
  (name: string) =>
  (args: readonly Value[], ctx: FunctionContext): Value =>
    conversions.call(name, ctx, [...args])!.value;

export const newTimestamp = make('new_timestamp');
export const newTimespan = make('new_timespan');
export const newSemVer = make('new_Version');
export const newSemVerRange = make('new_VersionRange');
export const newDeferred = make('new_Deferred');
export const newBinary = make('new_Binary');
export const newError = make('new_Error');
