// The type of a value, as Puppet's `type()` function infers it: detailed (the default: Tuple and
// Struct of exact types), reduced (Array[common type]) and generalized (no ranges or values).
import { PBinaryString } from '../binary-string.js';
import { PDeferred } from '../deferred.js';
import { PErrorObject } from '../error-object.js';
import { PHash } from '../hash.js';
import { DEFAULT, PFloat, PSensitive, type Value } from '../model.js';
import { PIterator } from '../iterator.js';
import { PRegexp } from '../regexp.js';
import { PSemVer, PSemVerRange, semVerRangeOf } from '../semver.js';
import { PBinary } from '../binary.js';
import { PTimespan, PTimestamp } from '../time.js';
import * as T from './model.js';
import { PType } from './model.js';

/** `type($v)` / `type($v, 'detailed')`. */
export function inferDetailed(v: Value): PType {
  if (Array.isArray(v)) return v.length === 0 ? T.EMPTY_ARRAY_TYPE : new T.TupleType(v.map(inferDetailed));
  if (v instanceof PHash) {
    if (v.size === 0) return T.EMPTY_HASH_TYPE;
    const keys = v.keys();
    if (keys.every((k) => (typeof k === 'string' && k.length > 0) || (k instanceof PBinaryString && k.text.length > 0))) {
      return new T.StructType(Array.from(v, ([k, x]) => new T.StructElement(new T.StringType(undefined, k as string), inferDetailed(x))));
    }
    const variant = (ts: PType[]): PType => {
      // Equality keeps String['a'] and String['b'] apart though both print as String.
      const unique = ts.filter((t, i) => ts.findIndex((u) => u.equals(t)) === i);
      return unique.length === 1 ? unique[0]! : new T.VariantType(unique);
    };
    return new T.HashType(variant(keys.map(inferDetailed)), variant(v.values().map(inferDetailed)), new T.IntegerType(v.size, v.size));
  }
  return infer(v);
}

/** `type($v, 'reduced')`: Puppet's TypeCalculator#infer. */
export function infer(v: Value): PType {
  if (v === null) return T.UNDEF;
  switch (typeof v) {
    case 'string':
      return new T.StringType(undefined, v);
    case 'number':
    case 'bigint':
      return new T.IntegerType(v, v);
    case 'boolean':
      return new T.BooleanType(v);
  }
  if (v instanceof PFloat) return new T.FloatType(v.value, v.value);
  if (v instanceof PBinaryString) return new T.StringType(undefined, v.text, true);
  if (v === DEFAULT) return T.DEFAULT_TYPE;
  if (Array.isArray(v)) return v.length === 0 ? T.EMPTY_ARRAY_TYPE : new T.ArrayType(reduce(v.map(infer)), new T.IntegerType(v.length, v.length));
  if (v instanceof PHash) {
    if (v.size === 0) return T.EMPTY_HASH_TYPE;
    return new T.HashType(reduce(v.keys().map(infer)), reduce(v.values().map(infer)), new T.IntegerType(v.size, v.size));
  }
  if (v instanceof PRegexp) return new T.RegexpType(v);
  if (v instanceof PType) return new T.TypeType(v);
  // PSensitiveType generalizes the type it is made with.
  if (v instanceof PSensitive) return new T.SensitiveType(generalize(infer(v.value)));
  if (v instanceof PTimestamp) return new T.TimestampType(v.nsecs, v.nsecs);
  if (v instanceof PTimespan) return new T.TimespanType(v.nsecs, v.nsecs);
  if (v instanceof PSemVer) return new T.SemVerType([semVerRangeOf(v)]);
  if (v instanceof PSemVerRange) return new T.SemVerRangeType();
  if (v instanceof PBinary) return T.BINARY;
  if (v instanceof PIterator) return new T.IteratorType(v.elementType);
  if (v instanceof PDeferred) return T.DEFERRED;
  // An Error is typed by its attributes for the type parameters (create_from_instance).
  if (v instanceof PErrorObject) return new T.ErrorType(new Map([['kind', v.kind ?? null], ['issue_code', v.issueCode ?? null]]));
  return T.ANY;
}

/** The type of what iterating `v` yields, as Puppet types an Iterator made from it. */
export function iterationElementType(v: Value): PType {
  if (v instanceof PIterator) return v.elementType;
  if (typeof v === 'number' || typeof v === 'bigint') return new T.IntegerType(0, typeof v === 'number' ? v - 1 : v - 1n);
  if (typeof v === 'string' || v instanceof PBinaryString) return new T.StringType(new T.IntegerType(1, 1));
  const variant = (ts: PType[]): PType => {
    const unique = ts.filter((t, i) => ts.findIndex((u) => u.equals(t)) === i);
    return unique.length === 0 ? T.UNIT : unique.length === 1 ? unique[0]! : new T.VariantType(unique);
  };
  if (Array.isArray(v)) return variant(v.map(infer));
  if (v instanceof PHash) return new T.TupleType([variant(v.keys().map(infer)), variant(v.values().map(infer))], new T.IntegerType(2, 2));
  if (v instanceof T.IntegerType) return v;
  if (v instanceof T.EnumType) return v;
  if (v instanceof T.TypeAliasType) return iterationElementType(v.resolved);
  return T.ANY;
}

/** `type($v, 'generalized')`. */
export function inferGeneralized(v: Value): PType {
  return generalize(infer(v));
}

function reduce(types: PType[]): PType {
  return types.reduce((a, b) => commonType(a, b));
}

/** The narrowest type both are assignable to (TypeCalculator#common_type). */
export function commonType(t1: PType, t2: PType): PType {
  // Puppet's "if either is nil, the common type is the other" (Undef counts as nil).
  if (t1 instanceof T.UndefType) return t2;
  if (t2 instanceof T.UndefType) return t1;
  if (t1 instanceof T.UnitType) return t2;
  if (t2 instanceof T.UnitType) return t1;
  if (t1.isAssignable(t2)) return t1;
  if (t2.isAssignable(t1)) return t2;
  if (t1 instanceof T.ArrayType && t2 instanceof T.ArrayType) return new T.ArrayType(commonType(t1.element, t2.element));
  if (t1 instanceof T.HashType && t2 instanceof T.HashType) return new T.HashType(commonType(t1.key, t2.key), commonType(t1.value, t2.value));
  if (t1 instanceof T.ClassType && t2 instanceof T.ClassType) return new T.ClassType();
  if (t1 instanceof T.ResourceType && t2 instanceof T.ResourceType) return t1.typeName === t2.typeName ? new T.ResourceType(t1.typeName) : new T.ResourceType();
  if (t1 instanceof T.IntegerType && t2 instanceof T.IntegerType) return new T.IntegerType(t1.from < t2.from ? t1.from : t2.from, t1.to > t2.to ? t1.to : t2.to);
  if (t1 instanceof T.FloatType && t2 instanceof T.FloatType) return new T.FloatType(t1.from < t2.from ? t1.from : t2.from, t1.to > t2.to ? t1.to : t2.to);
  if (t1 instanceof T.StringType && (t2 instanceof T.StringType || t2 instanceof T.EnumType)) {
    if (t2 instanceof T.EnumType) return t1.value === undefined ? new T.EnumType([]) : new T.EnumType([...t2.values, t1.value]);
    if (t1.size === undefined || t2.size === undefined) return t1.value === undefined || t2.value === undefined ? T.STRING : new T.EnumType([t1.value, t2.value]);
    return new T.StringType(commonType(t1.size, t2.size) as T.IntegerType);
  }
  if (t1 instanceof T.PatternType && t2 instanceof T.PatternType) return new T.PatternType([...t1.patterns, ...t2.patterns.filter((p) => !t1.patterns.some((q) => q.source === p.source))]);
  if (t1 instanceof T.EnumType && (t2 instanceof T.StringType || t2 instanceof T.EnumType)) {
    if (t2 instanceof T.EnumType) return new T.EnumType([...t1.values, ...t2.values]);
    return t2.value === undefined ? new T.EnumType([]) : new T.EnumType([...t1.values, t2.value]);
  }
  if (t1 instanceof T.VariantType && t2 instanceof T.VariantType) return new T.VariantType([...t1.types, ...t2.types.filter((t) => !t1.types.some((u) => u.equals(t)))]);
  if (t1 instanceof T.RegexpType && t2 instanceof T.RegexpType) return new T.RegexpType();
  if (T.NUMERIC.isAssignable(t1) && T.NUMERIC.isAssignable(t2)) return T.NUMERIC;
  if (T.SCALAR_DATA.isAssignable(t1) && T.SCALAR_DATA.isAssignable(t2)) return T.SCALAR_DATA;
  if (T.SCALAR.isAssignable(t1) && T.SCALAR.isAssignable(t2)) return T.SCALAR;
  if (T.DATA.isAssignable(t1) && T.DATA.isAssignable(t2)) return T.DATA;
  if (t1 instanceof T.TypeType && t2 instanceof T.TypeType) return new T.TypeType(commonType(t1.type ?? T.ANY, t2.type ?? T.ANY));
  if (T.RICH_DATA.isAssignable(t1) && T.RICH_DATA.isAssignable(t2)) return T.RICH_DATA;
  return T.ANY;
}

/** A type without ranges and values (PAnyType#generalize). */
export function generalize(t: PType): PType {
  if (t instanceof T.IntegerType) return T.INTEGER;
  if (t instanceof T.FloatType) return T.FLOAT;
  if (t instanceof T.StringType) return T.STRING;
  if (t instanceof T.BooleanType) return T.BOOLEAN;
  // An Enum becomes the String of its values' lengths (in characters); a Pattern and a Regexp keep
  // their patterns, as Puppet's PPatternType and PRegexpType do not generalize.
  if (t instanceof T.EnumType) {
    if (t.values.length === 0) return T.STRING;
    const sizes = t.values.map((v) => [...v].length);
    return new T.StringType(new T.IntegerType(Math.min(...sizes), Math.max(...sizes)));
  }
  if (t instanceof T.ArrayType) return t.element instanceof T.AnyType ? T.ARRAY : new T.ArrayType(generalize(t.element));
  // Only Hash[0, 0] keeps its size (Array[0, 0] becomes Array[Unit]).
  if (t instanceof T.HashType) return t.emptyOnly ? t : new T.HashType(generalize(t.key), generalize(t.value));
  if (t instanceof T.CollectionType) return T.COLLECTION;
  if (t instanceof T.TupleType) return t.types.length === 0 && t.size === undefined ? t : new T.TupleType(t.types.map(generalize), t.size);
  if (t instanceof T.StructType) return new T.StructType(t.elements.map((e) => new T.StructElement(e.keyType, generalize(e.value))));
  if (t instanceof T.CallableType) {
    const params = t.params === undefined ? undefined : (generalize(t.params) as T.TupleType);
    return new T.CallableType(params, t.block === undefined ? undefined : generalize(t.block), t.returns === undefined ? undefined : generalize(t.returns));
  }
  if (t instanceof T.OptionalType) return t.type === undefined ? t : new T.OptionalType(generalize(t.type));
  if (t instanceof T.NotUndefType) return t.type === undefined ? t : new T.NotUndefType(generalize(t.type));
  if (t instanceof T.TypeType) return t.type === undefined ? t : new T.TypeType(generalize(t.type));
  if (t instanceof T.SensitiveType) return t.type === undefined ? t : new T.SensitiveType(generalize(t.type));
  if (t instanceof T.IterableType) return t.type === undefined ? t : new T.IterableType(generalize(t.type));
  if (t instanceof T.IteratorType) return t.type === undefined ? t : new T.IteratorType(generalize(t.type));
  if (t instanceof T.VariantType) {
    const ts = t.types.map(generalize).flatMap((x) => (x instanceof T.VariantType ? x.types : [x]));
    const unique = ts.filter((x, i) => ts.findIndex((u) => u.equals(x)) === i);
    return unique.length === 1 ? unique[0]! : new T.VariantType(unique);
  }
  if (t instanceof T.TimestampType) return new T.TimestampType();
  if (t instanceof T.TimespanType) return new T.TimespanType();
  return t;
}

T.provideInfer(infer);
