// Puppet's normal form of a type (PAnyType#normalize): Optional and NotUndef simplified, variants
// merged, and so inside the types a type holds.
import * as T from './model.js';
import type { PType } from './model.js';

/**
 * PAnyType#normalize, which mismatch messages apply to both types and a type alias to what it
 * stands for: variants merged (see
 * normalizeVariant), Optional and NotUndef simplified, and so the types any type holds; `Array[Any]`
 * of any size is Array, a Collection is Collection. The same object when nothing changes (a variant
 * keeps its order then).
 */
export function normalize(t: PType): PType {
  if (t instanceof T.VariantType) return normalizeVariant(t);
  if (t instanceof T.OptionalType) {
    if (t.type === undefined) return t;
    const inner = normalize(t.type);
    if (inner instanceof T.NotUndefType) return normalize(new T.OptionalType(inner.type));
    if (inner.isAssignable(T.UNDEF)) return inner;
    return inner === t.type ? t : new T.OptionalType(inner);
  }
  if (t instanceof T.NotUndefType) {
    if (t.type === undefined) return t;
    const inner = normalize(t.type);
    if (inner instanceof T.OptionalType) return normalize(new T.NotUndefType(inner.type));
    if (!inner.isAssignable(T.UNDEF)) return inner;
    return inner === t.type ? t : new T.NotUndefType(inner);
  }
  if (t instanceof T.TypeType || t instanceof T.SensitiveType || t instanceof T.IterableType || t instanceof T.IteratorType) {
    if (t.type === undefined) return t;
    const inner = normalize(t.type);
    return inner === t.type ? t : new (t.constructor as new (inner: PType) => PType)(inner);
  }
  if (t instanceof T.ArrayType) {
    if (t.element instanceof T.AnyType) return T.ARRAY;
    const element = normalize(t.element);
    return element === t.element ? t : new T.ArrayType(element, t.size);
  }
  if (t instanceof T.HashType) {
    if (t.emptyOnly || (t.size === undefined && t.key instanceof T.AnyType && t.value instanceof T.AnyType)) return t;
    const [key, value] = [normalize(t.key), normalize(t.value)];
    return t.size === undefined && key === t.key && value === t.value ? t : new T.HashType(key, value, t.size);
  }
  if (t instanceof T.CollectionType) return T.COLLECTION;
  if (t instanceof T.TupleType) {
    const types = t.types.map(normalize);
    return types.every((x, i) => x === t.types[i]) ? t : new T.TupleType(types, t.size);
  }
  if (t instanceof T.StructType) {
    const values = t.elements.map((e) => normalize(e.value));
    return values.every((x, i) => x === t.elements[i]!.value) ? t : new T.StructType(t.elements.map((e, i) => new T.StructElement(e.keyType, values[i]!)));
  }
  return t;
}

/** Nested variants inlined, duplicates dropped; one type stands alone (PVariantType.maybe_create). */
export function variantOf(ts: readonly PType[]): PType {
  const flat: PType[] = [];
  for (const x of ts.flatMap((t) => (t instanceof T.VariantType ? t.types : [t]))) if (!flat.some((f) => f.equals(x))) flat.push(x);
  return flat.length === 1 ? flat[0]! : new T.VariantType(flat);
}

/**
 * Puppet's Variant normalisation: Undef makes it Optional; NotUndefs, Enums, Patterns, ranges
 * merge. The variant itself when neither its members nor their number change.
 */
function normalizeVariant(v: T.VariantType): PType {
  if (v.types.length === 0) return v;
  const normalized = v.types.map(normalize);
  const modified = normalized.some((t, i) => t !== v.types[i]);
  let types = normalized;
  if (types.length === 1) return types[0]!;
  if (types.some((t) => t instanceof T.UndefType || t instanceof T.OptionalType)) {
    const rest = types.filter((t) => !(t instanceof T.UndefType)).flatMap((t) => (t instanceof T.OptionalType ? (t.type === undefined ? [] : [t.type]) : [t]));
    return normalize(new T.OptionalType(rest.length === 0 ? undefined : variantOf(rest)));
  }
  types = types.flatMap((t) => (t instanceof T.VariantType ? t.types : [t]));
  const before = types.length;
  types = mergeInto(types, (t) => t instanceof T.NotUndefType, (ns) => new T.NotUndefType(normalize(variantOf(ns.map((n) => (n as T.NotUndefType).type ?? T.ANY)))));
  const caseSensitiveEnum = (t: PType): boolean => (t instanceof T.EnumType && t.values.length > 0 && !t.caseInsensitive) || (t instanceof T.StringType && t.value !== undefined);
  types = mergeInto(types, caseSensitiveEnum, (es) => new T.EnumType(es.flatMap((e) => (e instanceof T.StringType ? [e.value!] : (e as T.EnumType).values))));
  types = mergeInto(
    types,
    (t) => t instanceof T.EnumType && t.values.length > 0 && t.caseInsensitive,
    (es) => new T.EnumType(es.flatMap((e) => (e as T.EnumType).values.map((x) => x.toLowerCase())), true),
  );
  types = mergeInto(types, (t) => t instanceof T.PatternType, (ps) => new T.PatternType(ps.flatMap((p) => (p as T.PatternType).patterns).filter((p, i, all) => all.findIndex((q) => q.source === p.source) === i)));
  types = mergeRanges(types, T.IntegerType);
  types = mergeRanges(types, T.FloatType);
  if (types.length === 1) return types[0]!;
  return modified || types.length !== before ? variantOf(types) : v;
}

/** The members matching `pick`, when more than one, replaced by `merge` of them (at the end). */
function mergeInto(types: PType[], pick: (t: PType) => boolean, merge: (picked: PType[]) => PType): PType[] {
  const picked = types.filter(pick);
  return picked.length > 1 ? [...types.filter((t) => !pick(t)), merge(picked)] : types;
}

/** Overlapping (and, for integers, adjacent) ranges of one numeric kind merged, first in the list. */
function mergeRanges(types: PType[], kind: typeof T.IntegerType | typeof T.FloatType): PType[] {
  let ranges = types.filter((t): t is T.NumericType => t.constructor === kind);
  if (ranges.length < 2) return types;
  const others = types.filter((t) => t.constructor !== kind);
  const result: PType[] = [];
  const adjacentOk = kind === T.IntegerType;
  while (ranges.length > 0) {
    let memo = ranges.pop()!;
    const unmerged: T.NumericType[] = [];
    for (const y of ranges) {
      const touches = !(memo.to < y.from || y.to < memo.from) || (adjacentOk && (Number(memo.to) + 1 === Number(y.from) || Number(y.to) + 1 === Number(memo.from)));
      if (touches) memo = new kind(memo.from < y.from ? memo.from : y.from, memo.to > y.to ? memo.to : y.to);
      else unmerged.push(y);
    }
    result.push(memo);
    ranges = unmerged;
  }
  return [...result, ...others];
}
