// What Python's YAML loader makes of a member that JavaScript data cannot tell apart: an integral
// float (`2.0` is a float in Python, the number 2 in JS) and a non-str mapping key (`on:` is
// Python's True, js-yaml's key "true"). Recorded on the containing array or mapping by the
// loader (loadYaml's `python` option), read where Heat str()s values, carried by Heat's merge.
import { ExactNumber } from '../data/exact-number.js';
import type { PathSegment } from '../data/path.js';
import { mapDataValues } from '../data/key-order.js';

/**
 * A container's spellings. Records are never changed once attached (copies of a container share
 * them), so every change makes a new record.
 */
interface Spelling {
  /** Member → Python repr of its value, for values JS numbers cannot spell (2.0, -0.0). */
  readonly values: ReadonlyMap<PathSegment, string>;
  /** Mapping key → Python str() of a key that is not a str in Python (True, None, 1, 2.0). */
  readonly keys: ReadonlyMap<string, string>;
}

// Enumerable, so an object spread (`{...section}`, how Heat's merge copies a section) keeps it;
// Object.keys/entries and JSON.stringify never see symbol keys.
const SPELLING = Symbol('python spelling');

type Spelled = object & { [SPELLING]?: Spelling };

const EMPTY: Spelling = { values: new Map(), keys: new Map() };

function spellingOf(container: unknown): Spelling | undefined {
  return container !== null && typeof container === 'object' ? (container as Spelled)[SPELLING] : undefined;
}

function attach(container: object, spelling: Spelling): void {
  if (spelling.values.size === 0 && spelling.keys.size === 0) delete (container as Spelled)[SPELLING];
  else (container as Spelled)[SPELLING] = spelling;
}

/** Python's repr() of a float: shortest round-trip digits, `.0` on integral values, exponent outside [1e-4, 1e16). */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (Object.is(x, -0)) return '-0.0';
  const [mantissa, exp] = x.toExponential().split('e') as [string, string];
  const e = Number(exp);
  // JS writes fixed notation from 1e-6 up to 1e21, so inside Python's fixed range String() agrees.
  if (e >= -4 && e < 16) return Number.isInteger(x) ? `${x}.0` : String(x);
  return `${mantissa}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
}

/** Python's repr() of `container[member]` when JS cannot spell it (an integral float), else undefined. */
export function valueSpelling(container: unknown, member: PathSegment): string | undefined {
  return spellingOf(container)?.values.get(member);
}

/** Python's str() of a mapping key that is not a str in Python (`True` for `on:`), else undefined. */
export function keySpelling(container: unknown, key: string): string | undefined {
  return spellingOf(container)?.keys.get(key);
}

/** The loader's record: `container[member]` was written as the float `value`. */
export function spellFloat(container: object, member: PathSegment, value: number): void {
  const s = spellingOf(container) ?? EMPTY;
  attach(container, { values: new Map(s.values).set(member, pyFloatRepr(value)), keys: s.keys });
}

/** The loader's record: mapping key `key` is the Python non-str key whose str() is `text`. */
export function spellKey(container: object, key: string, text: string): void {
  const s = spellingOf(container) ?? EMPTY;
  attach(container, { values: s.values, keys: new Map(s.keys).set(key, text) });
}

/** Python's repr() of a str: single quotes unless it holds one and no double quote, escapes as Python writes them. */
export function pyStringRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '\\' || ch === quote) out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return out + quote;
}

/** After copying `source`'s keys into `target`: the keys that were not str in Python stay so. */
export function carryKeys(target: object, source: unknown): void {
  const keys = spellingOf(source)?.keys;
  if (!keys || keys.size === 0) return;
  const s = spellingOf(target) ?? EMPTY;
  attach(target, { values: s.values, keys: new Map([...s.keys, ...[...keys].filter(([k]) => Object.hasOwn(target, k))]) });
}

/**
 * After copying `source`'s members one to one into `target` (same keys or indexes, values passed
 * through or rebuilt): every number still in place keeps its spelling (`2.0` stays a float).
 */
export function carryValues(target: object, source: unknown): void {
  const values = spellingOf(source)?.values;
  if (!values || values.size === 0) return;
  const t = target as Record<PathSegment, unknown>;
  const kept = [...values].filter(([member]) => typeof t[member] === 'number' && t[member] === (source as Record<PathSegment, unknown>)[member]);
  if (kept.length === 0) return;
  const s = spellingOf(target) ?? EMPTY;
  attach(target, { values: new Map([...s.values, ...kept]), keys: s.keys });
}

/**
 * After `target[member] = source[from]` (or another value: then pass no source): the target's
 * member is spelled as the source's was. `previous` is the member's value before; only numbers
 * are ever spelled, so when neither it nor the new value is one there is nothing to do (the
 * common case, kept cheap: merges call this for every parameter).
 */
export function carryMember(target: object, member: PathSegment, source: unknown, from: PathSegment, previous: unknown): void {
  if (typeof previous !== 'number' && typeof (target as Record<PathSegment, unknown>)[member] !== 'number') return;
  const text = valueSpelling(source, from);
  const s = spellingOf(target);
  if (text === undefined && !s?.values.has(member)) return;
  const values = new Map(s?.values);
  if (text === undefined) values.delete(member);
  else values.set(member, text);
  attach(target, { values, keys: s?.keys ?? EMPTY.keys });
}

/** After `result = [...parts[0], ...parts[1], …]`: each item keeps its spelling. */
export function carryConcat(result: unknown[], parts: readonly unknown[][]): void {
  let offset = 0;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) carryMember(result, offset + i, part, i, undefined);
    offset += part.length;
  }
}

/**
 * A copy for output in which every integral float Python holds (`16.0`) is an ExactNumber, so
 * JSON and YAML writers print it as Heat does (json.dumps(16.0) is `16.0`).
 */
export function withExactFloats(value: unknown): unknown {
  const member = (container: object, key: PathSegment, v: unknown): unknown => {
    if (typeof v !== 'number') return withExactFloats(v);
    const text = valueSpelling(container, key);
    return text !== undefined && Number.isInteger(v) ? new ExactNumber(text, 'float') : v;
  };
  if (Array.isArray(value)) return value.map((v, i) => member(value, i, v));
  if (value !== null && typeof value === 'object' && !(value instanceof ExactNumber)) {
    return mapDataValues(value as Record<string, unknown>, (v, k) => member(value, k, v));
  }
  return value;
}
