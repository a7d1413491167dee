// new(type, args...) [|$x|] — also `Type.new(...)` and `Type(...)`: a value of the type made from
// the arguments, by the type's own conversion (Integer, Float, Numeric, Boolean, String, Array,
// Hash, Sensitive, Regexp, Type from text, Deferred; Tuple and Struct through Array and Hash, Optional, NotUndef and type
// aliases through the type they hold), checked against the type. A single argument that already
// is an instance is returned as it is.
import {
  ANY,
  BOOLEAN,
  STRING,
  ArrayType,
  BooleanType,
  BinaryType,
  DeferredType,
  FloatType,
  HashType,
  IntegerType,
  NotUndefType,
  NumericType,
  ErrorType,
  InitType,
  OpaqueType,
  OptionalType,
  PRegexp,
  PSensitive,
  PType,
  RegexpType,
  SemVerRangeType,
  SemVerType,
  TimespanType,
  TimestampType,
  SensitiveType,
  StringType,
  StructType,
  TupleType,
  TypeAliasType,
  TypeType,
  describeMismatch,
  plainEach,
  type Value,
  typeText,
} from '../values/index.js';
import type { FunctionContext } from './context.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { newArray, newHash } from './new-collections.js';
import { newBoolean, newFloat, newInteger, newNumeric } from './new-numbers.js';
import { newBinary, newDeferred, newError, newSemVer, newSemVerRange, newTimespan, newTimestamp } from './new-rich.js';
import { newString } from './new-string.js';

type Constructor = (args: readonly Value[], ctx: FunctionContext) => Value;

/** Type.new(text): the type the text denotes. */
function newType(args: readonly Value[], ctx: FunctionContext): Value {
  if (args.length !== 1) throw new FunctionError(`'new_type' expects 1 argument, got ${args.length === 0 ? 'none' : args.length}`, 'OVC3110');
  const text = args[0]!;
  if (typeof text !== 'string' || text.length === 0) throw new FunctionError(describeMismatch("'new_type' parameter 'type_string'", NON_EMPTY_STRING, text), 'OVC3110');
  return ctx.parseType(text);
}

const NON_EMPTY_STRING = new StringType(new IntegerType(1, Infinity));

/** Ruby's Regexp.escape: every character with a meaning in a pattern, and whitespace, escaped (not `/`, which only delimits literals). */
function regexpEscape(s: string): string {
  return s.replace(/[.*?+^$|()[\]{}\\-]|#/g, '\\$&').replace(/[ \t\n\r\f\v]/g, (c) => ({ ' ': '\\ ', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\f': '\\f', '\v': '\\v' })[c]!);
}

function newRegexp(args: readonly Value[]): Value {
  // Puppet 7.23 names Regexp's conversion function 'new_float' in its messages.
  if (args.length < 1 || args.length > 2) throw new FunctionError(`'new_float' expects between 1 and 2 arguments, got ${args.length === 0 ? 'none' : args.length}`, 'OVC3110');
  const [pattern, escape = false] = args as [Value, Value?];
  if (typeof pattern !== 'string') throw new FunctionError(describeMismatch("'new_float' parameter 'pattern'", STRING, pattern), 'OVC3110');
  if (typeof escape !== 'boolean') throw new FunctionError(describeMismatch("'new_float' parameter 'escape'", BOOLEAN, escape), 'OVC3110');
  return PRegexp.of(escape ? regexpEscape(pattern) : pattern);
}

function newSensitive(args: readonly Value[]): Value {
  if (args.length !== 1) throw new FunctionError(`'new_Sensitive' expects 1 argument, got ${args.length === 0 ? 'none' : args.length}`, 'OVC3110');
  const v = args[0]!;
  return v instanceof PSensitive ? v : new PSensitive(v);
}

/**
 * Init[T, args...].new(value): T.new(value, args...); without args an Array is T.new's argument
 * list unless it fits T.new's one parameter (or a longer list takes it whole).
 */
function newInit(init: InitType, target: PType): Constructor {
  return (args, ctx) => {
    const m = init.matched();
    if (args.length !== 1) throw new FunctionError(`'new_Init' expects 1 argument, got ${args.length === 0 ? 'none' : args.length}`, 'OVC3110');
    const value = args[0]!;
    const make = constructorFor(target)!;
    if (init.initArgs.length > 0) return construct(target, make, [value, ...init.initArgs], ctx);
    const whole = !Array.isArray(value) || m.single.isInstance(value) || (m.other !== undefined && !m.other.isInstance(value) && m.optionalSingle && m.other.isInstance([value]));
    return construct(target, make, whole ? [value] : (value as readonly Value[]), ctx);
  };
}

/** `new` of a type as Puppet calls it: an instance given alone comes back as it is, else the conversion, checked. */
function construct(t: PType, make: Constructor, given: readonly Value[], ctx: FunctionContext): Value {
  if (given.length === 1 && t.isInstance(given[0]!)) return given[0]!;
  const result = make(make === newSensitive ? given : (plainEach(given) as Value[]), ctx);
  if (!t.isInstance(result)) throw new FunctionError(describeMismatch(`Converted value from ${typeText(t)}.new() has wrong type,`, t, result));
  return result;
}

/** The type whose `new` Puppet looks for: what an alias stands for, what an Optional or NotUndef holds. */
function constructedType(t: PType): PType {
  if (t instanceof TypeAliasType) return constructedType(t.resolved);
  if ((t instanceof OptionalType || t instanceof NotUndefType) && t.type) return constructedType(t.type);
  return t;
}

/** The conversion that makes values of `t`, or undefined when Puppet has none for it. */
function constructorFor(t: PType): Constructor | undefined {
  if (t instanceof InitType && t.type !== undefined) return newInit(t, t.type);
  if (t instanceof TypeAliasType) return constructorFor(t.resolved);
  if (t instanceof OptionalType || t instanceof NotUndefType) return t.type ? constructorFor(t.type) : (args) => args[0] ?? null;
  if (t instanceof IntegerType) return newInteger;
  if (t instanceof FloatType) return newFloat;
  if (t instanceof NumericType) return newNumeric;
  if (t instanceof BooleanType) return newBoolean;
  if (t instanceof StringType) return newString;
  if (t instanceof ArrayType || t instanceof TupleType) return newArray;
  if (t instanceof HashType || t instanceof StructType) return newHash;
  if (t instanceof SensitiveType) return newSensitive;
  if (t instanceof RegexpType) return newRegexp;
  if (t instanceof TypeType) return newType;
  if (t instanceof TimestampType) return newTimestamp;
  if (t instanceof TimespanType) return newTimespan;
  if (t instanceof SemVerType) return newSemVer;
  if (t instanceof SemVerRangeType) return newSemVerRange;
  if (t instanceof DeferredType) return newDeferred;
  if (t instanceof ErrorType) return newError;
  if (t instanceof BinaryType) return newBinary;
  return undefined;
}

export default defineFunction('new', {
  params: [new TypeType()],
  rest: ANY,
  block: 'optional',
  names: ['type', 'args'],
  // An instance comes back as it is, a binary String too (`String($pw_hash)`), and Sensitive wraps
  // its value as it is; every other conversion reads plain text.
  keepsEncoding: true,
  call(ctx, args, lambda) {
    const t = args[0] as PType;
    const given = args.slice(1);
    // An instance comes back as it is, without even calling the lambda (as Puppet does), but for
    // Init's, which are T.new's arguments.
    if (given.length === 1 && !(t instanceof InitType) && t.isInstance(given[0]!)) return given[0]!;
    const make = constructorFor(t);
    // URI: Puppet makes them, overcat's value model has none.
    if (!make && t instanceof OpaqueType && t.name === 'URI') throw new FunctionError(`${t.name}.new`, 'OVC3116', { what: `${t.name}.new` });
    // The bare Object type has no name, which Puppet's loader then rewrites: Ruby's NoMethodError.
    if (!make && t instanceof OpaqueType && t.name === 'Object') throw new FunctionError("undefined method `sub' for nil:NilClass");
    if (!make) throw new FunctionError(`Creation of new instance of type '${typeText(constructedType(t))}' is not supported`);
    const result = make === newSensitive || t instanceof InitType ? make(given, ctx) : make(plainEach(given) as Value[], ctx);
    if (!t.isInstance(result)) throw new FunctionError(describeMismatch(`Converted value from ${typeText(t)}.new() has wrong type,`, t, result));
    return lambda ? lambda.call([result]) : result;
  },
});
