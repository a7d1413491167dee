// hiera.yaml as Puppet 7 reads it in the environment and module layers: version 5 (with Puppet's
// defaults for every key left out), version 4 (deprecated), version 3 (ignored there), with diagnostics.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { didYouMean } from '../diagnostics/suggest.js';
import type { YamlDocument } from '../yaml/load.js';
import { isHash } from '../data/value.js';

export type DataProvider = 'yaml_data' | 'json_data';

export interface HierarchyLevel {
  name: string;
  /** Supported provider, or the name of one overcat cannot run (the lookup is then refused). */
  provider: DataProvider | { unsupported: string };
  /** Data directory, relative to the hiera.yaml's directory (or absolute). */
  datadir: string;
  /** One entry per path template; `glob` entries are patterns to expand. */
  paths: { kind: 'path' | 'glob'; template: string }[];
  /** mapped_paths: [variable holding a collection, name bound per element, template]. */
  mapped?: { variable: string; bind: string; template: string };
  /** Where the level is declared (`hierarchy` or `default_hierarchy`, and its index), for locations. */
  at: [string, number];
}

export interface HieraConfig {
  /** The file the configuration came from. */
  document?: YamlDocument;
  version: 4 | 5;
  levels: HierarchyLevel[];
  /** A module's `default_hierarchy`: searched only when no layer has the key. */
  defaultLevels?: HierarchyLevel[];
}

/** The layer a hiera.yaml configures: the rules differ (default_hierarchy is a module's only). */
export type ConfigLayer = 'environment' | 'module';

const V5_TOP_KEYS = ['version', 'defaults', 'hierarchy', 'default_hierarchy', 'plan_hierarchy'];
const V4_TOP_KEYS = ['version', 'datadir', 'hierarchy'];
const V4_LEVEL_KEYS = ['name', 'backend', 'datadir', 'path', 'paths'];
const LEVEL_KEYS = new Set(['name', 'path', 'paths', 'glob', 'globs', 'mapped_paths', 'uri', 'uris', 'datadir', 'data_hash', 'lookup_key', 'data_dig', 'hiera3_backend', 'options']);
const DEFAULTS_KEYS = new Set(['datadir', 'data_hash', 'lookup_key', 'data_dig', 'options']);
const PATH_KEYS = ['path', 'paths', 'glob', 'globs', 'mapped_paths', 'uri', 'uris'] as const;
const FUNCTION_KEYS = ['data_hash', 'lookup_key', 'data_dig', 'hiera3_backend'] as const;

/**
 * Puppet's `defaults` when a version 5 file leaves the key out. A `defaults` that is given is used
 * as written: without a data_hash in it, every level must name its own provider.
 */
const V5_DEFAULTS = { datadir: 'data', data_hash: 'yaml_data' };
/** Puppet's hierarchy when a version 5 file leaves `hierarchy` out. */
const V5_HIERARCHY = [{ name: 'Common', path: 'common.yaml' }];

export function parseHieraConfig(doc: YamlDocument, layer: ConfigLayer, diagnostics: DiagnosticBag): HieraConfig | undefined {
  const root = doc.value;
  const fail: Fail = (message, path = [], known) => {
    if (!known) {
      diagnostics.report('OVC5002', { message }, { location: doc.locate(path) });
      return;
    }
    // An unknown key is pointed at itself (its value may be lines away), with the nearest known key.
    const hint = didYouMean(String(path[path.length - 1]), known);
    diagnostics.report('OVC5002', { message }, { location: doc.locateKey(path), ...(hint ? { hint } : {}) });
  };
  const ignored = (reason: string) => {
    diagnostics.report('OVC5021', { layer, reason }, { location: doc.locate([]) });
    return undefined;
  };
  // Puppet reads an empty file, or one that is not a hash, as version 3's default configuration.
  if (!isHash(root)) return ignored('it does not contain a YAML hash, which Puppet reads as version 3');
  const version = root.version ?? root[':version'];
  if (version === undefined || version === null || version === 3) return version3(root, fail, ignored);
  if (version === 4) return version4(doc, root, layer, fail, diagnostics);
  if (version !== 5) {
    fail(`This runtime does not support hiera.yaml version ${JSON.stringify(version)}`, ['version']);
    return undefined;
  }
  for (const k of Object.keys(root)) {
    if (!V5_TOP_KEYS.includes(k)) fail(`unknown key '${k}'`, [k], V5_TOP_KEYS);
  }
  let defaults: Record<string, unknown> = V5_DEFAULTS;
  if (root.defaults !== undefined) {
    if (!isHash(root.defaults)) {
      fail("'defaults' must be a hash", ['defaults']);
      return undefined;
    }
    defaults = root.defaults;
    for (const k of Object.keys(defaults)) if (!DEFAULTS_KEYS.has(k)) fail(`unknown key '${k}' in defaults`, ['defaults', k], DEFAULTS_KEYS);
    if (FUNCTION_KEYS.filter((k) => defaults[k] !== undefined).length > 1) {
      fail('Only one of data_hash, lookup_key, data_dig, or hiera3_backend can be defined in defaults', ['defaults']);
      return undefined;
    }
  }
  const levels = v5Levels(root.hierarchy ?? V5_HIERARCHY, 'hierarchy', defaults, fail);
  if (!levels) return undefined;
  const config: HieraConfig = { document: doc, version: 5, levels };
  if (root.default_hierarchy !== undefined) {
    if (layer !== 'module') {
      fail("'default_hierarchy' is only allowed in the module layer", ['default_hierarchy']);
      return undefined;
    }
    const defaultLevels = v5Levels(root.default_hierarchy, 'default_hierarchy', defaults, fail);
    if (!defaultLevels) return undefined;
    config.defaultLevels = defaultLevels;
  }
  return config;
}

/** Reports a problem at a path; given the keys allowed there, at the key itself with a did-you-mean. */
type Fail = (message: string, path?: (string | number)[], known?: Iterable<string>) => void;

function v5Levels(hierarchy: unknown, key: string, defaults: Record<string, unknown>, fail: Fail): HierarchyLevel[] | undefined {
  if (!Array.isArray(hierarchy)) {
    fail(`'${key}' must be an array of levels`, [key]);
    return undefined;
  }
  const defaultDatadir = typeof defaults.datadir === 'string' ? defaults.datadir : 'data';
  const defaultProvider = providerOf(defaults);
  const levels: HierarchyLevel[] = [];
  const names = new Map<string, number>();
  let ok = true;
  hierarchy.forEach((raw, index) => {
    const at: [string, number] = [key, index];
    if (!isHash(raw)) {
      fail('a hierarchy level must be a hash', at);
      ok = false;
      return;
    }
    for (const k of Object.keys(raw)) if (!LEVEL_KEYS.has(k)) fail(`unknown key '${k}' in hierarchy level`, [...at, k], LEVEL_KEYS);
    if (typeof raw.name !== 'string' || raw.name === '') {
      fail("every hierarchy level needs a 'name'", at);
      ok = false;
      return;
    }
    // Puppet's words; it fails every lookup the configuration serves.
    const first = names.get(raw.name);
    if (first !== undefined) fail(`Hierarchy name '${raw.name}' defined more than once. First defined at ${key} entry ${first + 1}`, [...at, 'name']);
    else names.set(raw.name, index);
    const given = PATH_KEYS.filter((k) => raw[k] !== undefined);
    if (given.length > 1) {
      fail(`only one of ${given.join(', ')} may be given in level '${raw.name}'`, at);
      ok = false;
      return;
    }
    if (FUNCTION_KEYS.filter((k) => raw[k] !== undefined).length > 1) {
      fail(`Only one of data_hash, lookup_key, data_dig, or hiera3_backend can be defined in hierarchy '${raw.name}'`, at);
      ok = false;
      return;
    }
    const provider = providerOf(raw) ?? defaultProvider;
    if (provider === undefined) {
      // Puppet has no implicit provider once `defaults` is given without one.
      fail(`One of data_hash, lookup_key, data_dig, or hiera3_backend must be defined in hierarchy '${raw.name}'`, at);
      ok = false;
      return;
    }
    const level: HierarchyLevel = { name: raw.name, provider, datadir: typeof raw.datadir === 'string' ? raw.datadir : defaultDatadir, paths: [], at };
    const kind = given[0];
    const strings = (v: unknown) => (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string');
    if (kind === 'path' || kind === 'paths') level.paths = strings(raw[kind]).map((template) => ({ kind: 'path', template }));
    else if (kind === 'glob' || kind === 'globs') level.paths = strings(raw[kind]).map((template) => ({ kind: 'glob', template }));
    else if (kind === 'mapped_paths') {
      const m = raw.mapped_paths;
      if (!Array.isArray(m) || m.length !== 3 || !m.every((x) => typeof x === 'string')) {
        fail('mapped_paths must be [variable, name, path template]', [...at, 'mapped_paths']);
        ok = false;
        return;
      }
      level.mapped = { variable: m[0] as string, bind: m[1] as string, template: m[2] as string };
    }
    if (typeof provider === 'string' && (kind === undefined || kind === 'uri' || kind === 'uris')) {
      // A file-reading function needs a file: Puppet fails the lookup, it does not guess a name.
      fail(`'${provider}' one of 'path', 'paths' 'glob', 'globs' or 'mapped_paths' must be declared in hiera.yaml when using this data_hash function`, at);
      ok = false;
      return;
    }
    levels.push(level);
  });
  return ok ? levels : undefined;
}

/** Version 4 (deprecated, still read by Puppet 7): `backend: yaml|json`, paths without extensions. */
function version4(doc: YamlDocument, root: Record<string, unknown>, layer: ConfigLayer, fail: Fail, diagnostics: DiagnosticBag): HieraConfig | undefined {
  diagnostics.report('OVC5022', { layer }, { location: doc.locate(['version']) });
  for (const k of Object.keys(root)) if (!V4_TOP_KEYS.includes(k)) fail(`unknown key '${k}'`, [k], V4_TOP_KEYS);
  const datadir = typeof root.datadir === 'string' ? root.datadir : 'data';
  const hierarchy = root.hierarchy ?? [{ name: 'common', backend: 'yaml' }];
  if (!Array.isArray(hierarchy)) {
    fail("'hierarchy' must be an array of levels", ['hierarchy']);
    return undefined;
  }
  const levels: HierarchyLevel[] = [];
  for (const [index, raw] of hierarchy.entries()) {
    const at: [string, number] = ['hierarchy', index];
    if (!isHash(raw) || typeof raw.name !== 'string' || typeof raw.backend !== 'string') {
      fail("a version 4 hierarchy level needs a 'name' and a 'backend'", at);
      return undefined;
    }
    for (const k of Object.keys(raw)) if (!V4_LEVEL_KEYS.includes(k)) fail(`unknown key '${k}' in hierarchy level`, [...at, k], V4_LEVEL_KEYS);
    const backend = raw.backend;
    if (backend !== 'yaml' && backend !== 'json') {
      fail(`Unable to find a data provider for backend '${backend}'`, [...at, 'backend']);
      return undefined;
    }
    const given = Array.isArray(raw.paths) ? raw.paths : [typeof raw.path === 'string' ? raw.path : raw.name];
    const ext = `.${backend}`;
    levels.push({
      name: raw.name,
      provider: `${backend}_data`,
      datadir: typeof raw.datadir === 'string' ? raw.datadir : datadir,
      // Version 4 paths leave the extension out; Puppet adds the backend's unless it is there.
      paths: given.filter((p): p is string => typeof p === 'string').map((p) => ({ kind: 'path', template: p.endsWith(ext) ? p : p + ext })),
      at,
    });
  }
  return { document: doc, version: 4, levels };
}

/**
 * Version 3 belongs to the global layer: Puppet checks its shape, then ignores it in an environment
 * or a module (a warning; an error only under --strict=error).
 */
function version3(root: Record<string, unknown>, fail: Fail, ignored: (reason: string) => undefined): undefined {
  for (const key of ['hierarchy', 'backends']) {
    const name = Object.hasOwn(root, key) ? key : `:${key}`;
    const v = root[name];
    const strings = typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
    if (v !== undefined && !strings) {
      fail(`version 3 (no 'version' key) expects '${key}' to be a string or an array of strings`, [name]);
      return undefined;
    }
  }
  return ignored("it is version 3 (no 'version' key, or 3), which Puppet reads only as the global hiera.yaml");
}

function providerOf(h: Record<string, unknown>): HierarchyLevel['provider'] | undefined {
  if (typeof h.data_hash === 'string') {
    return h.data_hash === 'yaml_data' || h.data_hash === 'json_data' ? h.data_hash : { unsupported: `data_hash: ${h.data_hash}` };
  }
  if (typeof h.lookup_key === 'string') return { unsupported: `lookup_key: ${h.lookup_key}` };
  if (typeof h.data_dig === 'string') return { unsupported: `data_dig: ${h.data_dig}` };
  if (typeof h.hiera3_backend === 'string') return { unsupported: `hiera3_backend: ${h.hiera3_backend}` };
  return undefined;
}
