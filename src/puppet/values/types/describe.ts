// Puppet's wording of a type mismatch (TypeMismatchDescriber): "parameter 'x' expects an Integer
// value, got String", variants and Optional ("expects a value of type Undef or String"), struct
// keys ("expects a value for key 'a'", "unrecognized key 'b'"), sizes, array indexes, patterns.
import { PuppetError } from '../errors.js';
import type { Value } from '../model.js';
import { typeByName } from './factory.js';
import { inferDetailed } from './infer.js';
import * as T from './model.js';
import type { PType } from './model.js';
import { normalize, variantOf } from './normalize.js';

type PathElement = { kind: 'subject' | 'entry' | 'key' | 'index' | 'variant'; key: string | number };

function pathText(e: PathElement): string {
  switch (e.kind) {
    case 'subject':
      return String(e.key);
    case 'entry':
      return `entry '${e.key}'`;
    case 'key':
      return `key of entry '${e.key}'`;
    case 'index':
      return `index ${e.key}`;
    case 'variant':
      return `variant ${e.key}`;
  }
}



abstract class Mismatch {
  constructor(readonly path: PathElement[]) {}
  get canonicalPath(): string {
    return this.path
      .filter((e) => e.kind !== 'variant')
      .map(pathText)
      .join(' ');
  }
  abstract message(position: string): string;
  /** The path without the element at `index` (the variant that made no difference). */
  chop(index: number): Mismatch {
    if (index >= this.path.length) return this;
    const copy = Object.create(Object.getPrototypeOf(this) as object) as Mismatch;
    Object.assign(copy, this, { path: this.path.filter((_, i) => i !== index) });
    return copy;
  }
  /** The message with its leading blank, as Puppet's Mismatch#format gives it. */
  format(): string {
    return this.message(this.path.length === 0 ? '' : ` ${this.path.map(pathText).join(' ')}`);
  }
}

class MissingKey extends Mismatch {
  constructor(
    path: PathElement[],
    readonly key: string,
  ) {
    super(path);
  }
  message(position: string): string {
    return `${position} expects a value for key '${this.key}'`;
  }
}

class ExtraneousKey extends Mismatch {
  constructor(
    path: PathElement[],
    readonly key: string,
  ) {
    super(path);
  }
  message(position: string): string {
    return `${position} unrecognized key '${this.key}'`;
  }
}

class SizeMismatch extends Mismatch {
  constructor(
    path: PathElement[],
    readonly expected: T.IntegerType,
    readonly actual: T.IntegerType,
  ) {
    super(path);
  }
  merge(path: PathElement[], o: SizeMismatch): SizeMismatch {
    const from = this.expected.from < o.expected.from ? this.expected.from : o.expected.from;
    const to = this.expected.to > o.expected.to ? this.expected.to : o.expected.to;
    return new SizeMismatch(path, new T.IntegerType(from, to), this.actual);
  }
  message(position: string): string {
    return `${position} expects size to be ${rangeText(this.expected)}, got ${rangeText(this.actual)}`;
  }
}

function rangeText(r: T.IntegerType): string {
  const min = r.from === -Infinity ? 0 : r.from;
  const max = r.to;
  if (min === max) return min === 0 ? '0' : String(min);
  if (min === 0) return max === Infinity ? 'unlimited' : `at most ${max}`;
  return max === Infinity ? `at least ${min}` : `between ${min} and ${max}`;
}

/** Puppet's `short_name`: the simple name, `Optional[String]` for a wrapper of a type. */
function shortName(t: PType): string {
  const inner = t instanceof T.OptionalType || t instanceof T.NotUndefType || t instanceof T.TypeType || t instanceof T.SensitiveType || t instanceof T.IterableType || t instanceof T.IteratorType ? t.type : undefined;
  if (inner !== undefined && !(inner instanceof T.AnyType)) return `${simpleName(t)}[${simpleName(inner)}]`;
  return simpleName(t);
}

/** The type's class name (`Resource` for `File['x']`; an alias keeps its own name). */
function simpleName(t: PType): string {
  if (t instanceof T.ResourceType) return 'Resource';
  // The TypeSet of Puppet's own types goes by its name.
  if (t instanceof T.OpaqueType && t.name === 'TypeSet') return 'DefaultTypeSet';
  return t.name;
}

/** `to_alias_expanded_s`: every alias shows what it stands for (but Puppet's own). */
const aliasExpanded = (t: PType): string => t.toExpandedString();

const aAn = (s: string): string => `${/^[AEIOUaeiou]/.test(s) ? 'an' : 'a'} ${s}`;

class TypeMismatch extends Mismatch {
  readonly expected: PType;
  readonly actual: PType;
  constructor(path: PathElement[], expected: PType | PType[], actual: PType) {
    super(path);
    this.expected = normalize(Array.isArray(expected) ? variantOf(expected) : expected);
    this.actual = normalize(actual);
  }
  merge(path: PathElement[], o: TypeMismatch): TypeMismatch {
    const list = [...(this.expected instanceof T.VariantType ? this.expected.types : [this.expected]), ...(o.expected instanceof T.VariantType ? o.expected.types : [o.expected])];
    return new (this.constructor as typeof TypeMismatch)(path, list, this.actual);
  }
  message(position: string): string {
    let e: PType | PType[] = this.expected;
    let optional = false;
    let multi = false;
    if (e instanceof T.OptionalType && e.type !== undefined) {
      e = e.type;
      optional = true;
    }
    if (e instanceof T.VariantType) e = [...e.types];
    let a: string;
    let text: string;
    if (Array.isArray(e)) {
      let names: string[];
      if (reportDetailed(e, this.actual)) {
        a = detailedActual(e, this.actual);
        names = e.map(aliasExpanded);
      } else {
        names = [...new Set(e.map(shortName))];
        a = shortName(this.actual);
      }
      if (optional) names.unshift('Undef');
      if (names.length === 1) text = names[0]!;
      else {
        multi = true;
        text = names.length === 2 ? `${names[0]} or ${names[1]}` : `${names.slice(0, -1).join(', ')}, or ${names[names.length - 1]}`;
      }
    } else {
      if (reportDetailed([e], this.actual)) {
        a = detailedActual([e], this.actual);
        text = aliasExpanded(e);
      } else {
        text = shortName(e);
        a = shortName(this.actual);
      }
      if (optional) {
        text = `Undef or ${text}`;
        multi = true;
      }
    }
    return multi ? `${position} expects a value of type ${text}, got ${a}` : `${position} expects ${aAn(text)} value, got ${a}`;
  }
}

class PatternMismatch extends TypeMismatch {
  override message(position: string): string {
    let e = this.expected;
    let prefix = '';
    if (e instanceof T.OptionalType && e.type !== undefined) {
      e = e.type;
      prefix = 'an undef value or ';
    }
    const a = this.actual;
    const actual = a instanceof T.StringType && a.value !== undefined ? `'${a.value}'` : shortName(a);
    return `${position} expects ${prefix}a match for ${aliasExpanded(e)}, got ${actual}`;
  }
}

function specialization(e: PType, a: PType): boolean {
  return (e instanceof T.StructType && a instanceof T.HashType) || (e instanceof T.TupleType && a instanceof T.ArrayType);
}

function alwaysFullyDetailed(es: PType[], a: PType): boolean {
  return es.some((e) => e.constructor === a.constructor || e instanceof T.TypeAliasType || a instanceof T.TypeAliasType || specialization(e, a));
}

/** `e.class::DEFAULT.assignable?(a)`: the bare type of e's kind. */
function bareOf(e: PType): PType {
  const r = e instanceof T.TypeAliasType ? e.resolved : e;
  return typeByName(simpleName(r));
}

function reportDetailed(es: PType[], a: PType): boolean {
  return alwaysFullyDetailed(es, a) || es.some((e) => bareOf(e).isAssignable(a));
}

function detailedActual(es: PType[], a: PType): string {
  const resolved = es.map((e) => (e instanceof T.TypeAliasType ? e.resolved : e));
  if (alwaysFullyDetailed(resolved, a)) return aliasExpanded(a);
  const general = generalizeForDescribe(a);
  return resolved.some((e) => e.isAssignable(general)) ? aliasExpanded(a) : simpleName(a);
}

function generalizeForDescribe(a: PType): PType {
  if (a instanceof T.IntegerType) return T.INTEGER;
  if (a instanceof T.FloatType) return T.FLOAT;
  if (a instanceof T.StringType) return T.STRING;
  if (a instanceof T.BooleanType) return T.BOOLEAN;
  return a;
}

function describe(expected: PType, original: PType, actual: PType, path: PathElement[]): Mismatch[] {
  const e = normalize(expected);
  if (e instanceof T.VariantType) return describeVariant(e, original, actual, path);
  if (e instanceof T.StructType) return describeStruct(e, original, actual, path);
  if (e instanceof T.HashType) return describeHash(e, original, actual, path);
  if (e instanceof T.TupleType) return describeTuple(e, original, actual, path);
  if (e instanceof T.ArrayType) return describeArray(e, original, actual, path);
  if (e instanceof T.OptionalType) {
    if (actual instanceof T.UndefType || e.type === undefined) return [];
    return describe(e.type, original instanceof T.TypeAliasType ? original : e, actual, path);
  }
  if (e instanceof T.EnumType || e instanceof T.PatternType) return e.isAssignable(actual) ? [] : [new PatternMismatch(path, original, actual)];
  if (e instanceof T.TypeAliasType) return describe(e.resolved, e, actual, path);
  return e.isAssignable(actual) ? [] : [new TypeMismatch(path, original, actual)];
}

function describeVariant(e: T.VariantType, original: PType, actual: PType, path: PathElement[]): Mismatch[] {
  const types = original instanceof T.OptionalType ? [T.UNDEF, ...e.types] : e.types;
  const perVariant: Mismatch[][] = [];
  for (let i = 0; i < types.length; i++) {
    const d = describe(types[i]!, types[i]!, actual, [...path, { kind: 'variant', key: i }]);
    if (d.length === 0) return [];
    perVariant.push(d);
  }
  const merged = mergeDescriptions(path.length, perVariant);
  return original instanceof T.TypeAliasType && merged.length === 1 ? [new TypeMismatch(path, original, actual)] : merged;
}

function mergeDescriptions(position: number, perVariant: Mismatch[][]): Mismatch[] {
  let all = perVariant.flat();
  for (const kind of [SizeMismatch, TypeMismatch] as const) {
    const ms = all.filter((d) => d instanceof kind) as (SizeMismatch | TypeMismatch)[];
    if (ms.length !== perVariant.length) continue;
    let generic: SizeMismatch | TypeMismatch | undefined = ms[0];
    for (const m of ms.slice(1)) {
      if (generic === undefined || generic.canonicalPath !== m.canonicalPath) {
        generic = undefined;
        break;
      }
      generic = (generic as TypeMismatch).merge(generic.path, m as TypeMismatch);
    }
    if (generic !== undefined) {
      all = [generic];
      break;
    }
  }
  // Puppet's uniq finds no two mismatches equal (its == is broken), so none is dropped.
  return all.length === 1 ? [all[0]!.chop(position)] : all;
}

function describeStruct(e: T.StructType, original: PType, actual: PType, path: PathElement[]): Mismatch[] {
  if (actual instanceof T.StructType) {
    const out: Mismatch[] = [];
    const rest = new Map(actual.elements.map((x) => [x.name, x]));
    for (const e1 of e.elements) {
      const e2 = rest.get(e1.name);
      rest.delete(e1.name);
      if (e2 === undefined) {
        if (!e1.optional) out.push(new MissingKey(path, e1.name));
      } else {
        if (!e1.keyType.isAssignable(e2.keyType)) out.push(...describe(e1.keyType, e1.keyType, e2.keyType, [...path, { kind: 'key', key: e1.name }]));
        if (!e1.value.isAssignable(e2.value)) out.push(...describe(e1.value, e1.value, e2.value, [...path, { kind: 'entry', key: e1.name }]));
      }
    }
    for (const key of rest.keys()) out.push(new ExtraneousKey(path, key));
    return out;
  }
  if (actual instanceof T.HashType) {
    const expectedSize = new T.IntegerType(e.elements.filter((x) => !x.optional).length, e.elements.length);
    if (expectedSize.isAssignable(actual.sizeRange)) return [new TypeMismatch(path, original, new T.HashType(actual.key, actual.value))];
    return [new SizeMismatch(path, expectedSize, actual.sizeRange)];
  }
  return [new TypeMismatch(path, original, actual)];
}

function describeHash(e: T.HashType, original: PType, actual: PType, path: PathElement[]): Mismatch[] {
  if (actual instanceof T.StructType) {
    const actualSize = new T.IntegerType(actual.elements.filter((x) => !x.optional).length, actual.elements.length);
    if (!e.sizeRange.isAssignable(actualSize)) return [new SizeMismatch(path, e.sizeRange, actualSize)];
    const out: Mismatch[] = [];
    for (const a of actual.elements) {
      if (!e.key.isAssignable(a.keyType)) out.push(...describe(e.key, e.key, a.keyType, [...path, { kind: 'key', key: a.name }]));
      if (!e.value.isAssignable(a.value)) out.push(...describe(e.value, e.value, a.value, [...path, { kind: 'entry', key: a.name }]));
    }
    return out;
  }
  if (actual instanceof T.HashType) {
    if (e.size === undefined || e.size.isAssignable(actual.sizeRange)) return [new TypeMismatch(path, original, new T.HashType(actual.key, actual.value))];
    return [new SizeMismatch(path, e.size, actual.sizeRange)];
  }
  return [new TypeMismatch(path, original, actual)];
}

function describeArray(e: T.ArrayType, original: PType, actual: PType, path: PathElement[]): Mismatch[] {
  if (actual instanceof T.TupleType) {
    const actualSize = actual.sizeRange;
    if (!e.sizeRange.isAssignable(actualSize)) return [new SizeMismatch(path, e.sizeRange, actualSize)];
    const out: Mismatch[] = [];
    actual.types.forEach((t, i) => {
      if (!e.element.isAssignable(t)) out.push(...describe(e.element, e.element, t, [...path, { kind: 'index', key: i }]));
    });
    return out;
  }
  if (actual instanceof T.ArrayType) {
    if (e.size === undefined || e.size.isAssignable(actual.sizeRange)) return [new TypeMismatch(path, original, new T.ArrayType(actual.element))];
    return [new SizeMismatch(path, e.size, actual.sizeRange)];
  }
  return [new TypeMismatch(path, original, actual)];
}

function describeTuple(e: T.TupleType, original: PType, actual: PType, path: PathElement[]): Mismatch[] {
  if (e.equals(actual) || (e.types.length === 0 && actual instanceof T.ArrayType)) return [];
  const expectedSize = e.sizeRange;
  if (actual instanceof T.TupleType) {
    if (!expectedSize.isAssignable(actual.sizeRange)) return [new SizeMismatch(path, expectedSize, actual.sizeRange)];
    const out: Mismatch[] = [];
    if (e.types.length > 0) {
      actual.types.forEach((t, i) => {
        const adx = Math.min(i, e.types.length - 1);
        out.push(...describe(e.types[adx]!, e.types[adx]!, t, [...path, { kind: 'index', key: adx }]));
      });
    }
    return out;
  }
  if (actual instanceof T.ArrayType) {
    if (!expectedSize.isAssignable(actual.sizeRange)) return [new SizeMismatch(path, expectedSize, actual.sizeRange)];
    return e.types.flatMap((t, i) => describe(t, t, actual.element, [...path, { kind: 'index', key: i }]));
  }
  return [new TypeMismatch(path, original, actual)];
}

/**
 * Puppet's message for `value` not matching `expected`, with `subject` first (`parameter 'port'`,
 * `Class[Nova]: parameter 'port'`...): one line per mismatch, joined as Puppet joins them.
 * Empty when the value matches.
 */
export function describeMismatch(subject: string, expected: PType, value: Value): string {
  return describeTypeMismatch(subject, expected, inferDetailed(value));
}

/**
 * The mismatches of `value` against `expected`, one line each (with its leading blank, as Puppet's
 * Mismatch#format gives it), with its path without variants (Puppet's canonical_path) and whether
 * it is a TypeMismatch: what a function's refusal merges or lists its signatures' failures by.
 */
export function describeMismatches(subject: string, expected: PType, value: Value): { text: string; path: string; type: boolean }[] {
  return describe(expected, expected, inferDetailed(value), [{ kind: 'subject', key: subject }]).map((m) => ({ text: m.format(), path: m.canonicalPath, type: m instanceof TypeMismatch }));
}

/** As {@link describeMismatch}, for an actual type (a value's `inferDetailed` type, or a declared one). */
export function describeTypeMismatch(subject: string, expected: PType, actual: PType): string {
  const errors = describe(expected, expected, actual, [{ kind: 'subject', key: subject }]);
  if (errors.length === 0) return '';
  if (errors.length === 1) return errors[0]!.format().trim();
  return errors.map((m) => m.format()).join('\n ');
}


/**
 * Checks that `value` is an instance of `expected`; throws PuppetError OVC3006 with Puppet's
 * wording otherwise (`subject` is what the message starts with: "parameter 'port'",
 * "assert_type()", "Class[Nova]: parameter 'port'").
 */
export function assertInstance(subject: string, expected: PType, value: Value): void {
  if (expected.isInstance(value)) return;
  throw new PuppetError('OVC3006', describeMismatch(subject, expected, value));
}
