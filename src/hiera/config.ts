// hiera.yaml version 5: parsed into levels with data providers and path templates, with diagnostics.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { didYouMean } from '../diagnostics/suggest.js';
import type { YamlDocument } from '../yaml/load.js';
import { isHash } from '../data/value.js';

export type DataProvider = 'yaml_data' | 'json_data';

export interface HierarchyLevel {
  name: string;
  /** Supported provider, or the name of one overcat cannot run (the level is then skipped). */
  provider: DataProvider | { unsupported: string };
  /** Data directory, relative to the hiera.yaml's directory (or absolute). */
  datadir: string;
  /** One entry per path template; `glob` entries are patterns to expand. */
  paths: { kind: 'path' | 'glob'; template: string }[];
  /** mapped_paths: [variable holding a collection, name bound per element, template]. */
  mapped?: { variable: string; bind: string; template: string };
  /** Index of the level in the hierarchy, for locations in explanations. */
  index: number;
}

export interface HieraConfig {
  /** The file the configuration came from (undefined for Puppet's built-in default). */
  document?: YamlDocument;
  levels: HierarchyLevel[];
}

const TOP_KEYS = ['version', 'defaults', 'hierarchy', 'default_hierarchy', 'plan_hierarchy'];
const LEVEL_KEYS = new Set(['name', 'path', 'paths', 'glob', 'globs', 'mapped_paths', 'uri', 'uris', 'datadir', 'data_hash', 'lookup_key', 'data_dig', 'hiera3_backend', 'options']);
const PATH_KEYS = ['path', 'paths', 'glob', 'globs', 'mapped_paths', 'uri', 'uris'] as const;

/** Puppet's default when a module or environment has no hiera.yaml hierarchy. */
export const DEFAULT_LEVELS: HierarchyLevel[] = [
  { name: 'Common', provider: 'yaml_data', datadir: 'data', paths: [{ kind: 'path', template: 'common.yaml' }], index: 0 },
];

export function parseHieraConfig(doc: YamlDocument, diagnostics: DiagnosticBag): HieraConfig | undefined {
  const root = doc.value;
  const fail = (message: string, path: (string | number)[] = []) => {
    diagnostics.report('OVC5002', { message }, { location: doc.locate(path) });
  };
  /** An unknown key is pointed at itself (its value may be lines away), with the nearest known key. */
  const unknownKey = (k: string, known: Iterable<string>, path: (string | number)[], where: string) => {
    const hint = didYouMean(k, known);
    diagnostics.report('OVC5002', { message: `unknown key '${k}'${where}` }, { location: doc.locateKey(path), ...(hint ? { hint } : {}) });
  };
  if (!isHash(root)) {
    fail('the configuration must be a hash');
    return undefined;
  }
  if (root.version !== 5) {
    fail(`overcat reads hiera.yaml version 5, this file has version ${JSON.stringify(root.version ?? null)}`, ['version']);
    return undefined;
  }
  for (const k of Object.keys(root)) {
    if (!TOP_KEYS.includes(k)) unknownKey(k, TOP_KEYS, [k], '');
  }
  const defaults = isHash(root.defaults) ? root.defaults : {};
  const defaultDatadir = typeof defaults.datadir === 'string' ? defaults.datadir : 'data';
  const defaultProvider = providerOf(defaults);
  if (root.hierarchy === undefined) return { document: doc, levels: DEFAULT_LEVELS };
  if (!Array.isArray(root.hierarchy)) {
    fail("'hierarchy' must be an array of levels", ['hierarchy']);
    return undefined;
  }
  const levels: HierarchyLevel[] = [];
  const names = new Set<string>();
  let ok = true;
  root.hierarchy.forEach((raw, index) => {
    const at = ['hierarchy', index];
    if (!isHash(raw)) {
      fail('a hierarchy level must be a hash', at);
      ok = false;
      return;
    }
    for (const k of Object.keys(raw)) if (!LEVEL_KEYS.has(k)) unknownKey(k, LEVEL_KEYS, [...at, k], ' in hierarchy level');
    if (typeof raw.name !== 'string' || raw.name === '') {
      fail("every hierarchy level needs a 'name'", at);
      ok = false;
      return;
    }
    if (names.has(raw.name)) fail(`the hierarchy name '${raw.name}' is used more than once`, [...at, 'name']);
    names.add(raw.name);
    const given = PATH_KEYS.filter((k) => raw[k] !== undefined);
    if (given.length > 1) {
      fail(`only one of ${given.join(', ')} may be given in level '${raw.name}'`, at);
      ok = false;
      return;
    }
    const provider = providerOf(raw) ?? defaultProvider;
    if (provider === undefined) {
      // Puppet has no implicit provider for a level once hiera.yaml exists.
      fail(`One of data_hash, lookup_key, data_dig, or hiera3_backend must be defined in hierarchy '${raw.name}'`, at);
      ok = false;
      return;
    }
    const level: HierarchyLevel = {
      name: raw.name,
      provider,
      datadir: typeof raw.datadir === 'string' ? raw.datadir : defaultDatadir,
      paths: [],
      index,
    };
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
    } else if (kind === 'uri' || kind === 'uris') {
      level.provider = { unsupported: `${kind} (a lookup_key or data_dig backend)` };
    } else {
      // Puppet's default for a level without a path is the level's name as the file name.
      level.paths = [{ kind: 'path', template: `${raw.name}.yaml` }];
    }
    levels.push(level);
  });
  return ok ? { document: doc, levels } : undefined;
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
