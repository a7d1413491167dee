// Heat's per-parameter merge strategies (overwrite, merge, deep_merge) and section merges, as Heat 19's
// heat.common.environment_util does them (reference/heat.md §4), with provenance per parameter.
import type { Location } from '../diagnostics/source.js';
import type { Contribution, Layer, Provenance } from './layer.js';
import { layerLocation } from './provenance.js';
import { deepClone, isHash, kindOf, truthy, type DataHash } from '../data/value.js';
import { carryConcat, carryMember } from '../yaml/python-spelling.js';
import { dataEntries, dataKeys, parseJsonInOrder, putKey, spreadHash } from '../data/key-order.js';

export type HeatStrategy = 'overwrite' | 'merge' | 'deep_merge';
export type HeatParameterType = 'string' | 'number' | 'json' | 'comma_delimited_list' | 'boolean';

/** A merge Heat itself refuses; `heatClass` is the Python exception Heat raises. */
export class HeatMergeError extends Error {
  override name = 'HeatMergeError';
  constructor(
    readonly heatClass: string,
    message: string,
    /** The parameter the error is about, when there is one. */
    readonly parameter?: string,
    /** What is wrong, in overcat's words, where Heat's (`message`, a Python error) would not say. */
    readonly problem?: string,
    /** Where in an environment file, when the error is about something written there. */
    readonly location?: Location,
  ) {
    super(message);
  }
}

const STRATEGIES = new Set<string>(['overwrite', 'merge', 'deep_merge']);

/**
 * get_param_merge_strategy: the file's own strategy for the key, else the one recorded by an
 * earlier file, else the file's `default`, else overwrite; unknown names fall back to the default.
 */
/**
 * The strategy Heat's get_param_merge_strategy gives a parameter, by the name Heat records it under:
 * the file's own for it, else the one recorded by an earlier file, else the file's `default`. A
 * name Heat does not know gives way to the default, which is taken as written: an unknown one acts
 * as overwrite (effectiveStrategy) but is recorded as such, and so conflicts with `overwrite` later.
 * `strategiesInFile` is the file's section as written (undefined: none); Heat asks anything else
 * for its get() and fails.
 */
export function selectHeatStrategy(strategiesInFile: unknown, key: string, recorded: ReadonlyMap<string, string>, file = ''): string {
  const strategies = strategiesInFile ?? {};
  if (!isHash(strategies)) {
    throw new HeatMergeError('AttributeError', `'${pyType(strategies)}' object has no attribute 'get'`, key, `${file}: parameter_merge_strategies must be a mapping of parameter names to strategies`);
  }
  const fileDefault = Object.hasOwn(strategies, 'default') ? strategyName(strategies.default) : 'overwrite';
  const chosen = Object.hasOwn(strategies, key) ? strategies[key] : (recorded.get(key) ?? fileDefault);
  return typeof chosen === 'string' && STRATEGIES.has(chosen) ? chosen : fileDefault;
}

/** How a recorded strategy merges: Heat's merge_parameters overwrites for any name but the two merges. */
export function effectiveStrategy(name: string): HeatStrategy {
  return name === 'merge' || name === 'deep_merge' ? name : 'overwrite';
}

/** A default strategy as Heat would print it. */
function strategyName(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v) ?? 'None';
}

/** Python's type name of loaded data, as its exception messages print it. */
function pyType(v: unknown): string {
  if (v === null || v === undefined) return 'NoneType';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float';
  if (typeof v === 'string') return 'str';
  return Array.isArray(v) ? 'list' : 'dict';
}

/** merge_list: an empty old takes the new; a new list extends the old one; otherwise `','.join([old, new])`. */
function mergeList(old: unknown, value: unknown): unknown {
  if (!truthy(old)) return value;
  if (Array.isArray(value)) {
    if (!Array.isArray(old)) throw new HeatMergeError('AttributeError', `'${pyType(old)}' object has no attribute 'extend'`);
    const joined = [...old, ...value];
    carryConcat(joined, [old, value]);
    return joined;
  }
  return joinStrings(old, value, ',');
}

/** `separator.join([a, b])`: both must be strings. */
function joinStrings(a: unknown, b: unknown, separator: string, parameter?: string): string {
  const bad = [a, b].findIndex((x) => typeof x !== 'string');
  if (bad >= 0) throw new HeatMergeError('TypeError', `sequence item ${bad}: expected str instance, ${pyType([a, b][bad])} found`, parameter);
  return `${a as string}${separator}${b as string}`;
}

/** What Python raises at `old[k] = v` when old is not a dict. */
function itemAssignment(old: unknown): HeatMergeError {
  return new HeatMergeError('TypeError', Array.isArray(old) ? 'list indices must be integers or slices, not str' : `'${pyType(old)}' object does not support item assignment`);
}

/** merge_map(old, new, deep): `None` values are skipped; an empty old takes the new whole. */
export function mergeHeatMap(old: unknown, value: unknown, deep = false): unknown {
  if (!truthy(old)) return value;
  if (!isHash(value)) throw new HeatMergeError('AttributeError', `'${pyType(value)}' object has no attribute 'items'`);
  // Python fails only at the first value it writes: an old that is no dict fails then, and only then.
  if (!isHash(old)) {
    const first = Object.values(value).find((v) => v !== null && v !== undefined);
    if (first === undefined) return old;
    // deep: a map, list or str value is merged with old.get(k) first; another is assigned.
    if (deep && (typeof first === 'string' || Array.isArray(first) || isHash(first))) throw new HeatMergeError('AttributeError', `'${pyType(old)}' object has no attribute 'get'`);
    throw itemAssignment(old);
  }
  // A Python dict keeps insertion order: old's keys, then new ones as they come (putKey keeps integer-like ones there).
  const out: DataHash = spreadHash(old);
  for (const [k, v] of dataEntries(value)) {
    if (v === null || v === undefined) continue;
    if (!deep) putKey(out, k, v);
    else if (isHash(v)) putKey(out, k, truthy(out[k]) ? mergeHeatMap(out[k], v, true) : v);
    else if (Array.isArray(v)) putKey(out, k, truthy(out[k]) ? mergeList(out[k], v) : v);
    else if (typeof v === 'string') putKey(out, k, joinStrings(Object.hasOwn(out, k) ? out[k] : '', v, ''));
    else putKey(out, k, v);
    carryMember(out, k, out[k] === v ? value : undefined, k, old[k]);
  }
  return out;
}

/** param_merge for one parameter whose strategy is merge or deep_merge. */
function parameterMerge(old: DataHash, key: string, value: unknown, type: HeatParameterType, deep: boolean): unknown {
  const invalid = () => new HeatMergeError('ValueError', 'Invalid parameter in environment .', key);
  // parse_param lets only sequences (a str, a list) through for every type but json.
  const sequence = typeof value === 'string' || Array.isArray(value);
  switch (type) {
    case 'json': {
      let parsed: unknown;
      try {
        // (A map's copy, and a JSON text's maps, keep their key order as Python's dicts do.)
        if (typeof value === 'string') parsed = parseJsonInOrder(value);
        else parsed = deepClone(value);
      } catch {
        throw invalid();
      }
      return mergeHeatMap(old[key] ?? {}, parsed, deep);
    }
    case 'comma_delimited_list':
      if (!sequence) throw invalid();
      return mergeList(old[key], value);
    case 'string':
      if (!sequence) throw invalid();
      return joinStrings(Object.hasOwn(old, key) ? old[key] : '', value, '', key);
    case 'number': {
      // Sequences are then added with Python's `+`.
      if (!sequence) throw invalid();
      const previous = old[key];
      if (previous === undefined) throw new HeatMergeError('TypeError', "unsupported operand type(s) for +: 'int' and 'str'", key);
      if (typeof previous !== typeof value) throw new HeatMergeError('TypeError', 'can only concatenate like sequences', key);
      return Array.isArray(previous) ? [...previous, ...(value as unknown[])] : `${previous as string}${value as string}`;
    }
    case 'boolean':
      if (!sequence) throw invalid();
      throw new HeatMergeError('InvalidMergeStrategyForParam', `Invalid merge strategy 'merge' for parameter '${key}'.`, key);
  }
}

/**
 * One file's part in a parameter. Its file:line:col is worked out only when asked (--explain,
 * diagnostics): finding it means indexing the file's spans, which a plain merge never needs.
 */
class ParameterContribution implements Contribution {
  // Own fields, in the order --explain's JSON has always shown them (it spreads `{...c}`); the location is not one.
  readonly layer: string;
  readonly strategy: string;
  readonly value: unknown;
  readonly #layer: Layer;
  readonly #key: string;

  constructor(layer: Layer, key: string, strategy: string, value: unknown) {
    this.layer = layer.name;
    this.strategy = strategy;
    this.value = value;
    this.#layer = layer;
    this.#key = key;
  }

  get location(): Location | undefined {
    return layerLocation(this.#layer, [this.#key]);
  }
}

export interface HeatSectionMerge {
  value: DataHash;
  /** Contributions per parameter name (pathKey of the parameter), in file order. */
  provenance: Provenance;
}

/**
 * merge_parameters over one `parameters` or `parameter_defaults` section of one env file: `old`
 * (the section so far) is updated in place and returned; undefined when it is still empty, and
 * then Heat takes this file's section whole. (The caller knows: a merged section grows to
 * hundreds of keys, and asking an object whether it has any costs a walk over all of them.)
 * `recorded` holds the strategy each parameter got from earlier files (shared by both sections
 * of one request) and is updated. `schemata` maps template parameter names to their types.
 */
export function mergeHeatParameters(
  old: DataHash | undefined,
  layer: Layer,
  /** The file's parameter_merge_strategies as written (undefined: none). */
  strategiesInFile: unknown,
  /** Per parameter, the strategy name Heat recorded (selectHeatStrategy). */
  recorded: Map<string, string>,
  schemata: ReadonlyMap<string, HeatParameterType>,
  /** Where each contribution is recorded; undefined when nobody will ask (no --explain). */
  provenance: Provenance | undefined,
  /** Prefix of the provenance keys (e.g. `.parameters`), so one map serves every section. */
  prefix = '',
  /** Collects the values Heat drops here because no template declares their name. */
  dropped?: DroppedValue[],
): DataHash {
  const incoming = isHash(layer.value) ? layer.value : {};
  const known: string[] = [];
  for (const key of dataKeys(incoming)) {
    const v = incoming[key];
    if (schemata.has(key) && v !== null && v !== undefined) known.push(key);
  }
  for (const key of known) {
    const s = selectHeatStrategy(strategiesInFile, key, recorded, layer.name);
    const before = recorded.get(key);
    if (before === undefined) recorded.set(key, s);
    else if (before !== s) {
      throw new HeatMergeError('ConflictingMergeStrategyForParam', `Conflicting merge strategy '${s}' for parameter '${key}' in file '${layer.name}'.`, key);
    }
  }
  const note = (key: string, value: unknown) => {
    if (!provenance) return;
    const c = new ParameterContribution(layer, key, effectiveStrategy(recorded.get(key) ?? 'overwrite'), value);
    const list = provenance.get(`${prefix}.${key}`);
    if (list) list.push(c);
    else provenance.set(`${prefix}.${key}`, [c]);
  };
  // Heat takes the first non-empty section whole, unknown names and nulls included.
  if (!old) {
    for (const [k, v] of Object.entries(incoming)) note(k, v);
    return spreadHash(incoming);
  }
  if (dropped) for (const [k, v] of Object.entries(incoming)) if (v !== null && v !== undefined && !schemata.has(k)) dropped.push({ name: k, section: prefix.slice(1), file: layer.name });
  // `old` belongs to the merge in progress (a copy made when it was first taken), so it is updated in place.
  for (const key of known) {
    const value = incoming[key];
    const s = effectiveStrategy(recorded.get(key)!);
    const previous = old[key];
    putKey(old, key, s === 'overwrite' ? value : parameterMerge(old, key, value, schemata.get(key)!, s === 'deep_merge'));
    carryMember(old, key, old[key] === value ? incoming : undefined, key, previous);
    note(key, value);
  }
  return old;
}

/** The sections Heat's API starts a request's environment with (environment_format.default_for_missing). */
export const HEAT_EMPTY_ENVIRONMENT: Readonly<DataHash> = Object.freeze({
  parameters: {},
  resource_registry: {},
  parameter_defaults: {},
  encrypted_param_names: [],
  event_sinks: [],
});

/** A value merge_parameters ignored: its name is in no template's parameters (reference §4.2). */
export interface DroppedValue {
  name: string;
  section: string;
  file: string;
}

export interface HeatEnvironmentMerge {
  /** Values dropped because no template declares them (only a file after the first one loses them). */
  dropped: DroppedValue[];
  /** The merged sections, as Heat stores them (parameter_merge_strategies is consumed). */
  environment: DataHash;
  /** Contributions per `parameters` / `parameter_defaults` entry: keys `.parameters.x`, `.parameter_defaults.x`. */
  provenance: Provenance;
  /** The strategy each parameter ended with. */
  strategies: Map<string, HeatStrategy>;
}

/**
 * merge_environments: env files in list order over `base` (Heat's starting sections), each
 * file's value being its parsed mapping. Throws HeatMergeError where Heat raises.
 */
export function mergeHeatEnvironments(
  files: readonly Layer[],
  schemata: ReadonlyMap<string, HeatParameterType>,
  base: Readonly<DataHash> = HEAT_EMPTY_ENVIRONMENT,
  /** Record every file's contribution to every parameter (for --explain): a large merge's main cost otherwise. */
  recordProvenance = true,
): HeatEnvironmentMerge {
  const environment: DataHash = spreadHash(base);
  // The parameter sections are updated in place by mergeHeatParameters: own copies, never the caller's.
  for (const section of ['parameters', 'parameter_defaults']) {
    if (isHash(environment[section])) environment[section] = spreadHash(environment[section] as DataHash);
  }
  const recorded = new Map<string, string>();
  const provenance: Provenance = new Map();
  const dropped: DroppedValue[] = [];
  // The parameter sections that have keys: tracked here, since asking a large object costs a walk.
  const filled = new Set(['parameters', 'parameter_defaults'].filter((s) => truthy(environment[s])));
  for (const file of files) {
    const parsed = isHash(file.value) ? file.value : {};
    const strategiesInFile = parsed.parameter_merge_strategies;
    for (const [section, value] of dataEntries(parsed)) {
      if (section === 'parameter_merge_strategies' || !truthy(value)) continue;
      if (section === 'parameters' || section === 'parameter_defaults') {
        // merge_parameters walks the section's items: anything but a mapping fails there.
        if (!isHash(value)) {
          throw new HeatMergeError('AttributeError', `'${pyType(value)}' object has no attribute 'items'`, undefined, `${section} must be a mapping, not ${kindOf(value)}`, layerLocation(file, [section]));
        }
        const sectionLayer: Layer = { name: file.name, value };
        if (file.origin) sectionLayer.origin = { document: file.origin.document, path: [...file.origin.path, section] };
        const old = filled.has(section) && isHash(environment[section]) ? (environment[section] as DataHash) : undefined;
        environment[section] = mergeHeatParameters(old, sectionLayer, strategiesInFile, recorded, schemata, recordProvenance ? provenance : undefined, `.${section}`, dropped);
        if (isHash(value)) filled.add(section);
      } else if (!Object.hasOwn(environment, section)) {
        throw new HeatMergeError('KeyError', `'${section}'`);
      } else {
        putKey(environment, section, mergeHeatMap(environment[section], value));
      }
    }
  }
  const strategies = new Map([...recorded].map(([name, s]) => [name, effectiveStrategy(s)]));
  return { environment, provenance, strategies, dropped };
}
