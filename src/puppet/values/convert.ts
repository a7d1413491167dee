// Values to and from plain data: YAML/JSON/Hiera data into Values, and Values into the data a
// catalog holds, in Puppet's rich_data_json form or as the plain `json` render writes it.
import { PBinaryString } from './binary-string.js';
import { ExactNumber } from '../../data/exact-number.js';
import { dataEntries, isIndexKey } from '../../data/key-order.js';
import { scalarKey } from '../../data/scalar-keys.js';
import { PDeferred } from './deferred.js';
import { PErrorObject } from './error-object.js';
import { HashBuilder, PHash } from './hash.js';
import { PDefault, PFloat, PSensitive, formatFloat, type Value } from './model.js';
import { PIterator } from './iterator.js';
import { PRegexp } from './regexp.js';
import { PSemVer, PSemVerRange } from './semver.js';
import { PBinary } from './binary.js';
import { timespanText, timestampText } from './time-format.js';
import { PTimespan, PTimestamp } from './time.js';
import { toText } from './to-string.js';
import { InitType } from './types/init-type.js';
import * as T from './types/model.js';
import { PType } from './types/model.js';

/**
 * Plain data (as the YAML and JSON loaders give it) as a Value: integral numbers are Integers
 * unless `isFloat` says the source wrote them as floats (`1.0`), others Floats; bigints stay
 * Integers; an ExactNumber keeps its kind (`4.0` a Float, a big integer an Integer); objects
 * become hashes in the order their keys were written (key-order.ts), keyed as Ruby keyed them
 * (scalar-keys.ts: YAML's `1:` by the Integer 1).
 */
export function fromData(v: unknown, isFloat?: (n: number) => boolean): Value {
  if (v === null || v === undefined) return null;
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'bigint':
      return v >= -9007199254740991n && v <= 9007199254740991n ? Number(v) : v;
    case 'number':
      return Number.isSafeInteger(v) && !isFloat?.(v) ? v : new PFloat(v);
  }
  if (Array.isArray(v)) return v.map((x) => fromData(x, isFloat));
  // Hiera's convert_to: Sensitive wraps the data it looked up.
  if (v instanceof PSensitive) return new PSensitive(fromData(v.value, isFloat));
  // An ExactNumber is an object with no enumerable fields: read as a hash it would be `{}`.
  if (v instanceof ExactNumber) return v.kind === 'float' ? new PFloat(v.valueOf()) : fromData(BigInt(v.text));
  const b = new HashBuilder();
  for (const [k, x] of dataEntries(v)) {
    const key = scalarKey(v, k);
    b.set(key === undefined ? k : fromData(key), fromData(x, isFloat));
  }
  return b.build();
}

/**
 * JSON data with exact numbers: a PFloat leaf prints as Ruby does (`1.0`, `1.5e+20`), a bigint in
 * full. {@link jsonText} writes it.
 */
export type CatalogData = null | boolean | string | number | bigint | PFloat | CatalogData[] | CatalogObject;

/** A JSON object in insertion order (a JS object would put integer-like keys first). */
export type CatalogObject = Map<string, CatalogData>;

/**
 * A value as Puppet 7 writes it in a catalog (`--render-as rich_data_json`, the default): data as
 * JSON, and `{"__ptype": ...}` objects for what JSON cannot hold — default, regexps, hashes with
 * non-String keys, a Sensitive inside a structure, types (as Pcore objects). Resource and class
 * references are their reference text (`File[/x]`, `Class[A::B]`). A top-level Sensitive
 * parameter is the catalog's business (it is unwrapped and named in `sensitive_parameters`):
 * pass its `.value`. Undef is null; the catalog leaves undef parameters out.
 */
export function toRichData(v: Value): CatalogData {
  if (v === null) return null;
  switch (typeof v) {
    case 'string':
    case 'boolean':
    case 'number':
    case 'bigint':
      return v;
  }
  if (v instanceof PFloat) return v;
  if (Array.isArray(v)) return v.map(toRichData);
  if (v instanceof PHash) {
    let stringKeys = true;
    for (const [k] of v) if (typeof k !== 'string') stringKeys = false;
    if (!stringKeys) return ptype('Hash', Array.from(v).flatMap(([k, x]) => [toRichData(k), toRichData(x)]));
    const out: CatalogObject = new Map();
    for (const [k, x] of v) out.set(k as string, toRichData(x));
    return out;
  }
  if (v instanceof PDefault) return new Map([['__ptype', 'Default']]);
  if (v instanceof PRegexp) return ptype('Regexp', v.source);
  if (v instanceof PSensitive) return ptype('Sensitive', toRichData(v.value));
  if (v instanceof PTimestamp) return ptype('Timestamp', timestampText(v));
  if (v instanceof PTimespan) return ptype('Timespan', timespanText(v));
  if (v instanceof PSemVer) return ptype('SemVer', v.toString());
  if (v instanceof PSemVerRange) return ptype('SemVerRange', v.text);
  if (v instanceof PBinary) return ptype('Binary', v.toString());
  // Puppet's rich data writes a String in Ruby's binary encoding as the Binary of its bytes.
  if (v instanceof PBinaryString) return ptype('Binary', PBinary.ofText(v.text).toString());
  if (v instanceof PDeferred) return deferredData(v);
  // Puppet 7.23's catalog compile fails on an Error value, without saying why.
  if (v instanceof PErrorObject) throw new UnserializableValue('An Error value cannot be written to the catalog');
  // Puppet refuses an Iterator where a value is stored (the evaluator says so); as data it is its elements.
  if (v instanceof PIterator) return v.values.map(toRichData);
  if (v instanceof T.ResourceType && v.title !== undefined) return referenceText(v);
  if (v instanceof T.ClassType && v.className !== undefined) return referenceText(v);
  return pcore(v as PType);
}

const ptype = (name: string, value: CatalogData): CatalogObject => new Map([['__ptype', name], ['__pvalue', value]]);

/** An Object as its init hash marked with its type: `{"__ptype": "Deferred", "name": ..., "arguments": [...]}` (undef arguments left out). */
function deferredData(d: PDeferred): CatalogObject {
  const o: CatalogObject = new Map<string, CatalogData>([
    ['__ptype', 'Deferred'],
    ['name', d.name],
  ]);
  if (d.args !== undefined) o.set('arguments', d.args.map(toRichData));
  return o;
}

/** The Deferred type as the Object type Puppet declares it: its init hash, attributes and all. */
function deferredTypeData(): CatalogData {
  const argumentsAttr = new Map<string, CatalogData>([
    ['type', pcore(new T.OptionalType(T.ARRAY))],
    ['value', null],
  ]);
  const init = new Map<string, CatalogData>([
    ['name', 'Deferred'],
    ['attributes', new Map<string, CatalogData>([['name', pcore(T.DEFERRED_NAME)], ['arguments', argumentsAttr]])],
  ]);
  return new Map<string, CatalogData>([
    ['__ptype', 'Pcore::ObjectType'],
    ['_pcore_init_hash', init],
  ]);
}

/**
 * A value as the plain `json` render writes it (`--render-as json`): what rich data would mark
 * becomes its string form (default → "default", regexps `/re/`, types `Integer[1, 2]`, non-String
 * keys stringified); Puppet warns about each conversion.
 */
export function toPlainData(v: Value): CatalogData {
  if (v === null) return null;
  switch (typeof v) {
    case 'string':
    case 'boolean':
    case 'number':
    case 'bigint':
      return v;
  }
  if (v instanceof PFloat) return v;
  if (Array.isArray(v)) return v.map(toPlainData);
  if (v instanceof PHash) {
    const out: CatalogObject = new Map();
    for (const [k, x] of v) out.set(typeof k === 'string' ? k : plainKey(k), toPlainData(x));
    return out;
  }
  // Only a top-level Sensitive is unwrapped (by the catalog); inside data it stays marked.
  if (v instanceof PSensitive) return ptype('Sensitive', toPlainData(v.value));
  if (v instanceof PDefault) return 'default';
  if (v instanceof PBinaryString) return v.text;
  if (v instanceof PIterator) return v.values.map(toPlainData);
  if (!(v instanceof PType)) return toText(v);
  if ((v instanceof T.ResourceType && v.title !== undefined) || (v instanceof T.ClassType && v.className !== undefined)) return referenceText(v);
  return v.toString();
}

function plainKey(k: Value): string {
  if (k === null) return '';
  if (k instanceof PFloat) return formatFloat(k.value);
  return typeof k === 'object' ? toText(k) : String(k);
}

/** Puppet::Resource#to_s: `File[/x]`, `Class[Nova::Api]` (a class title capitalised too). */
function referenceText(t: T.ResourceType | T.ClassType): string {
  if (t instanceof T.ClassType) return `Class[${T.capitalizeSegments(t.className!)}]`;
  return `${t.name}[${t.title}]`;
}

/**
 * A type as a Pcore object: its init attributes in order, trailing ones at their default left out
 * (Puppet writes `Integer[default, 5]` as `from: null, to: 5` but `Integer[1]` as `from: 1`).
 */
function pcore(t: PType): CatalogData {
  if (t instanceof T.DeferredType) return deferredTypeData();
  if (t instanceof T.OpaqueType && t.name === 'Error') throw endlessRecursion();
  if (t instanceof T.OpaqueType && t.name === 'TypeSet') {
    throw new UnserializableValue("Initializer for class Puppet::Pops::Types::PTypeSetType parameter 'name_or_init_hash' does not match any of the the attributes of type Pcore::TypeSetType");
  }
  const o: CatalogObject = new Map([['__ptype', `Pcore::${pcoreName(t)}Type`]]);
  // [name, value, whether the value is the attribute's default]
  const attrs: [string, CatalogData, boolean][] = [];
  const optionalType = (name: string, x: PType | undefined, dflt?: PType): void => {
    attrs.push([name, x === undefined ? null : pcore(x), x === undefined || (dflt !== undefined && x.equals(dflt))]);
  };
  if (t instanceof T.NumericType) {
    const num = (b: T.Bound): CatalogData => (t instanceof T.FloatType ? new PFloat(Number(b)) : b);
    attrs.push(['from', t.from === -Infinity ? null : num(t.from), t.from === -Infinity], ['to', t.to === Infinity ? null : num(t.to), t.to === Infinity]);
  } else if (t instanceof T.StringType) {
    const value = t.value === undefined ? null : t.binaryValue ? toRichData(new PBinaryString(t.value)) : t.value;
    attrs.push(['size_type_or_value', t.size !== undefined ? pcore(t.size) : value, t.size === undefined && t.value === undefined]);
  } else if (t instanceof T.EnumType) attrs.push(['values', [...t.values], false], ['case_insensitive', t.caseInsensitive, !t.caseInsensitive]);
  else if (t instanceof T.PatternType) attrs.push(['patterns', t.patterns.map((p) => pcore(new T.RegexpType(p))), false]);
  else if (t instanceof T.RegexpType) attrs.push(['pattern', t.pattern?.source ?? null, t.pattern === undefined]);
  else if (t instanceof T.ArrayType) {
    optionalType('element_type', t.element, T.ANY);
    optionalType('size_type', t.size);
  } else if (t instanceof T.HashType) {
    optionalType('key_type', t.key, T.ANY);
    optionalType('value_type', t.value, T.ANY);
    optionalType('size_type', t.size);
  } else if (t instanceof T.CollectionType) optionalType('size_type', t.size);
  else if (t instanceof T.TupleType) {
    attrs.push(['types', t.types.map(pcore), false]);
    optionalType('size_type', t.size);
  } else if (t instanceof T.StructType) {
    const element = (e: T.StructElement): CatalogData =>
      new Map<string, CatalogData>([
        ['__ptype', 'Pcore::StructElement'],
        ['key_type', pcore(e.keyType)],
        ['value_type', pcore(e.value)],
      ]);
    attrs.push(['elements', t.elements.map(element), false]);
  } else if (t instanceof T.VariantType) attrs.push(['types', t.types.map(pcore), false]);
  else if (t instanceof InitType) {
    optionalType('type', t.type);
    attrs.push(['init_args', t.initArgs.map(toRichData), t.initArgs.length === 0]);
  } else if (t instanceof T.OptionalType || t instanceof T.NotUndefType || t instanceof T.TypeType || t instanceof T.IterableType || t instanceof T.IteratorType) optionalType('type', t.type);
  else if (t instanceof T.CallableType) {
    // Callable's attributes have no defaults: Puppet writes all three.
    for (const [name, x] of [['param_types', t.params], ['block_type', t.block], ['return_type', t.returns]] as const) attrs.push([name, x === undefined ? null : pcore(x), false]);
  } else if (t instanceof T.ResourceType) {
    attrs.push(['type_name', t.typeName === undefined ? null : t.name, t.typeName === undefined]);
  } else if (t instanceof T.ClassType) attrs.push(['class_name', t.className ?? null, t.className === undefined]);
  else if (t instanceof T.TimestampType || t instanceof T.TimespanType) {
    // A Timespan end given as Float seconds keeps its nine fraction digits (see TimeType).
    const end = (ns: bigint | undefined, float: boolean): CatalogData => {
      if (ns === undefined) return null;
      return t instanceof T.TimestampType ? toRichData(new PTimestamp(ns)) : ptype('Timespan', timespanText(new PTimespan(ns), float));
    };
    attrs.push(['from', end(t.from, t.fromFloat), t.from === undefined], ['to', end(t.to, t.toFloat), t.to === undefined]);
  } else if (t instanceof T.RuntimeType) attrs.push(['runtime', t.runtime ?? null, t.runtime === undefined], ['name_or_pattern', t.runtimeName ?? null, t.runtimeName === undefined]);
  else if (t instanceof T.OpaqueType && t.name === 'Object') attrs.push(['_pcore_init_hash', new Map(), false]); else if (t instanceof T.SemVerType) attrs.push(['ranges', t.ranges.map(toRichData), t.ranges.length === 0]);
  else if (t instanceof T.TypeAliasType) {
    if (serializing.has(t.name)) throw endlessRecursion();
    serializing.add(t.name);
    try {
      // type_expr has no default: Puppet writes it, null once the alias is resolved.
      attrs.push(['name', t.name, false], ['resolved_type', pcore(t.resolved), false], ['type_expr', null, false]);
    } finally {
      serializing.delete(t.name);
    }
  }
  let last = attrs.length;
  while (last > 0 && attrs[last - 1]![2]) last--;
  for (const [name, value] of attrs.slice(0, last)) o.set(name, value);
  return o;
}

/** The aliases being written (by name: an alias resolves to itself through its own name). */
const serializing = new Set<string>();

/**
 * A value Puppet's serializer refuses: an alias that holds itself (Data is one, and the Error
 * type's definition holds Data), where writing would never end, or the TypeSet type, whose
 * initializer does not match its own attributes.
 */
export class UnserializableValue extends Error {}

const endlessRecursion = (): UnserializableValue => new UnserializableValue('Endless recursion detected when attempting to serialize value of class Puppet::Pops::Types::PTypeAliasType');

function pcoreName(t: PType): string {
  if (t instanceof T.ResourceType) return 'Resource';
  if (t instanceof T.TypeAliasType) return 'TypeAlias';
  return t.name;
}

/**
 * Deterministic JSON text of catalog data: keys in insertion order, Floats as Ruby writes them,
 * bigints exact. `indent` pretty-prints (two spaces, as Puppet's pretty JSON).
 */
export function jsonText(d: CatalogData, indent?: string): string {
  const raw: string[] = [];
  return stringifyNative(nativeForm(d, raw, indent, 0), raw, indent);
}

/**
 * JSON text of what {@link nativeForm} or {@link richNativeForm} made. V8's JSON.stringify writes a
 * 10,000-resource catalog ten times faster than any JS writer, so data goes through it as plain
 * objects; what it cannot write as Puppet does travels as a numbered placeholder string
 * (`"\u0000<n>"`) whose text, `raw[n]`, is put in its place afterwards.
 */
export function stringifyNative(plain: unknown, raw: readonly string[], indent?: string): string {
  const text = JSON.stringify(plain, null, indent);
  return raw.length === 0 ? text : text.replace(PLACEHOLDER, (_m, n: string) => raw[Number(n)]!);
}

const PLACEHOLDER = /"\\u0000(\d+)"/g;

/** Whether a plain JS object keeps `k` in insertion order (and at all: `__proto__` it does not). */
export function plainObjectKey(k: string): boolean {
  return k !== '__proto__' && !k.includes('\u0000') && !isIndexKey(k);
}

/** A placeholder for text written as is (see {@link stringifyNative}). */
function rawText(text: string, raw: string[]): string {
  raw.push(text);
  return `\u0000${raw.length - 1}`;
}

/**
 * `d` as data JSON.stringify writes the same way, at nesting `depth` of the document. Floats and
 * bigints become placeholders holding their text; so do strings holding NUL (a placeholder could be
 * mistaken for them) and objects a JS object cannot hold in order (an integer-like key, which JS
 * objects put first, or `__proto__`), written by the JS writer at their depth.
 */
export function nativeForm(d: CatalogData, raw: string[], indent: string | undefined, depth: number): unknown {
  if (d === null || typeof d === 'boolean') return d;
  if (typeof d === 'string') return d.includes('\u0000') ? rawText(JSON.stringify(d), raw) : d;
  if (typeof d === 'number' && Number.isFinite(d)) return d;
  if (typeof d === 'number' || typeof d === 'bigint') return rawText(String(d), raw);
  if (d instanceof PFloat) return rawText(formatFloat(d.value), raw);
  if (Array.isArray(d)) {
    const out: unknown[] = new Array(d.length);
    for (let i = 0; i < d.length; i++) out[i] = nativeForm(d[i]!, raw, indent, depth + 1);
    return out;
  }
  // A literal, not Object.create(null): V8 keeps those as slow dictionaries.
  const out: Record<string, unknown> = {};
  for (const [k, v] of d) {
    if (!plainObjectKey(k)) return rawText(writeJson(d, indent, depth), raw);
    out[k] = nativeForm(v, raw, indent, depth + 1);
  }
  return out;
}

/**
 * A value as {@link toRichData} then {@link nativeForm} make it, in one pass for what catalogs
 * mostly hold (strings, numbers, arrays, hashes with String keys): writing a catalog built every
 * parameter twice over, as Maps and then as plain objects.
 */
export function richNativeForm(v: Value, raw: string[], indent: string | undefined, depth: number): unknown {
  if (typeof v === 'string') return v.includes('\u0000') ? rawText(JSON.stringify(v), raw) : v;
  if (v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) return v;
  if (Array.isArray(v)) {
    // Arrays of plain strings (tags, package lists) are written as they are, not copied.
    if (plainStrings(v)) return v;
    const out: unknown[] = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = richNativeForm(v[i]!, raw, indent, depth + 1);
    return out;
  }
  if (v instanceof PHash) {
    const out: Record<string, unknown> = {};
    for (const [k] of v) if (typeof k !== 'string' || !plainObjectKey(k)) return nativeForm(toRichData(v), raw, indent, depth);
    for (const [k, x] of v) out[k as string] = richNativeForm(x, raw, indent, depth + 1);
    return out;
  }
  // A resource reference (relationship metaparameters hold thousands) is its text, as toRichData makes it.
  if (v instanceof T.ResourceType && v.title !== undefined) return richNativeForm(referenceText(v), raw, indent, depth);
  return nativeForm(toRichData(v), raw, indent, depth);
}

/** Whether every element is a String JSON.stringify writes as {@link richNativeForm} would (no NUL). */
function plainStrings(v: readonly Value[]): boolean {
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (typeof x !== 'string' || x.includes('\u0000')) return false;
  }
  return true;
}

/** The JS writer, for the data {@link nativeForm} cannot give JSON.stringify, starting at nesting `base`. */
function writeJson(d: CatalogData, indent: string | undefined, base: number): string {
  const out: string[] = [];
  const breaks: string[] = [];
  const br = (depth: number) => (breaks[depth] ??= `\n${indent!.repeat(depth)}`);
  const colon = indent === undefined ? ':' : ': ';
  const write = (x: CatalogData, depth: number): void => {
    if (x === null) out.push('null');
    else if (typeof x === 'string') out.push(JSON.stringify(x));
    else if (typeof x === 'boolean' || typeof x === 'number' || typeof x === 'bigint') out.push(String(x));
    else if (x instanceof PFloat) out.push(formatFloat(x.value));
    else {
      const entries: [string | undefined, CatalogData][] = Array.isArray(x) ? x.map((v) => [undefined, v]) : [...x];
      const [open, close] = Array.isArray(x) ? ['[', ']'] : ['{', '}'];
      if (entries.length === 0) {
        out.push(open + close);
        return;
      }
      out.push(open);
      entries.forEach(([k, v], i) => {
        if (i > 0) out.push(',');
        if (indent !== undefined) out.push(br(depth + 1));
        if (k !== undefined) out.push(JSON.stringify(k) + colon);
        write(v, depth + 1);
      });
      if (indent !== undefined) out.push(br(depth));
      out.push(close);
    }
  };
  write(d, base);
  return out.join('');
}
