// Hiera's merge strategies (first, unique, hash, deep) with Puppet 7's exact semantics.
// Puppet reduces the found values in priority order (highest first): the first is converted,
// each next one is merged *under* the accumulated value (lib/puppet/pops/merge_strategy.rb and
// the deep_merge gem's deep_merge!, which Puppet calls with the higher-priority value as source).
import type { Layer, MergeOutcome, Provenance } from './layer.js';
import { provenanceOf } from './provenance.js';
import { dataEqual, deepClone, isHash, unionByValue, type DataHash } from '../data/value.js';
import { copyHash, dataEntries, dataKeys, hasKeyOrder, putKey } from '../data/key-order.js';
import { carryScalarKeys, findScalarKey, hasScalarKeys } from '../data/scalar-keys.js';

export type HieraStrategyName = 'first' | 'unique' | 'hash' | 'deep';

export interface HieraMergeSpec {
  strategy: HieraStrategyName;
  knockout_prefix?: string;
  sort_merged_arrays?: boolean;
  merge_hash_arrays?: boolean;
}

/** Raised when a value does not fit its strategy (e.g. a string under `hash`); the caller reports it. */
export class MergeTypeError extends Error {
  override name = 'MergeTypeError';
}

const STRATEGIES = new Set(['first', 'unique', 'hash', 'deep']);

/**
 * Reads a merge given as Puppet accepts it: a strategy name or a hash with `strategy` and deep
 * options. `unconstrained_deep` is Puppet's alias of deep. Returns a message for invalid input.
 */
export function parseMergeSpec(raw: unknown): HieraMergeSpec | string {
  if (raw === undefined || raw === null) return { strategy: 'first' };
  const hash = isHash(raw) ? raw : { strategy: raw };
  let name = hash.strategy;
  if (name === 'unconstrained_deep') name = 'deep';
  if (typeof name !== 'string' || !STRATEGIES.has(name)) return `Unknown merge strategy: '${String(hash.strategy)}'`;
  const spec: HieraMergeSpec = { strategy: name as HieraStrategyName };
  for (const [k, v] of Object.entries(hash)) {
    if (k === 'strategy' || k === 'merge_debug') continue;
    if (name !== 'deep') return `The merge options for '${name}' do not accept '${k}'`;
    if (k === 'knockout_prefix' && typeof v === 'string') spec.knockout_prefix = v;
    else if (k === 'sort_merged_arrays' && typeof v === 'boolean') spec.sort_merged_arrays = v;
    else if (k === 'merge_hash_arrays' && typeof v === 'boolean') spec.merge_hash_arrays = v;
    else return `Invalid deep merge option '${k}'`;
  }
  return spec;
}

/**
 * Merges found values given highest priority first; provenance lists contributions lowest first
 * (left empty when `withProvenance` is false: a walk of every leaf that nobody reads).
 */
export function mergeHiera(layers: readonly Layer[], spec: HieraMergeSpec, withProvenance = true): MergeOutcome {
  if (layers.length === 0) return { found: false, value: undefined, provenance: new Map() };
  const value = mergeFound(layers.map((l) => l.value), layers.length, spec);
  return { found: true, value, provenance: withProvenance ? hieraProvenance(value, layers, spec) : new Map() };
}

/** Which of the found layers (highest priority first) each leaf of the merged value came from. */
export function hieraProvenance(value: unknown, layers: readonly Layer[], spec: HieraMergeSpec): Provenance {
  return spec.strategy === 'first' ? provenanceOf(value, [layers[0]!], 'first') : provenanceOf(value, [...layers].reverse(), spec.strategy);
}

/**
 * Merges the values found among `variants` places to look (highest priority first, at least one
 * value), as Puppet reduces one group of its lookup: a level's locations, a layer's levels, the
 * layers. The number of places matters, not only of values: where there was one place the value
 * is taken as it is (a unique merge drops its duplicates); where there were several the first value
 * found is converted for the merge even when nothing else was found (a unique merge flattens it, or
 * makes a scalar an array of it), and every merge checks that both sides suit the strategy.
 */
export function mergeFound(values: readonly unknown[], variants: number, spec: HieraMergeSpec): unknown {
  if (spec.strategy === 'first') return values[0];
  if (variants === 1) return spec.strategy === 'unique' && Array.isArray(values[0]) ? unionByValue([], values[0]) : values[0];
  let value = convert(values[0], spec);
  for (const next of values.slice(1)) value = mergeTwo(value, next, spec);
  return value;
}

function convert(v: unknown, spec: HieraMergeSpec): unknown {
  if (spec.strategy === 'unique') return Array.isArray(v) ? v.flat(Infinity) : [v];
  return v;
}

function check(v: unknown, spec: HieraMergeSpec): void {
  if (spec.strategy === 'hash' && !isHash(v)) throw new MergeTypeError(`a hash merge needs hashes, got ${describe(v)}`);
  // Puppet's hash strategy takes Hash[String, Data]: a hash with a key YAML wrote as a number (`1:`) fails it, at any depth.
  if (spec.strategy === 'hash' && findScalarKey(v)) throw new MergeTypeError('a hash merge needs hashes keyed by strings (Hash[String, Data]), got one with a key written as a number, boolean or null');
  if (spec.strategy === 'unique' && (isHash(v) || v === null || v === undefined)) throw new MergeTypeError(`a unique merge needs arrays or scalars, got ${describe(v)}`);
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'an array';
  if (isHash(v)) return 'a hash';
  if (v === null) return 'undef';
  return `a ${typeof v}`;
}

/** Merges `lower` (next in priority) under `higher` (accumulated so far). */
function mergeTwo(higher: unknown, lower: unknown, spec: HieraMergeSpec): unknown {
  check(higher, spec);
  check(lower, spec);
  switch (spec.strategy) {
    case 'unique':
      return unionByValue(convert(higher, spec) as unknown[], convert(lower, spec) as unknown[]);
    case 'hash':
      return mergeHashes(lower as DataHash, higher as DataHash);
    default:
      return deepMerge(higher, deepClone(lower), spec);
  }
}

/** Ruby's lower.merge(higher): the lower hash's key order, higher values win, new keys last. */
function mergeHashes(lower: DataHash, higher: DataHash): DataHash {
  if (!hasKeyOrder(lower) && !hasKeyOrder(higher) && !hasScalarKeys(lower) && !hasScalarKeys(higher)) return { ...lower, ...higher };
  const out = copyHash(lower);
  for (const [k, v] of dataEntries(higher)) putKey(out, k, v);
  carryScalarKeys(higher, out);
  return out;
}

/** The deep_merge gem's deep_merge!(source, dest) with preserve_unmergeables false, as Puppet runs it. */
export function deepMerge(source: unknown, dest: unknown, spec: DeepOptions): unknown {
  const ko = knockout(spec.knockout_prefix);
  return mergeInto(source, dest, ko, spec);
}

/**
 * The knockout prefix as deep_merge uses it: the pattern `^<prefix>`, written into a regular
 * expression as it is and matched at the start of every line (a prefix `^` so removes nothing
 * where deep_merge strips the prefix, and matches every string where it only tests for it).
 */
function knockout(prefix: string | undefined): RegExp | undefined {
  if (prefix === undefined) return undefined;
  if (prefix === '') throw new MergeTypeError('knockout_prefix cannot be an empty string in deep_merge!');
  try {
    return new RegExp(`^(?:${prefix})`, 'gm');
  } catch {
    throw new MergeTypeError(`the knockout_prefix ${JSON.stringify(prefix)} is not a valid regular expression`);
  }
}

/** A string without its knockout prefixes, when it had any. */
function knockedOut(item: unknown, ko: RegExp): string | undefined {
  if (typeof item !== 'string') return undefined;
  const plain = item.replace(ko, '');
  return plain === item ? undefined : plain;
}

type DeepOptions = Pick<HieraMergeSpec, 'knockout_prefix' | 'sort_merged_arrays' | 'merge_hash_arrays'>;

/**
 * How deep_merge's destination relates to its source: apart; a shallow copy of it (a key new below
 * is merged from a `dup` of its value, whose children are the source's own); or the very same value
 * (the children of such a copy, and a source that replaced a non-hash). Merging a value into itself
 * is not a no-op: its knockout prefixes knock out, and an array loses elements while Ruby's
 * delete_if walks it. overcat never mutates its inputs: the relation is carried, not the aliasing.
 */
type Sharing = 'apart' | 'children' | 'self';

function mergeInto(source: unknown, dest: unknown, ko: RegExp | undefined, spec: DeepOptions, sharing: Sharing = 'apart'): unknown {
  if (source === null || source === undefined) return dest;
  // Nothing (nil or false) below: the source as it is, knockout prefixes and all.
  if (dest === null || dest === undefined || dest === false) return source;
  if (isHash(source)) {
    const keys = dataKeys(source);
    if (!isHash(dest)) {
      // deep_merge overwrites a non-hash while it walks the source's keys: an empty source leaves it;
      // otherwise the source replaces it at the first key and each further key merges into itself.
      if (keys.length === 0) return dest;
      const out = deepClone(source) as DataHash;
      for (const k of keys.slice(1)) out[k] = mergeInto(source[k], deepClone(source[k]), ko, spec, 'self');
      return out;
    }
    for (const k of keys) {
      const v = source[k];
      const existing = dest[k];
      // deep_merge tests `if dest[key]`: nil and false count as absent.
      // (A key new to dest goes last, as Ruby adds it.)
      if (existing !== undefined && existing !== null && existing !== false) dest[k] = mergeInto(v, existing, ko, spec, sharing === 'apart' ? 'apart' : 'self');
      else putKey(dest, k, mergeInto(v, deepClone(v), ko, spec, isHash(v) ? 'children' : 'apart'));
    }
    carryScalarKeys(source, dest);
    return dest;
  }
  if (Array.isArray(source)) return sharing === 'self' ? mergeArrayIntoItself(source, ko, spec) : mergeArray(source, dest, ko, spec);
  // A scalar replaces what is below; one written with the knockout prefix leaves an empty string.
  return ko && knockedOut(source, ko) !== undefined ? '' : source;
}

function mergeArray(source: unknown[], dest: unknown, ko: RegExp | undefined, spec: DeepOptions): unknown {
  let src = [...source];
  let dst: unknown = dest;
  if (ko && spec.knockout_prefix !== undefined && src.includes(spec.knockout_prefix)) {
    // The prefix alone clears what is below (a string or a collection; anything else becomes nil).
    dst = Array.isArray(dst) ? [] : isHash(dst) ? {} : typeof dst === 'string' ? '' : null;
    src = src.filter((x) => x !== spec.knockout_prefix);
  }
  // An array over what is no array (overwrite_unmergeables) drops each string the pattern
  // matches at all, an empty match included (a prefix `^` drops every string).
  if (!Array.isArray(dst)) return ko ? src.filter((x) => typeof x !== 'string' || x.search(ko) === -1) : src;
  let out = [...dst];
  if (ko) {
    src = src.filter((item) => {
      const plain = knockedOut(item, ko);
      if (plain === undefined) return true;
      out = out.filter((x) => x !== plain && x !== item);
      return false;
    });
  }
  if (spec.merge_hash_arrays && src.every(isHash) && out.every(isHash)) {
    const list = out.map((d, i) => mergeInto(src[i] ?? {}, d, ko, spec));
    out = src.length > out.length ? [...list, ...src.slice(out.length)] : list;
  } else {
    out = unionByValue(out, src);
  }
  if (spec.sort_merged_arrays) out.sort(rubyCompare);
  return out;
}

/**
 * An array merged into itself. The prefix alone empties it. Otherwise Ruby's delete_if walks it
 * (keeping elements by copying them down) while each knocked-out element deletes every occurrence
 * of itself and of its plain form from that same array; the walk's end then cuts the array as
 * Ruby's does. What is left is made unique (`dest | source` of the array with itself).
 */
function mergeArrayIntoItself(source: unknown[], ko: RegExp | undefined, spec: DeepOptions): unknown[] {
  if (ko && spec.knockout_prefix !== undefined && source.includes(spec.knockout_prefix)) return [];
  let arr = [...source];
  if (ko) {
    let read = 0;
    let kept = 0;
    for (; read < arr.length; read++) {
      const item = arr[read];
      const plain = knockedOut(item, ko);
      if (plain !== undefined) {
        arr = arr.filter((x) => x !== plain && x !== item);
        continue;
      }
      arr[kept++] = item;
    }
    if (kept < arr.length && kept < read) arr = [...arr.slice(0, kept), ...(read < arr.length ? arr.slice(read) : [])];
  }
  const out = unionByValue([], arr);
  if (spec.sort_merged_arrays) out.sort(rubyCompare);
  return out;
}

/**
 * Array#sort! order: numbers by value, strings by their bytes, arrays element by element; equal
 * values compare equal whatever they are. Any other pair Ruby cannot compare, and the merge fails.
 */
function rubyCompare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return Buffer.compare(Buffer.from(a), Buffer.from(b));
  if (dataEqual(a, b)) return 0;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = rubyCompare(a[i], b[i]);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  throw new MergeTypeError(`sort_merged_arrays cannot compare ${describe(a)} with ${describe(b)}`);
}
