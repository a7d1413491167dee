// Plain-data helpers the merge strategies share: hash test, kind for messages, Python truthiness, structural equality, deep clone (in key order).
import { ExactNumber, numberKind } from './exact-number.js';
import { hasKeyOrder, mapDataValues } from './key-order.js';
import { carryScalarKeys } from './scalar-keys.js';

export type DataHash = Record<string, unknown>;

export function isHash(v: unknown): v is DataHash {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof ExactNumber);
}

/** A short description of a loaded value's kind for messages ("a list", "a string ("x")", "null (nothing)"). */
export function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'null (nothing)';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof ExactNumber) return `a number (${value.text})`;
  if (typeof value === 'object') return 'a mapping';
  return `a ${typeof value} (${JSON.stringify(value)})`;
}

/** Python truthiness of loaded data (Heat tests sections and values this way). */
export function truthy(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  // A merged section holds hundreds of keys: look at the first, never list them all.
  if (isHash(v)) {
    for (const k in v) if (Object.hasOwn(v, k)) return true;
    return false;
  }
  return true;
}

/** Structural equality of JSON-like values (hash key order ignored, as Ruby's and Python's ==). */
export function dataEqual(a: unknown, b: unknown): boolean {
  return equal(a, b, false);
}

/**
 * Equality that also sees a number's kind: Integer 4 and Float 4.0 differ (what the agent manages
 * differs), and big integers compare by every digit. For diffs and "did this change?".
 */
export function sameData(a: unknown, b: unknown): boolean {
  return equal(a, b, true);
}

function equal(a: unknown, b: unknown, kinds: boolean): boolean {
  if (a === b) return true;
  const ka = numberKind(a);
  const kb = numberKind(b);
  if (ka !== undefined && kb !== undefined) {
    if (kinds && ka !== kb) return false;
    if (ka === 'integer' && kb === 'integer' && (a instanceof ExactNumber || b instanceof ExactNumber)) return BigInt(String(a)) === BigInt(String(b));
    const [x, y] = [Number(a), Number(b)];
    return x === y || (Number.isNaN(x) && Number.isNaN(y));
  }
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i], kinds));
  if (isHash(a) && isHash(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k], kinds));
  }
  return false;
}

/**
 * Whether a JSON-like value nests deeper than `limit` arrays and hashes (the value itself is level
 * 1, as Ruby's JSON `max_nesting` counts). Iterative, so it is safe on input of any depth: readers
 * check it before any recursive walk (equality, clone, diff, rendering) sees the value.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > limit) return true;
    for (const x of Array.isArray(v) ? v : Object.values(v)) if (x !== null && typeof x === 'object') stack.push([x, depth + 1]);
  }
  return false;
}

export function deepClone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(deepClone) as T;
  if (isHash(v)) {
    if (hasKeyOrder(v)) return mapDataValues(v, (x) => deepClone(x)) as T;
    const out: DataHash = {};
    for (const [k, x] of Object.entries(v)) out[k] = deepClone(x);
    carryScalarKeys(v, out);
    return out as T;
  }
  return v;
}

/** Ruby's `a | b` on arrays: a's elements then b's new ones, each once, by value. */
export function unionByValue(a: readonly unknown[], b: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const x of [...a, ...b]) if (!out.some((y) => dataEqual(x, y))) out.push(x);
  return out;
}
