// Mapping keys that Ruby reads as something other than a String. Psych makes YAML's plain `1:`,
// `2.5:`, `true:` and `~:` keys an Integer, a Float, a Boolean and nil, so a Hiera hash written
// so has such keys, and Puppet types them (`Hash[Integer, String]` accepts it, a String key would
// not match). Loaded data stays plain JS objects keyed by text ("1"); an object given such a key
// records the scalar in a hidden property, which copies of the hash carry (carryScalarKeys) and
// which the conversion to a Puppet hash reads (fromData). Objects without one pay nothing.

import type { ExactNumber } from './exact-number.js';

/** The Ruby key of each member whose key is no String (not enumerable: spreads, JSON and Object.keys never see it). */
const SCALAR_KEYS = Symbol('scalar keys');

/** A mapping key Ruby holds as a number (an exact one: an integral Float, a big Integer), a boolean or nil. */
export type ScalarKey = number | ExactNumber | boolean | null;

type Keyed = object & { [SCALAR_KEYS]?: Map<string, ScalarKey> };

/** Records that the member `k` of `obj` is keyed by `key` in Ruby (`obj["1"]` by the Integer 1). */
export function recordScalarKey(obj: object, k: string, key: ScalarKey): void {
  const o = obj as Keyed;
  let keys = o[SCALAR_KEYS];
  if (keys === undefined) {
    keys = new Map();
    Object.defineProperty(o, SCALAR_KEYS, { value: keys, configurable: true });
  }
  keys.set(k, key);
}

/** The Ruby key of the member `k` of `obj` when it is no String, else undefined. */
export function scalarKey(obj: object, k: string): ScalarKey | undefined {
  return (obj as Keyed)[SCALAR_KEYS]?.get(k);
}

/** Whether some member of `obj` is keyed by something other than a String. */
export function hasScalarKeys(obj: object): boolean {
  return (obj as Keyed)[SCALAR_KEYS] !== undefined;
}

/** Gives `to` the Ruby keys `from` records for the members `to` holds too (a copy keeps its keys' identity). */
export function carryScalarKeys(from: object, to: object): void {
  const keys = (from as Keyed)[SCALAR_KEYS];
  if (keys === undefined || from === to) return;
  for (const [k, key] of keys) if (Object.hasOwn(to, k)) recordScalarKey(to, k, key);
}

/** The first key of a hash in `v` (it or below, depth first) that is no String; undefined when there is none. */
export function findScalarKey(v: unknown): { key: ScalarKey } | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  if (Array.isArray(v)) {
    for (const x of v) {
      const found = findScalarKey(x);
      if (found) return found;
    }
    return undefined;
  }
  // Only plain data hashes (a wrapped value, such as an exact number, holds no members of its own).
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) return undefined;
  const keys = (v as Keyed)[SCALAR_KEYS];
  if (keys !== undefined && keys.size > 0) return { key: keys.values().next().value as ScalarKey };
  for (const x of Object.values(v)) {
    const found = findScalarKey(x);
    if (found) return found;
  }
  return undefined;
}
