// `new` for the number and Boolean types (Integer.new, Float.new, Numeric.new, Boolean.new):
// which values convert and how, Ruby's Integer()/Float() readings of strings behind Puppet's
// patterns, Timestamps and Timespans as seconds, and Puppet's messages when a value does not convert.
import {
  BOOLEAN,
  DEFAULT_TYPE,
  FloatType,
  IntegerType,
  MAX_INTEGER,
  MIN_INTEGER,
  NUMERIC,
  NumericType,
  OptionalType,
  PDefault,
  PFloat,
  PHash,
  PRegexp,
  PatternType,
  StringType,
  StructElement,
  StructType,
  TimespanType,
  TimestampType,
  TypeAliasType,
  VariantType,
  describeMismatch,
  inferGeneralized,
  floatSeconds,
  int,
  isInteger,
  isTime,
  stringToNumber,
  wholeSeconds,
  type Value,
} from '../values/index.js';
import { FunctionError, refusal, type SignatureShape } from './dispatcher.js';

type Num = number | bigint | PFloat;

/** Puppet's patterns for strings the number types convert (SIGN_PREFIX then the number forms). */
const INTEGER_LENIENT = /^([+-]?)\s*(\d+|0[xX][0-9A-Fa-f]+|0[bB][01]+)$/;
const FLOAT_FORMS = /^([+-]?)\s*((?:0|[1-9]\d*)(?:\.\d+)?(?:[eE]-?\d+)?|0[xX][0-9A-Fa-f]+|0[0-7]+|0[bB][01]+)$/;

/** The argument-mismatch message of a conversion function (`'new' The string 'x' cannot be converted to Integer`). */
function notConvertible(fn: string, from: Value, target: string): FunctionError {
  const what = typeof from === 'string' ? `The string '${from}'` : `Value of type ${inferGeneralized(from).toString()}`;
  return new FunctionError(`'${fn}' ${what} cannot be converted to ${target}`, 'OVC3110');
}

function countError(fn: string, min: number, max: number, got: number): FunctionError {
  return new FunctionError(`'${fn}' expects between ${min} and ${max} arguments, got ${got === 0 ? 'none' : got}`, 'OVC3110');
}

/** An Integer in Puppet's 64-bit range (Ruby converts to a Bignum overcat cannot hold). */
function checked(n: bigint, from: Value): number | bigint {
  if (n > MAX_INTEGER || n < MIN_INTEGER) throw new FunctionError(`The value '${typeof from === 'string' ? from : String(n)}' is outside of Puppet's 64-bit Integer range`);
  return int(n);
}

/** Integer.new's signatures as Puppet declares them, which a refusal of the call lists. */
const RADIX = new TypeAliasType('Radix', () => new VariantType([DEFAULT_TYPE, ...[2, 8, 10, 16].map((r) => new IntegerType(r, r))]));
const CONVERTIBLE = new TypeAliasType(
  'Convertible',
  () => new VariantType([NUMERIC, BOOLEAN, new PatternType([PRegexp.of('\\A[+-]?\\s*(?:(?:\\d+)|(?:0[xX][0-9A-Fa-f]+)|(?:0[bB][01]+))\\z')]), new TimespanType(), new TimestampType()]),
);
const key = (name: string, optional: boolean) => (optional ? new OptionalType(new StringType(undefined, name)) : new StringType(undefined, name));
const NAMED_ARGS = new TypeAliasType('NamedArgs', () => new StructType([new StructElement(key('from', false), CONVERTIBLE), new StructElement(key('radix', true), RADIX), new StructElement(key('abs', true), BOOLEAN)]));
const INTEGER_SIGNATURES: readonly SignatureShape[] = [
  { params: [CONVERTIBLE, RADIX, BOOLEAN], required: 1, names: ['from', 'radix', 'abs'] },
  { params: [NAMED_ARGS], names: ['hash_args'] },
];

/** Float.new's and Numeric.new's signatures as Puppet declares them (the Convertible differs in its numbers). */
function floatSignatures(numbers: readonly (NumericType | FloatType | IntegerType)[]): { named: TypeAliasType; convertible: TypeAliasType; signatures: readonly SignatureShape[] } {
  const convertible = new TypeAliasType(
    'Convertible',
    () => new VariantType([...numbers, BOOLEAN, new PatternType([PRegexp.of('\\A[+-]?\\s*(?:(?:(?:0|[1-9]\\d*)(?:\\.\\d+)?(?:[eE]-?\\d+)?)|(?:0[xX][0-9A-Fa-f]+)|(?:0[0-7]+)|(?:0[bB][01]+))\\z')]), new TimespanType(), new TimestampType()]),
  );
  const named = new TypeAliasType('NamedArgs', () => new StructType([new StructElement(key('from', false), convertible), new StructElement(key('abs', true), BOOLEAN)]));
  return { named, convertible, signatures: [{ params: [convertible, BOOLEAN], required: 1, names: ['from', 'abs'] }, { params: [named], names: ['hash_args'] }] };
}
const FLOAT_NEW = floatSignatures([NUMERIC]);
const NUMERIC_NEW = floatSignatures([new IntegerType(), new FloatType()]);

/**
 * The from and abs Float.new or Numeric.new converts, as Puppet dispatches them: a hash its
 * NamedArgs takes, or positional ones; what matches neither is the argument-mismatch handler's
 * (any from, a Boolean abs: the "cannot be converted" message, the hash whole), else refused.
 */
function floatArgs(fn: string, target: string, shape: typeof FLOAT_NEW, args: readonly Value[]): [Value, Value] {
  if (args.length < 1 || args.length > 2) throw countError(fn, 1, 2, args.length);
  const [from, abs = false] = args as [Value, Value?];
  if (from instanceof PHash && args.length === 1 && shape.named.isInstance(from)) return [from.get('from') ?? null, from.get('abs') ?? false];
  if (args.length === 2 && typeof abs !== 'boolean') throw refusal(fn, shape.signatures, args);
  if (!shape.convertible.isInstance(from)) throw notConvertible(fn, from, target);
  return [from, abs];
}

const DIGITS: Record<number, RegExp> = { 2: /^[01]+$/, 8: /^[0-7]+$/, 10: /^\d+$/, 16: /^[0-9A-Fa-f]+$/ };

/** Ruby's `Integer(s)` / `Integer(s, radix)` on a string Puppet's pattern let through (sign and digits split off). */
function rubyInteger(sign: string, body: string, radix: number | undefined, original: string): number | bigint {
  let base = radix ?? 10;
  let digits = body;
  const prefix = body.slice(0, 2).toLowerCase();
  if (prefix === '0x' && (radix === undefined || radix === 16)) [base, digits] = [16, body.slice(2)];
  else if (prefix === '0b' && (radix === undefined || radix === 2)) [base, digits] = [2, body.slice(2)];
  else if (radix === undefined && body.length > 1 && body.startsWith('0')) [base, digits] = [8, body.slice(1)];
  if (!DIGITS[base]!.test(digits)) throw new FunctionError(`invalid value for Integer(): ${JSON.stringify(original)}`);
  const prefixes: Record<number, string> = { 2: '0b', 8: '0o', 10: '', 16: '0x' };
  const n = BigInt(`${prefixes[base]}${digits}`);
  return checked(sign === '-' ? -n : n, original);
}

function truncate(f: number, from: Value): number | bigint {
  if (!Number.isFinite(f)) throw new FunctionError(`The value '${String(f)}' cannot be converted to Integer`);
  return checked(BigInt(Math.trunc(f)), from);
}

const absolute = (n: Num): Num => (n instanceof PFloat ? new PFloat(Math.abs(n.value)) : typeof n === 'bigint' ? checked(n < 0n ? -n : n, n.toString()) : Math.abs(n));

/** Integer.new(from, [radix], [abs]) or Integer.new({from, radix, abs}). */
export function newInteger(args: readonly Value[]): Value {
  if (args.length < 1 || args.length > 3) throw countError('new', 1, 3, args.length);
  let [from, radix = null, abs = false] = args as [Value, Value?, Value?];
  const named = from instanceof PHash && args.length === 1 ? from : undefined;
  if (named) {
    radix = named.get('radix') ?? null;
    abs = named.get('abs') ?? false;
    from = named.get('from') ?? null;
  }
  // A positional radix of another type matches no signature (Puppet lists them); any other wrong
  // radix, the hash's included, is Puppet's assert_radix refusal.
  // Positional arguments from_args refuses go to the mismatch handler only when it takes them
  // (an Integer radix, a Boolean abs); else no signature matches and Puppet lists them.
  if (!named && args.length > 1) {
    const absOk = args.length < 3 || typeof abs === 'boolean';
    const fromArgs = CONVERTIBLE.isInstance(from) && RADIX.isInstance(radix) && absOk;
    if (!fromArgs && !(isInteger(radix) && absOk)) throw refusal('new', INTEGER_SIGNATURES, args);
  }
  // A hash NamedArgs refuses (on_error_hash): its from is judged first, then its radix, then the hash.
  if (named && !NAMED_ARGS.isInstance(named) && named.get('from') !== undefined && !CONVERTIBLE.isInstance(from)) throw notConvertible('new', from, 'Integer');
  if (radix !== null && !(radix instanceof PDefault) && !(isInteger(radix) && [2, 8, 10, 16].includes(Number(radix)))) {
    throw new FunctionError(`Illegal radix: ${String(radix)}, expected 2, 8, 10, 16, or default`, 'OVC3110');
  }
  if (named && !NAMED_ARGS.isInstance(named)) throw new FunctionError(describeMismatch('Integer.new has wrong type,', NAMED_ARGS, named), 'OVC3110');
  const base = isInteger(radix) ? Number(radix) : undefined;
  let result: number | bigint;
  if (isInteger(from)) result = from;
  else if (from instanceof PFloat) result = truncate(from.value, from);
  else if (isTime(from)) result = checked(wholeSeconds(from), from);
  else if (typeof from === 'boolean') result = from ? 1 : 0;
  else if (typeof from === 'string') {
    const m = INTEGER_LENIENT.exec(from);
    if (!m) throw notConvertible('new', from, 'Integer');
    result = rubyInteger(m[1]!, m[2]!, base, from);
  } else throw notConvertible('new', from, 'Integer');
  return abs === true ? absolute(result) : result;
}

/** Float.new(from, [abs]) or Float.new({from, abs}). */
export function newFloat(args: readonly Value[]): Value {
  const [from, abs] = floatArgs('new_float', 'Float', FLOAT_NEW, args);
  let result: number;
  if (from instanceof PFloat) result = from.value;
  else if (isInteger(from)) result = Number(from);
  else if (isTime(from)) result = floatSeconds(from);
  else if (typeof from === 'boolean') result = from ? 1 : 0;
  else if (typeof from === 'string') {
    const m = FLOAT_FORMS.exec(from);
    if (!m) throw notConvertible('new_float', from, 'Float');
    const body = m[2]!;
    const p = body.slice(0, 2).toLowerCase();
    // Ruby's Float() reads hex; Puppet reads binary through Integer(); a leading 0 is decimal.
    const magnitude = p === '0b' ? Number.parseInt(body.slice(2), 2) : p === '0x' ? Number(BigInt(body)) : Number(body);
    result = m[1] === '-' ? -magnitude : magnitude;
  } else throw notConvertible('new_float', from, 'Float');
  return new PFloat(abs === true ? Math.abs(result) : result);
}

/** Numeric.new(from, [abs]) or Numeric.new({from, abs}): an Integer or a Float as the string reads. */
export function newNumeric(args: readonly Value[]): Value {
  const [from, abs] = floatArgs('new_numeric', 'Numeric', NUMERIC_NEW, args);
  let result: Num | null;
  if (isInteger(from) || from instanceof PFloat) result = from;
  else if (isTime(from)) result = new PFloat(floatSeconds(from));
  else if (typeof from === 'boolean') result = from ? 1 : 0;
  else if (typeof from === 'string') {
    const m = FLOAT_FORMS.exec(from);
    if (!m) throw notConvertible('new_numeric', from, 'Numeric');
    const p = from.slice(0, 2).toLowerCase();
    if (p === '0x' || p === '0b') result = rubyInteger('', from, undefined, from);
    else result = stringToNumber(from) ?? null;
  } else throw notConvertible('new_numeric', from, 'Numeric');
  if (result === null) return null;
  return abs === true ? absolute(result) : result;
}

const BOOLEAN_WORDS = new Map([
  ['true', true],
  ['yes', true],
  ['y', true],
  ['false', false],
  ['no', false],
  ['n', false],
]);

/** Boolean.new(from): numbers by zero-ness, the words true/yes/y and false/no/n in any case. */
export function newBoolean(args: readonly Value[]): Value {
  if (args.length !== 1) throw new FunctionError(`'new_boolean' expects 1 argument, got ${args.length === 0 ? 'none' : args.length}`, 'OVC3110');
  const from = args[0]!;
  if (typeof from === 'boolean') return from;
  if (isInteger(from)) return from !== 0 && from !== 0n;
  if (from instanceof PFloat) return from.value !== 0;
  if (typeof from === 'string') {
    const b = BOOLEAN_WORDS.get(from.toLowerCase());
    if (b !== undefined) return b;
  }
  throw notConvertible('new_boolean', from, 'Boolean');
}
