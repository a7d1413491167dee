// Hiera 5 lookups: environment and module layers, hierarchy locations, lookup_options, merge, explain.
import * as path from 'node:path';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Location } from '../diagnostics/source.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';
import { mergeHiera, MergeTypeError, parseMergeSpec, type HieraMergeSpec } from '../merge/hiera-strategies.js';
import type { Layer, Provenance } from '../merge/layer.js';
import { compileLinear } from '../data/linear-regex.js';
import { isHash } from '../data/value.js';
import { loadYaml, pathKey, type PathSegment, type YamlDocument } from '../yaml/load.js';
import { DEFAULT_LEVELS, parseHieraConfig, type HieraConfig, type HierarchyLevel } from './config.js';
import { convertTo } from './convert.js';
import { globFiles, GlobTooLarge } from './glob.js';
import { interpolateString, interpolateValue, InterpolationError, InterpolationLimitError, MAX_EXPANSION, MAX_INTERPOLATED_LOOKUPS, type ExpansionBudget, type InterpolationContext } from './interpolate.js';

export interface HieraOptions {
  host: Host;
  /** The environment layer's hiera.yaml. */
  hieraConfig?: string;
  facts: Record<string, unknown>;
  /** Node name; sets trusted.certname (default: the clientcert fact, then fqdn). */
  node?: string;
  /** Module directories whose modules' own hiera.yaml form the module layer. */
  modulepath?: string[];
  /** Warn on YAML 1.1 / 1.2 dialect differences in the data files read (dialect-lint.ts). */
  lintDialect?: boolean;
  /** The node's environment, the top-scope `$environment` Puppet always sets (default production). */
  environment?: string;
}

export interface LookupOptions {
  /** Strategy name or hash; overrides lookup_options, as `puppet lookup --merge` does. */
  merge?: unknown;
  /** Returned (found) when no level has the key. */
  default?: unknown;
}

/** One location tried during a lookup, for --explain. */
export interface ExplainedLocation {
  path: string;
  originalPath: string;
  status: 'found' | 'not found' | 'path not found';
  value?: unknown;
}

export interface ExplainedLevel {
  name: string;
  locations: ExplainedLocation[];
  /** Why the level was skipped, if it was. */
  skipped?: string;
}

export interface ExplainedLayer {
  name: string;
  configuration?: string;
  levels: ExplainedLevel[];
}

export interface LookupExplanation {
  key: string;
  merge: HieraMergeSpec;
  /** Where the merge came from: the command line, lookup_options, or the default. */
  mergeSource: 'argument' | 'lookup_options' | 'default';
  layers: ExplainedLayer[];
  defaultUsed: boolean;
}

export interface LookupResult {
  found: boolean;
  value: unknown;
  /** Per leaf (pathKey relative to the value), the contributions in merge order. */
  provenance: Provenance;
  explanation: LookupExplanation;
}

interface DataFile {
  document?: YamlDocument;
  data: Record<string, unknown>;
}

interface ResolvedLocation {
  level: HierarchyLevel;
  file: string;
  originalPath: string;
}

interface HieraLayer {
  name: string;
  configPath?: string;
  config: HieraConfig;
  /** Only keys in this namespace (`<module>::`) are looked up in a module layer. */
  namespace?: string;
  locations: ResolvedLocation[];
  lookupOptions?: Record<string, unknown>;
}

const NOT_FOUND = Symbol('not found');

/**
 * How many `%{lookup()}` interpolations may nest under one lookup. Puppet 7.23 stops with "stack
 * level too deep" between 150 and 175 (scripts/oracles/puppet_lookup.sh); 200 accepts every chain
 * Puppet does and stays far from the JavaScript stack's end even when the evaluator calls lookup deep.
 */
export const MAX_LOOKUP_NESTING = 200;

export class Hiera {
  private readonly files = new Map<string, DataFile | undefined>();
  private readonly keyPatterns = new Map<string, RegExp | undefined>();
  private readonly active = new Set<string>();
  private readonly variables: Record<string, unknown>;
  /** Lookups under way (1 while an outermost lookup runs, more while interpolations nest). */
  private nesting = 0;
  private budget: ExpansionBudget = { left: MAX_EXPANSION, lookups: MAX_INTERPOLATED_LOOKUPS };

  constructor(
    private readonly host: Host,
    private readonly layers: HieraLayer[],
    facts: Record<string, unknown>,
    trusted: Record<string, unknown>,
    private readonly diagnostics: DiagnosticBag,
    private readonly lintDialect = false,
    environment = 'production',
  ) {
    this.variables = topScope(facts, trusted, environment);
  }

  lookup(key: string, options: LookupOptions = {}): LookupResult {
    const outermost = this.nesting === 0;
    if (outermost) this.budget = { left: MAX_EXPANSION, lookups: MAX_INTERPOLATED_LOOKUPS };
    else if (this.nesting >= MAX_LOOKUP_NESTING) throw new InterpolationLimitError(`more than ${MAX_LOOKUP_NESTING} lookups nest through interpolations`);
    this.nesting++;
    try {
      return this.lookupOnce(key, options);
    } catch (e) {
      if (!outermost || !(e instanceof InterpolationLimitError)) throw e;
      this.diagnostics.report('OVC5091', { key, message: e.message }, { location: e.location as Location | undefined });
      const explanation: LookupExplanation = { key, merge: { strategy: 'first' }, mergeSource: 'default', layers: [], defaultUsed: false };
      return { found: false, value: undefined, provenance: new Map(), explanation };
    } finally {
      this.nesting--;
    }
  }

  private lookupOnce(key: string, options: LookupOptions): LookupResult {
    const segs = splitKey(key);
    const root = segs[0] ?? key;
    const dig = segs.slice(1);
    const fromOptions = this.lookupOptionsFor(root);
    let mergeSource: LookupExplanation['mergeSource'] = 'default';
    let rawMerge: unknown = undefined;
    if (options.merge !== undefined) {
      rawMerge = options.merge;
      mergeSource = 'argument';
    } else if (fromOptions?.merge !== undefined) {
      rawMerge = fromOptions.merge;
      mergeSource = 'lookup_options';
    }
    let spec = parseMergeSpec(rawMerge);
    if (typeof spec === 'string') {
      this.diagnostics.report('OVC5006', { key, message: spec });
      spec = { strategy: 'first' };
    }
    const explanation: LookupExplanation = { key, merge: spec, mergeSource, layers: [], defaultUsed: false };
    const found: Layer[] = [];
    for (const layer of this.layers) {
      const explained: ExplainedLayer = { name: layer.name, levels: [] };
      if (layer.configPath) explained.configuration = layer.configPath;
      explanation.layers.push(explained);
      if (layer.namespace !== undefined && !root.startsWith(`${layer.namespace}::`)) continue;
      let level: ExplainedLevel | undefined;
      for (const loc of layer.locations) {
        if (!level || level.name !== loc.level.name) {
          level = { name: loc.level.name, locations: [] };
          explained.levels.push(level);
        }
        if (typeof loc.level.provider !== 'string') {
          level.skipped = loc.level.provider.unsupported;
          continue;
        }
        const file = this.dataFile(loc.file);
        const entry: ExplainedLocation = { path: loc.file, originalPath: loc.originalPath, status: file ? 'not found' : 'path not found' };
        level.locations.push(entry);
        if (!file || !Object.hasOwn(file.data, root)) continue;
        const value = this.resolveValue(file, root);
        if (value === NOT_FOUND) continue;
        entry.status = 'found';
        entry.value = value;
        const l: Layer = { name: `${layer.name}, hierarchy "${loc.level.name}"`, value };
        if (file.document) l.origin = { document: file.document, path: [root] };
        found.push(l);
        if (spec.strategy === 'first') break;
      }
      if (spec.strategy === 'first' && found.length > 0) break;
    }
    if (found.length === 0) return this.notFound(key, options, explanation);
    try {
      // A lookup made by an interpolation gives only its value: its provenance would be walked for nothing.
      const merged = mergeHiera(found, spec, this.nesting === 1);
      const converted = fromOptions?.convert_to !== undefined ? convertTo(merged.value, fromOptions.convert_to) : merged.value;
      // Puppet digs a dotted key into the merged value of its root key, not into each level.
      const value = digInto(converted, dig);
      if (value === NOT_FOUND) return this.notFound(key, options, explanation);
      return { found: true, value, provenance: digProvenance(merged.provenance, dig), explanation };
    } catch (e) {
      if (!(e instanceof MergeTypeError) && !(e instanceof TypeError)) throw e;
      this.diagnostics.report('OVC5006', { key, message: e.message }, locationOf(found[0]!));
      return { found: false, value: undefined, provenance: new Map(), explanation };
    }
  }

  private notFound(_key: string, options: LookupOptions, explanation: LookupExplanation): LookupResult {
    if (options.default !== undefined) {
      explanation.defaultUsed = true;
      return { found: true, value: options.default, provenance: new Map(), explanation };
    }
    return { found: false, value: undefined, provenance: new Map(), explanation };
  }

  /** The value of `root` in one file, interpolated. */
  private resolveValue(file: DataFile, root: string): unknown {
    const guard = `${file.document?.source.path ?? ''}\0${root}`;
    if (this.active.has(guard)) {
      this.diagnostics.report('OVC5005', { text: `'${root}'`, message: 'the lookup refers back to itself (an interpolation cycle)' }, { location: file.document?.locate([root]) });
      return NOT_FOUND;
    }
    this.active.add(guard);
    let value: unknown;
    try {
      value = interpolateValue(file.data[root], this.context());
    } catch (e) {
      if (e instanceof InterpolationLimitError) e.location ??= file.document?.locate([root]);
      if (!(e instanceof InterpolationError)) throw e;
      this.diagnostics.report('OVC5005', { text: `'${root}'`, message: e.message }, { location: file.document?.locate([root]) });
      return NOT_FOUND;
    } finally {
      this.active.delete(guard);
    }
    return value;
  }

  private context(): InterpolationContext {
    return {
      variables: this.variables,
      budget: this.budget,
      lookup: (k) => {
        const r = this.lookup(k);
        return { found: r.found, value: r.value };
      },
    };
  }

  /** lookup_options for a root key: exact key first, else the first matching regex key. */
  private lookupOptionsFor(root: string): Record<string, unknown> | undefined {
    for (const layer of this.layers) {
      if (layer.namespace !== undefined && !root.startsWith(`${layer.namespace}::`)) continue;
      const all = this.layerLookupOptions(layer);
      const exact = all[root];
      if (isHash(exact)) return exact;
      for (const [pattern, opts] of Object.entries(all)) {
        if (!pattern.startsWith('^') || !isHash(opts)) continue;
        const compiled = this.keyPattern(pattern);
        if (compiled?.test(root)) return opts;
      }
    }
    return undefined;
  }

  /** A lookup_options regex key, compiled once for linear-time matching (reported once when it cannot be). */
  private keyPattern(pattern: string): RegExp | undefined {
    if (this.keyPatterns.has(pattern)) return this.keyPatterns.get(pattern);
    const compiled = compileLinear(pattern);
    if (!compiled.ok) this.diagnostics.report('OVC5007', { key: pattern, message: compiled.invalid ? 'the key is not a valid regular expression' : `the key is refused as a regular expression: ${compiled.reason}` });
    const regex = compiled.ok ? compiled.regex : undefined;
    this.keyPatterns.set(pattern, regex);
    return regex;
  }

  /** A layer's lookup_options: every level's `lookup_options` hash, deep-merged by priority. */
  private layerLookupOptions(layer: HieraLayer): Record<string, unknown> {
    if (layer.lookupOptions) return layer.lookupOptions;
    const found: Layer[] = [];
    for (const loc of layer.locations) {
      if (typeof loc.level.provider !== 'string') continue;
      const file = this.dataFile(loc.file);
      const opts = file?.data.lookup_options;
      if (isHash(opts)) found.push({ name: loc.file, value: opts });
    }
    const merged = found.length > 0 ? mergeHiera(found, { strategy: 'deep' }).value : {};
    layer.lookupOptions = isHash(merged) ? merged : {};
    return layer.lookupOptions;
  }

  private dataFile(file: string): DataFile | undefined {
    if (this.files.has(file)) return this.files.get(file);
    let result: DataFile | undefined;
    // A level's data file that does not exist is normal: that level simply has no data.
    const source = readSource(this.host, file, this.diagnostics, { optional: true });
    if (source) {
      // JSON is read with the YAML loader too: it is valid YAML and keeps positions.
      const document = loadYaml(source, this.diagnostics, { lintDialect: this.lintDialect });
      if (document) {
        if (isHash(document.value)) result = { document, data: document.value };
        else {
          if (!document.empty && document.value !== false) this.diagnostics.report('OVC5004', { path: file }, { location: document.locate([]) });
          result = { document, data: {} };
        }
      } else result = { data: {} };
    }
    this.files.set(file, result);
    return result;
  }
}

function digInto(value: unknown, dig: string[]): unknown {
  let cur = value;
  for (const seg of dig) {
    if (Array.isArray(cur) && /^\d+$/.test(seg) && Number(seg) < cur.length) cur = cur[Number(seg)];
    else if (isHash(cur) && Object.hasOwn(cur, seg)) cur = cur[seg];
    else return NOT_FOUND;
  }
  return cur;
}

/** Provenance re-rooted at the dug value: only leaves under the dotted path, with shorter paths. */
function digProvenance(provenance: Provenance, dig: string[]): Provenance {
  if (dig.length === 0) return provenance;
  const prefix = pathKey(dig);
  const out: Provenance = new Map();
  for (const [leaf, contributions] of provenance) {
    if (leaf === prefix || leaf.startsWith(`${prefix}.`) || leaf.startsWith(`${prefix}#`)) out.set(leaf.slice(prefix.length), contributions);
  }
  if (out.size > 0) return out;
  // Dug into a leaf (an element of an array): the leaf's contributions describe it.
  for (const [leaf, contributions] of provenance) if (prefix.startsWith(leaf)) out.set('', contributions);
  return out;
}

function locationOf(layer: Layer): { location?: Location } {
  return layer.origin ? { location: layer.origin.document.locate(layer.origin.path) } : {};
}

/** Splits `a.b.0` into segments; quoted parts keep their dots (`"a.b".c`). */
export function splitKey(key: string): string[] {
  if (!key.includes('.')) return [key];
  const out: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|([^.]+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(key)) !== null) out.push(m[1] ?? m[2] ?? m[3]!);
  return out;
}

/** trusted facts as `puppet lookup` builds them for a node. */
export function trustedFacts(facts: Record<string, unknown>, node?: string): Record<string, unknown> {
  const certname = node ?? (typeof facts.clientcert === 'string' ? facts.clientcert : typeof facts.fqdn === 'string' ? facts.fqdn : null);
  const dot = typeof certname === 'string' ? certname.indexOf('.') : -1;
  return {
    authenticated: 'local',
    certname,
    extensions: {},
    hostname: typeof certname === 'string' ? (dot < 0 ? certname : certname.slice(0, dot)) : null,
    domain: typeof certname === 'string' && dot >= 0 ? certname.slice(dot + 1) : null,
    external: {},
  };
}

/** Builds the layers (environment, then modules) and resolves every hierarchy path once. */
export function createHiera(options: HieraOptions, diagnostics: DiagnosticBag): Hiera {
  const { host } = options;
  const trusted = trustedFacts(options.facts, options.node);
  const environment = options.environment ?? 'production';
  const pathContext: InterpolationContext = { variables: topScope(options.facts, trusted, environment) };
  const layers: HieraLayer[] = [];
  if (options.hieraConfig) {
    const config = readConfig(host, options.hieraConfig, diagnostics);
    if (config) layers.push(resolveLayer(host, 'Environment Data Provider', host.resolve(options.hieraConfig), config, pathContext, diagnostics));
  }
  for (const dir of options.modulepath ?? []) {
    for (const mod of host.readDirectory(dir)) {
      if (!/^[a-z][a-z0-9_]*$/.test(mod)) continue;
      const configPath = host.resolve(dir, mod, 'hiera.yaml');
      if (host.stat(configPath) !== 'file' || layers.some((l) => l.namespace === mod)) continue;
      const config = readConfig(host, configPath, diagnostics);
      if (!config) continue;
      const layer = resolveLayer(host, `Module "${mod}" Data Provider`, configPath, config, pathContext, diagnostics);
      layer.namespace = mod;
      layers.push(layer);
    }
  }
  return new Hiera(host, layers, options.facts, trusted, diagnostics, options.lintDialect, environment);
}

/**
 * The top scope `puppet lookup` interpolates in: every fact by name, `facts`, `trusted`, and the
 * variables Puppet always sets (`environment`; `%{::environment}` is `production` by default).
 */
function topScope(facts: Record<string, unknown>, trusted: Record<string, unknown>, environment: string): Record<string, unknown> {
  return { ...facts, environment, facts, trusted };
}

function readConfig(host: Host, file: string, diagnostics: DiagnosticBag): HieraConfig | undefined {
  const source = readSource(host, file, diagnostics);
  const doc = source ? loadYaml(source, diagnostics) : undefined;
  return doc ? parseHieraConfig(doc, diagnostics) : undefined;
}

function resolveLayer(host: Host, name: string, configPath: string, config: HieraConfig, ctx: InterpolationContext, diagnostics: DiagnosticBag): HieraLayer {
  const base = path.posix.dirname(host.resolve(configPath));
  const locations: ResolvedLocation[] = [];
  const expand = (template: string, at: PathSegment[], vars = ctx): string | undefined => {
    try {
      const expanded = String(interpolateString(template, vars));
      // `nodes/%{trusted.certname}.yaml` with no certname reads `nodes/.yaml`: legal, and never meant.
      for (const [variable] of template.matchAll(/%\{(?:::)?[\w.:]+\}/g)) {
        if (String(interpolateString(variable, vars)) === '') diagnostics.report('OVC5020', { variable, template, path: expanded }, { location: config.document?.locate(at) });
      }
      return expanded;
    } catch (e) {
      if (!(e instanceof InterpolationError)) throw e;
      diagnostics.report('OVC5005', { text: template, message: e.message }, { location: config.document?.locate(at) });
      return undefined;
    }
  };
  for (const level of config.levels.length > 0 ? config.levels : DEFAULT_LEVELS) {
    const datadir = host.resolve(base, level.datadir);
    const at: PathSegment[] = ['hierarchy', level.index];
    if (typeof level.provider !== 'string') {
      diagnostics.report('OVC5003', { level: level.name, provider: level.provider.unsupported }, { location: config.document?.locate(at) });
      locations.push({ level, file: datadir, originalPath: '' });
      continue;
    }
    const templates: { kind: 'path' | 'glob'; template: string; vars?: InterpolationContext }[] = [...level.paths];
    if (level.mapped) {
      for (const v of mappedValues(ctx, level.mapped.variable)) {
        templates.push({ kind: 'path', template: level.mapped.template, vars: { variables: { ...ctx.variables, [level.mapped.bind]: v } } });
      }
    }
    let added = false;
    for (const t of templates) {
      const expanded = expand(t.template, at, t.vars);
      if (expanded === undefined) continue;
      let files: string[];
      try {
        files = t.kind === 'glob' ? globFiles(host, datadir, expanded) : [host.resolve(datadir, expanded)];
      } catch (e) {
        if (!(e instanceof GlobTooLarge)) throw e;
        diagnostics.report('OVC5090', { pattern: t.template, message: e.message }, { location: config.document?.locate(at) });
        continue;
      }
      for (const file of files) {
        if (!locations.some((l) => l.file === file && l.level === level)) locations.push({ level, file, originalPath: t.template });
        added = true;
      }
    }
    // A level that resolved to no file keeps a placeholder so --explain still lists it.
    if (!added) locations.push({ level, file: datadir, originalPath: '' });
  }
  return { name, configPath: host.resolve(configPath), config, locations };
}

function mappedValues(ctx: InterpolationContext, variable: string): unknown[] {
  let cur: unknown = ctx.variables;
  for (const seg of variable.replace(/^::/, '').split('.')) cur = isHash(cur) ? cur[seg] : undefined;
  if (Array.isArray(cur)) return cur;
  if (isHash(cur)) return Object.entries(cur);
  return cur === undefined || cur === null ? [] : [cur];
}
