// Plain-data helpers the merge strategies share: hash test, Python truthiness, structural equality, deep clone.

export type DataHash = Record<string, unknown>;

export function isHash(v: unknown): v is DataHash {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
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
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return a === b || (Number.isNaN(a) && Number.isNaN(b));
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => dataEqual(x, b[i]));
  if (isHash(a) && isHash(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && dataEqual(a[k], b[k]));
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
    const out: DataHash = {};
    for (const [k, x] of Object.entries(v)) out[k] = deepClone(x);
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
