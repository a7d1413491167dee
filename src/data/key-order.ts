// Insertion order of plain-data hashes that hold integer-like keys. Ruby and Python keep every
// hash in insertion order; a JS object does too, except for keys that are array indexes ("443",
// "0"), which it lists first in numeric order. Loaded data stays plain objects (every reader
// indexes them as such), and only an object given such a key carries its real key order, in a
// hidden property that readers walking a hash in order ask for through dataKeys/dataEntries and
// writers building one keep through putKey. Objects without such a key pay nothing.

import { carryScalarKeys } from './scalar-keys.js';

/** The key order of an object that holds an integer-like key (not enumerable: copies, JSON and Object.keys never see it). */
const KEY_ORDER = Symbol('key order');

type Ordered = Record<string, unknown> & { [KEY_ORDER]?: string[] };

/** Keys a JS object orders before the others: array indexes, `0` to 2^32 - 2, written canonically. */
const INDEX_KEY = /^(?:0|[1-9]\d{0,9})$/;
/** A JSON member named by such a key (written plainly): a text without one needs no key order restored. */
const INDEX_KEY_MEMBER = new RegExp(`"${INDEX_KEY.source.slice(1, -1)}"\\s*:`);

/** Whether a JS object lists `k` before its other keys instead of in insertion order. */
export function isIndexKey(k: string): boolean {
  const c = k.charCodeAt(0);
  // Only a key starting with a digit can be one (the test runs for every key written).
  return c >= 48 && c <= 57 && INDEX_KEY.test(k) && Number(k) < 4294967295;
}

/**
 * Sets `obj[k] = v` keeping insertion order: an index key new to `obj` starts (or extends) its
 * recorded order, as does any new key once one is recorded. `__proto__` is set as an own member.
 */
export function putKey(obj: Record<string, unknown>, k: string, v: unknown): void {
  const o = obj as Ordered;
  const order = o[KEY_ORDER];
  if (order !== undefined) {
    if (!Object.hasOwn(o, k)) order.push(k);
  } else if (isIndexKey(k) && !Object.hasOwn(o, k)) {
    // Until now every key was a non-index one: Object.keys gives them in insertion order.
    Object.defineProperty(o, KEY_ORDER, { value: [...Object.keys(o), k], writable: true, configurable: true });
  }
  if (k === '__proto__') Object.defineProperty(o, k, { value: v, enumerable: true, configurable: true, writable: true });
  else o[k] = v;
}

/** Whether `obj` carries a key order of its own (holds an integer-like key written in another place than JS lists it). */
export function hasKeyOrder(obj: object): boolean {
  return (obj as Ordered)[KEY_ORDER] !== undefined;
}

/**
 * The keys of a data hash in insertion order. Keys deleted since are left out and keys set
 * without putKey come last, so a hash changed by a plain assignment is still listed whole.
 */
export function dataKeys(obj: object): string[] {
  const keys = Object.keys(obj);
  const order = (obj as Ordered)[KEY_ORDER];
  if (order === undefined) return keys;
  const listed = order.filter((k) => Object.hasOwn(obj, k));
  // A key deleted and set again is listed where it was set last; one set by assignment, last.
  const last = new Map<string, number>();
  listed.forEach((k, i) => last.set(k, i));
  const out = last.size === listed.length ? listed : listed.filter((k, i) => last.get(k) === i);
  if (out.length < keys.length) for (const k of keys) if (!last.has(k)) out.push(k);
  return out;
}

/** The members of a data hash in insertion order (Object.entries for one without integer-like keys). */
export function dataEntries(obj: object): [string, unknown][] {
  const o = obj as Record<string, unknown>;
  if ((o as Ordered)[KEY_ORDER] === undefined) return Object.entries(o);
  return dataKeys(o).map((k) => [k, o[k]]);
}

/** A plain object holding `entries` in their order (the order recorded when one is an index key). */
export function orderedObject(entries: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) putKey(out, k, v);
  return out;
}

/** A shallow copy of `obj` keeping its key order and its keys' Ruby identity (scalar-keys.ts). */
export function copyHash(obj: Record<string, unknown>): Record<string, unknown> {
  const out = (obj as Ordered)[KEY_ORDER] === undefined ? { ...obj } : orderedObject(dataEntries(obj));
  carryScalarKeys(obj, out);
  return out;
}

/**
 * Records in `value` (what JSON.parse or another reader made of the JSON `text`) the order the
 * text writes the keys of each object holding an integer-like key. The objects of the text, in
 * the order they open, are the objects of the value walked depth first with members in the text's
 * order. A text with a key written twice in one object (one value kept for two) is left as read.
 */
export function restoreJsonKeyOrder(text: string, value: unknown): void {
  const lists = jsonKeyLists(text);
  let next = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
      continue;
    }
    // (A number a reader kept exact is an object of its own, no JSON object.)
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) continue;
    const keys = lists[next++];
    if (keys === undefined || new Set(keys).size !== keys.length) return;
    const o = v as Ordered;
    if (keys.some(isIndexKey)) Object.defineProperty(o, KEY_ORDER, { value: keys, writable: true, configurable: true });
    for (let i = keys.length - 1; i >= 0; i--) stack.push(o[keys[i]!]);
  }
}

/** JSON.parse keeping the text's key order in the objects that hold an integer-like key (Python's json.loads keeps every order). */
export function parseJsonInOrder(text: string): unknown {
  const value = JSON.parse(text) as unknown;
  if (INDEX_KEY_MEMBER.test(text)) restoreJsonKeyOrder(text, value);
  return value;
}

/** The keys of every object of a JSON text, objects in the order they open, keys as written. */
function jsonKeyLists(text: string): string[][] {
  const lists: string[][] = [];
  const open: (string[] | undefined)[] = [];
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 123) {
      const keys: string[] = [];
      lists.push(keys);
      open.push(keys);
    } else if (c === 91) open.push(undefined);
    else if (c === 125 || c === 93) open.pop();
    else if (c === 34) {
      let close = i + 1;
      for (; close < n; close++) {
        const d = text.charCodeAt(close);
        if (d === 92) close++;
        else if (d === 34) break;
      }
      const keys = open[open.length - 1];
      if (keys !== undefined) {
        let j = close + 1;
        while (j < n && text.charCodeAt(j) <= 32) j++;
        if (text.charCodeAt(j) === 58) {
          const token = text.slice(i, close + 1);
          keys.push(token.includes('\\') ? (JSON.parse(token) as string) : token.slice(1, -1));
        }
      }
      i = close;
    }
  }
  return lists;
}


/** A copy of `obj` with each member's value through `f`, keeping its key order (Object.fromEntries when it has none of its own) and its keys' Ruby identity. */
export function mapDataValues(obj: Record<string, unknown>, f: (v: unknown, k: string) => unknown): Record<string, unknown> {
  const out = (obj as Ordered)[KEY_ORDER] === undefined ? Object.fromEntries(Object.entries(obj).map(([k, x]) => [k, f(x, k)])) : orderedObject(dataEntries(obj).map(([k, x]) => [k, f(x, k)]));
  carryScalarKeys(obj, out);
  return out;
}

/**
 * Object.assign(target, source) keeping insertion order, as Python's `target.update(source)`:
 * source's new keys follow target's, in source's order. Its own enumerable symbol members (notes a
 * loader keeps on the object, such as a number's spelling) come along, as with Object.assign.
 */
export function assignHash(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  if ((target as Ordered)[KEY_ORDER] === undefined && (source as Ordered)[KEY_ORDER] === undefined) return Object.assign(target, source);
  for (const [k, v] of dataEntries(source)) putKey(target, k, v);
  for (const sym of Object.getOwnPropertySymbols(source)) {
    if (Object.prototype.propertyIsEnumerable.call(source, sym)) (target as Record<symbol, unknown>)[sym] = (source as Record<symbol, unknown>)[sym];
  }
  return target;
}

/** `{...obj}` keeping its key order (and, as a spread does, its own enumerable symbol members). */
export function spreadHash(obj: Record<string, unknown>): Record<string, unknown> {
  return assignHash({}, obj);
}

/** `{...a, ...b}` as Python's `a.copy().update(b)`: a's keys keep their places, b's new ones follow in b's order. */
export function updatedHash(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  return assignHash(assignHash({}, a), b);
}
