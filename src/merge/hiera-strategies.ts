// Hiera's merge strategies (first, unique, hash, deep) with Puppet 7's exact semantics.
// Puppet reduces the found values in priority order (highest first): the first is converted,
// each next one is merged *under* the accumulated value (lib/puppet/pops/merge_strategy.rb and
// the deep_merge gem's deep_merge!, which Puppet calls with the higher-priority value as source).
import type { Layer, MergeOutcome } from './layer.js';
import { provenanceOf } from './provenance.js';
import { deepClone, isHash, unionByValue, type DataHash } from '../data/value.js';

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
  const values = layers.map((l) => l.value);
  let value: unknown;
  if (spec.strategy === 'first') {
    value = values[0];
    return { found: true, value, provenance: withProvenance ? provenanceOf(value, [layers[0]!], 'first') : new Map() };
  }
  if (values.length === 1) {
    value = single(values[0], spec);
  } else {
    value = convert(values[0], spec);
    for (const next of values.slice(1)) value = mergeTwo(value, next, spec);
  }
  return { found: true, value, provenance: withProvenance ? provenanceOf(value, [...layers].reverse(), spec.strategy) : new Map() };
}

function single(v: unknown, spec: HieraMergeSpec): unknown {
  check(v, spec);
  if (spec.strategy === 'unique') return Array.isArray(v) ? unionByValue([], v) : v;
  return v;
}

function convert(v: unknown, spec: HieraMergeSpec): unknown {
  check(v, spec);
  if (spec.strategy === 'unique') return Array.isArray(v) ? v.flat(Infinity) : [v];
  return v;
}

function check(v: unknown, spec: HieraMergeSpec): void {
  if (spec.strategy === 'hash' && !isHash(v)) throw new MergeTypeError(`a hash merge needs hashes, got ${describe(v)}`);
  if (spec.strategy === 'unique' && isHash(v)) throw new MergeTypeError(`a unique merge needs arrays or scalars, got a hash`);
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'an array';
  if (v === null) return 'undef';
  return `a ${typeof v}`;
}

/** Merges `lower` (next in priority) under `higher` (accumulated so far). */
function mergeTwo(higher: unknown, lower: unknown, spec: HieraMergeSpec): unknown {
  switch (spec.strategy) {
    case 'unique':
      check(lower, spec);
      return unionByValue(convert(higher, spec) as unknown[], convert(lower, spec) as unknown[]);
    case 'hash':
      check(lower, spec);
      // Ruby's lower.merge(higher): the lower hash's key order, higher values win, new keys last.
      return { ...(lower as DataHash), ...(higher as DataHash) };
    default:
      return deepMerge(higher, deepClone(lower), spec);
  }
}

/** The deep_merge gem's deep_merge!(source, dest) with preserve_unmergeables false, as Puppet runs it. */
export function deepMerge(source: unknown, dest: unknown, spec: Pick<HieraMergeSpec, 'knockout_prefix' | 'sort_merged_arrays' | 'merge_hash_arrays'>): unknown {
  const ko = spec.knockout_prefix;
  if (source === null || source === undefined) return dest;
  if (dest === null || dest === undefined || dest === false) return source;
  if (isHash(source)) {
    if (!isHash(dest)) return overwrite(source, ko);
    for (const [k, v] of Object.entries(source)) {
      const existing = dest[k];
      // deep_merge tests `if dest[key]`: nil and false count as absent.
      dest[k] = existing !== undefined && existing !== null && existing !== false ? deepMerge(v, existing, spec) : deepMerge(v, deepClone(v), spec);
    }
    return dest;
  }
  if (Array.isArray(source)) {
    let src = [...source];
    let dst: unknown = dest;
    if (ko !== undefined && src.includes(ko)) {
      dst = Array.isArray(dst) ? [] : isHash(dst) ? {} : null;
      src = src.filter((x) => x !== ko);
    }
    if (!Array.isArray(dst)) return dst === null ? src : overwrite(src, ko);
    let out = [...dst];
    if (ko !== undefined) {
      src = src.filter((item) => {
        if (typeof item !== 'string' || !item.startsWith(ko)) return true;
        const plain = item.slice(ko.length);
        out = out.filter((x) => x !== plain && x !== item);
        return false;
      });
    }
    if (spec.merge_hash_arrays && src.every(isHash) && out.every(isHash)) {
      const list = out.map((d, i) => deepMerge(src[i] ?? {}, d, spec));
      out = src.length > out.length ? [...list, ...src.slice(out.length)] : list;
    } else {
      out = unionByValue(out, src);
    }
    if (spec.sort_merged_arrays) out.sort(rubyCompare);
    return out;
  }
  return overwrite(source, ko);
}

/** deep_merge's overwrite_unmergeables: a knocked-out scalar leaves an empty string. */
function overwrite(source: unknown, ko: string | undefined): unknown {
  if (ko === undefined) return source;
  if (typeof source === 'string') return source.startsWith(ko) ? '' : source;
  if (Array.isArray(source)) {
    const kept = source.filter((x) => !(typeof x === 'string' && x.startsWith(ko)));
    return kept.length === source.length ? source : '';
  }
  return source;
}

/** Array#sort! order for the homogeneous arrays sort_merged_arrays is meant for. */
function rubyCompare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}
