// Hiera 5 lookups: environment and module layers, hierarchy locations, lookup_options, merge, explain.
import * as path from 'node:path';
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Location, SourceFile } from '../diagnostics/source.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';
import { hieraProvenance, mergeFound, mergeHiera, MergeTypeError, parseMergeSpec, type HieraMergeSpec } from '../merge/hiera-strategies.js';
import type { Layer, Provenance } from '../merge/layer.js';
import { compileLinear } from '../data/linear-regex.js';
import { isHash } from '../data/value.js';
import { jsonTypeName, parseRubyJson, RubyJsonError } from '../data/ruby-json.js';
import { dataEntries } from '../data/key-order.js';
import { scalarKey } from '../data/scalar-keys.js';
import { RubySymbol } from '../yaml/ruby-symbol.js';
import { documentOf, loadYaml, pathKey, type PathSegment, type YamlDocument } from '../yaml/load.js';
import { parseHieraConfig, type ConfigLayer, type DataProvider, type HieraConfig, type HierarchyLevel } from './config.js';
import { convertTo, type ConvertTo } from './convert.js';
import { globFiles, GlobTooLarge } from './glob.js';
import { digSegments, NOT_DUG, splitKey, SubKeyError } from './sub-key.js';
import { interpolateString, interpolateValue, InterpolationError, InterpolationLimitError, RecursiveLookupError, MAX_EXPANSION, MAX_INTERPOLATED_LOOKUPS, type ExpansionBudget, type InterpolationContext } from './interpolate.js';

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
  /**
   * Whether lookups give their provenance (the layer and place of each leaf; default true). A
   * compile that records no origins reads values only, and walking every merged value's leaves
   * through each layer's YAML spans cost a warm 10,000-resource compile about 20 ms.
   */
  provenance?: boolean;
  /** How lookup_options' convert_to converts (default: convert.ts's; the lookup job gives Puppet's `new`). */
  convert?: ConvertTo;
}

export interface LookupOptions {
  /** Strategy name or hash; overrides lookup_options, as `puppet lookup --merge` does. */
  merge?: unknown;
  /** Returned (found) when no level has the key. */
  default?: unknown;
  /**
   * The variables of the scope the lookup is made in, which interpolations read before the top
   * scope (a class's `module_name`, a local, `class::var`), as data; undefined where not set.
   * It is given names as written (`::x` is the top scope's). Without it interpolations see the
   * top scope's facts only.
   */
  scope?: (name: string) => unknown;
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
  /** The hiera.yaml version (5, or a deprecated 4). */
  version: 4 | 5;
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

/** How a key's lookup_options were found (`--explain-options`): each layer's `lookup_options` lookup, a hash merge. */
export interface OptionsExplanation {
  key: string;
  /** Each layer searched, its levels tried for `lookup_options`. */
  layers: (ExplainedLayer & { merged?: Record<string, unknown> })[];
  /** The options that apply to the key and where they were found: the layer and the key or regexp that matched. */
  applied?: { layer: string; match: string; options: Record<string, unknown> };
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
  /** A module's default_hierarchy, searched when no layer has a key of the module. */
  defaults?: HieraLayer;
  /**
   * Where its paths interpolate variables that are no facts: those variables (as written), and the
   * layer as a lookup's scope resolves them.
   */
  rebuild?: { variables: readonly string[]; resolve: (ctx: InterpolationContext) => HieraLayer };
}

const NOT_FOUND = Symbol('not found');

/** Variables no scope can set: a path's `%{facts.x}` means the node's, whatever the lookup's scope. */
const RESERVED_ROOTS = new Set(['facts', 'trusted', 'server_facts']);

/**
 * How many `%{lookup()}` interpolations may nest under one lookup. Puppet 7.23 stops with "stack
 * level too deep" between 150 and 175 (scripts/oracles/puppet_lookup.sh); 200 accepts every chain
 * Puppet does and stays far from the JavaScript stack's end even when the evaluator calls lookup deep.
 */
export const MAX_LOOKUP_NESTING = 200;

export class Hiera {
  private readonly files = new Map<string, DataFile | undefined>();
  private readonly keyPatterns = new Map<string, RegExp | undefined>();
  /**
   * The keys being looked up, outermost first (each as given: `a.b`): Puppet's Invocation name
   * stack, whose check fails a lookup of a key already on it as recursive.
   */
  private readonly keyStack: string[] = [];
  private readonly refused = new Set<HieraLayer>();
  /** Module layers read so far (undefined: the module gives no data). */
  private readonly moduleLayers = new Map<string, HieraLayer | undefined>();
  /**
   * Answers to outermost lookups that reported nothing, by key and merge (see {@link lookup}),
   * with the scope variables their interpolations read: an answer holds where those read alike.
   */
  private readonly answers = new Map<string, { result: LookupResult; read: Map<string, unknown> }>();
  /** The calling scope's variables for the outermost lookup under way, and what its interpolations read of them. */
  private scope: { variable: (name: string) => unknown; read: Map<string, unknown> } | undefined;
  /** Layers whose paths a scope resolved, by the files they came to (their data and lookup_options read once). */
  private readonly scopedLayers = new Map<string, HieraLayer>();
  /** The same, by the values a scope gave the paths' variables: a lookup resolves the paths again only for values not seen. */
  private readonly scopedByValues = new Map<string, HieraLayer>();
  private readonly variables: Record<string, unknown>;
  /** Lookups under way (1 while an outermost lookup runs, more while interpolations nest). */
  private nesting = 0;
  private budget: ExpansionBudget = { left: MAX_EXPANSION, lookups: MAX_INTERPOLATED_LOOKUPS };

  /**
   * @param layers the environment layer (when there is one)
   * @param modules each module of the module path (the first of a name wins) and its hiera.yaml,
   *   if it has one: read when a lookup first needs a key of the module, as Puppet reads it, so a
   *   module's broken or outdated hiera.yaml concerns only the module's keys
   */
  constructor(
    private readonly host: Host,
    private readonly layers: HieraLayer[],
    private readonly modules: ReadonlyMap<string, string | undefined>,
    facts: Record<string, unknown>,
    trusted: Record<string, unknown>,
    private readonly diagnostics: DiagnosticBag,
    private readonly lintDialect = false,
    environment = 'production',
    private readonly provenance = true,
    private readonly convert: ConvertTo = convertTo,
  ) {
    this.variables = topScope(facts, trusted, environment);
  }

  lookup(key: string, options: LookupOptions = {}): LookupResult {
    // A lookup depends on nothing but the key and the options (the node's facts and the data are
    // fixed): one that reported nothing gives the same answer again. A compilation asks the same
    // keys over and over (a define's lookup() at each of its thousands of instances).
    const memoKey = this.nesting === 0 && options.default === undefined && (options.merge === undefined || typeof options.merge === 'string') ? `${key}\0${(options.merge as string | undefined) ?? ''}` : undefined;
    const known = memoKey === undefined ? undefined : this.answers.get(memoKey);
    if (known && [...known.read].every(([name, value]) => options.scope?.(name) === value)) return known.result;
    const reported = this.diagnostics.items.length;
    const errors = this.diagnostics.errorCount;
    const outer = this.scope;
    if (this.nesting === 0) this.scope = options.scope && { variable: options.scope, read: new Map() };
    let result: LookupResult;
    let read: Map<string, unknown>;
    try {
      result = this.lookupOuter(key, options);
      read = this.scope?.read ?? new Map();
    } finally {
      if (this.nesting === 0) this.scope = outer;
    }
    if (memoKey !== undefined && this.diagnostics.items.length === reported && this.diagnostics.errorCount === errors) this.answers.set(memoKey, { result, read });
    return result;
  }

  private lookupOuter(key: string, options: LookupOptions): LookupResult {
    const outermost = this.nesting === 0;
    if (outermost) this.budget = { left: MAX_EXPANSION, lookups: MAX_INTERPOLATED_LOOKUPS };
    else if (this.nesting >= MAX_LOOKUP_NESTING) throw new InterpolationLimitError(`more than ${MAX_LOOKUP_NESTING} lookups nest through interpolations`);
    // A key met again while its own lookup is under way (through interpolations) never ends.
    if (this.keyStack.includes(key)) throw new RecursiveLookupError(`Recursive lookup detected in [${this.keyStack.join(', ')}]`);
    this.nesting++;
    this.keyStack.push(key);
    try {
      return this.lookupOnce(key, options);
    } catch (e) {
      if (!outermost || !(e instanceof InterpolationLimitError)) throw e;
      this.diagnostics.report('OVC5091', { key, message: e.message }, { location: e.location as Location | undefined });
      const explanation: LookupExplanation = { key, merge: { strategy: 'first' }, mergeSource: 'default', layers: [], defaultUsed: false };
      return { found: false, value: undefined, provenance: new Map(), explanation };
    } finally {
      this.keyStack.pop();
      this.nesting--;
    }
  }

  private lookupOnce(key: string, options: LookupOptions): LookupResult {
    const failed = (code: 'OVC5006' | 'OVC5009', message: string, layer?: Layer): LookupResult => {
      this.diagnostics.report(code, { key, message }, layer ? locationOf(layer) : {});
      return { found: false, value: undefined, provenance: new Map(), explanation: { key, merge: { strategy: 'first' }, mergeSource: 'default', layers: [], defaultUsed: false } };
    };
    const segs = splitKey(key);
    if (!segs && this.nesting > 1) throw new InterpolationError(`Syntax error in key: '${key}'`);
    if (!segs) return failed('OVC5009', `Syntax error in key: '${key}'`);
    const root = String(segs[0]);
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
    // lookup_options is the data's configuration, never a value (nor anything under it).
    if (root === 'lookup_options') return this.notFound(key, options, explanation);
    const found: Layer[] = [];
    try {
      let merged: unknown = NOT_FOUND;
      // Puppet merges what the global, environment and module layers found as one more group of
      // three places (this.layersFor gives the ones that exist).
      const layerValues: unknown[] = [];
      for (const layer of this.layersFor(root)) {
        const value = this.collect(layer, root, spec, explanation, found);
        if (value === NOT_FOUND) continue;
        layerValues.push(value);
        if (spec.strategy === 'first') break;
      }
      if (layerValues.length > 0) merged = mergeFound(layerValues, 3, spec);
      else {
        // Puppet's last resort: the module's default_hierarchy, with its own lookup_options' merge.
        const defaults = this.moduleLayer(root)?.defaults;
        if (defaults) {
          let defaultSpec = parseMergeSpec(isHash(this.layerLookupOptions(defaults)[root]) ? (this.layerLookupOptions(defaults)[root] as Record<string, unknown>).merge : undefined);
          if (typeof defaultSpec === 'string') defaultSpec = { strategy: 'first' };
          merged = this.collect(defaults, root, defaultSpec, explanation, found);
          spec = defaultSpec;
        }
      }
      if (merged === NOT_FOUND) return this.notFound(key, options, explanation);
      // Puppet digs a dotted key into the merged value of its root key, not into each level, and
      // converts (convert_to) what it dug out.
      const dug = digSegments(merged, dig, key);
      if (dug === NOT_DUG) return this.notFound(key, options, explanation);
      const value = fromOptions?.convert_to !== undefined ? this.convert(dug, fromOptions.convert_to) : dug;
      // A lookup made by an interpolation gives only its value: its provenance would be walked for nothing.
      const provenance = this.provenance && this.nesting === 1 ? digProvenance(hieraProvenance(merged, found, spec), dig.map(String)) : new Map();
      return { found: true, value, provenance, explanation };
    } catch (e) {
      if (!(e instanceof SubKeyError) && !(e instanceof MergeTypeError) && !(e instanceof TypeError)) throw e;
      // Under an interpolation the failure is the interpolating key's (see resolveValue).
      if (this.nesting > 1) throw new InterpolationError(`the lookup of '${key}' failed: ${e.message}`);
      if (e instanceof SubKeyError) return failed('OVC5009', e.message, found[0]);
      return failed('OVC5006', e.message, found[0]);
    }
  }

  /** The layers a key is looked up in: the environment's, then its module's (`<module>::...`). */
  private layersFor(root: string): HieraLayer[] {
    const module = this.moduleLayer(root);
    const layers = module ? [...this.layers, module] : this.layers;
    return this.scope && layers.some((l) => l.rebuild) ? layers.map((l) => this.scoped(l)) : layers;
  }

  /**
   * A layer whose paths name variables that are no facts (`roles/%{::role}.yaml` with `$role` set
   * in site.pp), as the current lookup's scope resolves them: the variables read are recorded with
   * the answer, and a layer coming to the same files is made once (its data read once).
   */
  private scoped(layer: HieraLayer): HieraLayer {
    if (!layer.rebuild || !this.scope) return layer;
    const ctx = this.context();
    // Read through the context: the values are recorded with the answer, as the paths' own reads would be.
    const key = `${layer.name}\0${JSON.stringify(layer.rebuild.variables.map((n) => ctx.scopeVariable!(n)))}`;
    const seen = this.scopedByValues.get(key);
    if (seen) return seen;
    const rebuilt = layer.rebuild.resolve(ctx);
    const fresh = layer.namespace === undefined ? rebuilt : { ...rebuilt, namespace: layer.namespace };
    const id = `${layer.name}\0${fresh.locations.map((l) => l.file).join('\0')}`;
    const known = this.scopedLayers.get(id) ?? fresh;
    this.scopedLayers.set(id, known);
    this.scopedByValues.set(key, known);
    return known;
  }


  /** The module layer of a key's namespace, read the first time a key of it is looked up. */
  private moduleLayer(root: string): HieraLayer | undefined {
    const end = root.indexOf('::');
    if (end <= 0) return undefined;
    const mod = root.slice(0, end);
    if (this.moduleLayers.has(mod)) return this.moduleLayers.get(mod);
    const configPath = this.modules.get(mod);
    const config = configPath === undefined ? undefined : readConfig(this.host, configPath, 'module', this.diagnostics);
    let layer: HieraLayer | undefined;
    if (configPath !== undefined && config) {
      const name = `Module "${mod}" Data Provider`;
      const context: InterpolationContext = { variables: this.variables };
      layer = { ...resolveLayer(this.host, name, configPath, config, config.levels, context, this.diagnostics), namespace: mod };
      if (config.defaultLevels) {
        layer.defaults = { ...resolveLayer(this.host, `${name}, default_hierarchy`, configPath, config, config.defaultLevels, context, this.diagnostics), namespace: mod };
      }
    }
    this.moduleLayers.set(mod, layer);
    return layer;
  }

  /**
   * What one layer holds for `root`, merged as Puppet merges it: each level's locations, then the
   * layer's levels, each a group of its own (see mergeFound). NOT_FOUND when nothing; every value
   * found is added to `found` too, for provenance.
   */
  private collect(layer: HieraLayer, root: string, spec: HieraMergeSpec, explanation: LookupExplanation, found: Layer[]): unknown {
    const explained: ExplainedLayer = { name: layer.name, version: layer.config.version, levels: [] };
    if (layer.configPath) explained.configuration = layer.configPath;
    explanation.layers.push(explained);
    if (!inNamespace(layer, root)) return NOT_FOUND;
    this.refuseUnsupported(layer);
    const levelValues: unknown[] = [];
    let levels = 0;
    let level: ExplainedLevel | undefined;
    let current: HierarchyLevel | undefined;
    let levelFound: unknown[] = [];
    let places = 0;
    const endLevel = () => {
      if (levelFound.length > 0) levelValues.push(mergeFound(levelFound, places, spec));
      levelFound = [];
      places = 0;
    };
    for (const loc of layer.locations) {
      if (!level || current !== loc.level) {
        endLevel();
        if (spec.strategy === 'first' && levelValues.length > 0) break;
        current = loc.level;
        levels++;
        level = { name: loc.level.name, locations: [] };
        explained.levels.push(level);
      }
      if (typeof loc.level.provider !== 'string') {
        level.skipped = loc.level.provider.unsupported;
        continue;
      }
      // A level whose paths resolved to no file keeps a placeholder that is no place to look.
      if (loc.originalPath !== '') places++;
      if (spec.strategy === 'first' && levelFound.length > 0) continue;
      const file = this.dataFile(loc.file, loc.level.provider, layer.namespace);
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
      levelFound.push(value);
    }
    endLevel();
    return levelValues.length > 0 ? mergeFound(levelValues, levels, spec) : NOT_FOUND;
  }

  /**
   * A layer with a level overcat cannot read answers no lookup. Puppet calls such a level's function
   * only for the files of the level that exist (or always, for a level without files: `uri`), and
   * then fails every lookup of the layer when it cannot load it (eyaml without its gem), even for a
   * key an earlier level holds. Reported once per level, when a lookup first reaches the layer.
   */
  private refuseUnsupported(layer: HieraLayer): void {
    if (this.refused.has(layer)) return;
    this.refused.add(layer);
    const reported = new Set<HierarchyLevel>();
    for (const loc of layer.locations) {
      const provider = loc.level.provider;
      if (typeof provider === 'string' || reported.has(loc.level)) continue;
      const fileless = loc.level.paths.length === 0 && !loc.level.mapped;
      if (!fileless && (loc.originalPath === '' || this.host.stat(loc.file) !== 'file')) continue;
      reported.add(loc.level);
      this.diagnostics.report('OVC5003', { level: loc.level.name, provider: provider.unsupported }, { location: layer.config.document?.locate(loc.level.at) });
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
    // Puppet checks the value it reads against Puppet::LookupValue before anything else.
    const refused = notLookupValue(file.data[root]);
    if (refused) {
      this.diagnostics.report('OVC5010', { key: root, path: file.document?.source.path ?? '', found: refused }, { location: file.document?.locate([root]) });
      return NOT_FOUND;
    }
    let value: unknown;
    try {
      value = interpolateValue(file.data[root], this.context());
    } catch (e) {
      if (e instanceof InterpolationLimitError) e.location ??= file.document?.locate([root]);
      // A lookup made by an interpolation fails the lookup that made it, as Puppet's lookup error
      // does (a key it does not find is no error: it interpolates as nothing).
      if (!(e instanceof InterpolationError) || this.nesting > 1) throw e;
      if (e instanceof RecursiveLookupError) this.diagnostics.report('OVC5017', { key: this.keyStack[0]!, message: e.message }, { location: file.document?.locate([root]) });
      else this.diagnostics.report('OVC5005', { text: `'${root}'`, message: e.message }, { location: file.document?.locate([root]) });
      return NOT_FOUND;
    }
    return value;
  }

  private context(): InterpolationContext {
    const scope = this.scope;
    return {
      variables: this.variables,
      ...(scope && {
        scopeVariable: (name: string) => {
          const value = scope.variable(name);
          scope.read.set(name, value);
          return value;
        },
      }),
      budget: this.budget,
      lookup: (k) => {
        const r = this.lookup(k);
        return { found: r.found, value: r.value };
      },
    };
  }

  /** lookup_options for a root key: exact key first, else the first matching regex key. */
  private lookupOptionsFor(root: string): Record<string, unknown> | undefined {
    return this.findLookupOptions(root)?.options;
  }

  /** The layer whose lookup_options apply to `root` and the key (itself or a regexp) that matched them. */
  private findLookupOptions(root: string): OptionsExplanation['applied'] {
    for (const layer of this.layersFor(root)) {
      this.refuseUnsupported(layer);
      const all = this.layerLookupOptions(layer);
      const exact = all[root];
      if (isHash(exact)) return { layer: layer.name, match: root, options: exact };
      for (const [pattern, opts] of Object.entries(all)) {
        if (!pattern.startsWith('^') || !isHash(opts)) continue;
        const compiled = this.keyPattern(pattern);
        if (compiled?.test(root)) return { layer: layer.name, match: pattern, options: opts };
      }
    }
    return undefined;
  }

  /**
   * How the lookup_options of `key` were found (`--explain-options`): every layer the key is looked
   * up in, each location's `lookup_options` (or why there was none), the layer's hash merge of them,
   * and the options that apply.
   */
  explainOptions(key: string): OptionsExplanation {
    const root = String(splitKey(key)?.[0] ?? key);
    const explanation: OptionsExplanation = { key, layers: [] };
    for (const layer of this.layersFor(root)) {
      const explained: OptionsExplanation['layers'][number] = { name: layer.name, version: layer.config.version, levels: [] };
      if (layer.configPath) explained.configuration = layer.configPath;
      explanation.layers.push(explained);
      if (!inNamespace(layer, root)) continue;
      let level: ExplainedLevel | undefined;
      let current: HierarchyLevel | undefined;
      for (const loc of layer.locations) {
        if (!level || current !== loc.level) {
          current = loc.level;
          level = { name: loc.level.name, locations: [] };
          explained.levels.push(level);
        }
        if (typeof loc.level.provider !== 'string') {
          level.skipped = loc.level.provider.unsupported;
          continue;
        }
        const options = this.dataFile(loc.file, loc.level.provider, layer.namespace)?.data.lookup_options;
        const found = this.host.stat(loc.file) === 'file';
        level.locations.push({ path: loc.file, originalPath: loc.originalPath, status: !found ? 'path not found' : isHash(options) ? 'found' : 'not found', ...(isHash(options) ? { value: options } : {}) });
      }
      const merged = this.layerLookupOptions(layer);
      if (Object.keys(merged).length > 0) explained.merged = merged;
    }
    const applied = this.findLookupOptions(root);
    if (applied) explanation.applied = applied;
    return explanation;
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
      const file = this.dataFile(loc.file, loc.level.provider, layer.namespace);
      const opts = file?.data.lookup_options;
      if (isHash(opts)) found.push({ name: loc.file, value: opts });
    }
    // Puppet looks lookup_options up with a hash merge: a level's options for a key replace a lower level's whole.
    const merged = found.length > 0 ? mergeHiera(found, { strategy: 'hash' }, false).value : {};
    layer.lookupOptions = isHash(merged) ? merged : {};
    return layer.lookupOptions;
  }

  /** A data file, read once; a module's file keeps only the module's keys (and lookup_options), as Puppet's does. */
  private dataFile(file: string, provider: DataProvider, namespace?: string): DataFile | undefined {
    const key = `${provider}\0${file}`;
    if (this.files.has(key)) return this.files.get(key);
    let result: DataFile | undefined;
    // A level's data file that does not exist is normal: that level simply has no data.
    const source = readSource(this.host, file, this.diagnostics, { optional: true });
    const hashFile = (document: YamlDocument, value: Record<string, unknown>): DataFile => ({
      document,
      data: namespace === undefined ? value : moduleKeys(document, namespace, this.diagnostics),
    });
    if (source && provider === 'json_data') {
      const document = this.jsonDataDocument(source, file);
      result = document && isHash(document.value) ? hashFile(document, document.value) : { data: {} };
    } else if (source) {
      // A yaml_data file reads as Psych reads it: `:name` keys are Strings, `:name` values Symbols
      // (no lookup value), and what Puppet's safe YAML load refuses (timestamps, Ruby objects) refused.
      const document = loadYaml(source, this.diagnostics, { lintDialect: this.lintDialect, symbols: true });
      if (document?.refused) {
        const { location, ...refused } = document.refused;
        if ('type' in refused) this.diagnostics.report('OVC5011', { path: file, type: refused.type }, { location });
        else this.diagnostics.report('OVC5016', { message: refused.message }, { location });
        result = { data: {} };
      } else if (document) {
        if (isHash(document.value)) result = hashFile(document, document.value);
        else {
          if (!document.empty && document.value !== false) this.diagnostics.report('OVC5004', { path: file }, { location: document.locate([]) });
          result = { document, data: {} };
        }
      } else result = { data: {} };
    }
    this.files.set(key, result);
    return result;
  }

  /**
   * A `json_data` file read as Puppet reads it, with Ruby's JSON parser (a YAML reading differs:
   * `1.5e3` is a Float, a comment is whitespace, a repeated key keeps its last value); undefined,
   * with Puppet's error, when it does not parse or holds no hash (unlike YAML data, which is then
   * ignored, a JSON file fails every lookup that reads it).
   */
  private jsonDataDocument(source: SourceFile, file: string): YamlDocument | undefined {
    let value: unknown;
    try {
      value = parseRubyJson(source.text);
    } catch (e) {
      if (!(e instanceof RubyJsonError)) throw e;
      this.diagnostics.report('OVC5012', { path: file, message: e.message }, { location: { source, start: e.offset, end: e.offset } });
      return undefined;
    }
    if (isHash(value)) return documentOf(source, value);
    this.diagnostics.report('OVC5013', { path: file, type: jsonTypeName(value) }, { location: { source, start: 0, end: 0 } });
    return undefined;
  }
}

/**
 * What makes `v` no Puppet::LookupValue (RichData), which Puppet checks each value it reads
 * against: a Symbol, or a hash key that is neither a String nor a number (YAML's `true:`, `~:`);
 * undefined when it is one.
 */
function notLookupValue(v: unknown): string | undefined {
  if (v instanceof RubySymbol) return `the Symbol :${v.name}`;
  if (Array.isArray(v)) {
    for (const x of v) {
      const found = notLookupValue(x);
      if (found) return found;
    }
  } else if (isHash(v)) {
    for (const [k, x] of Object.entries(v)) {
      const key = scalarKey(v, k);
      if (key === null || typeof key === 'boolean') return `the hash key ${String(key)}`;
      const found = notLookupValue(x);
      if (found) return found;
    }
  }
  return undefined;
}

function inNamespace(layer: HieraLayer, root: string): boolean {
  return layer.namespace === undefined || root.startsWith(`${layer.namespace}::`);
}

/** The keys a module's data file may give: `<module>::...` and lookup_options; the others are dropped with a warning. */
function moduleKeys(document: YamlDocument, namespace: string, diagnostics: DiagnosticBag): Record<string, unknown> {
  const data = document.value as Record<string, unknown>;
  const foreign = Object.keys(data).filter((k) => k !== 'lookup_options' && !k.startsWith(`${namespace}::`));
  if (foreign.length === 0) return data;
  diagnostics.report('OVC5023', { module: namespace, path: document.source.path, keys: foreign.map((k) => `'${k}'`).join(', ') }, { location: document.locate([foreign[0]!]) });
  return Object.fromEntries(Object.entries(data).filter(([k]) => !foreign.includes(k)));
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

/** Builds the environment layer (its hierarchy paths resolved once) and finds the module path's modules. */
export function createHiera(options: HieraOptions, diagnostics: DiagnosticBag): Hiera {
  const { host } = options;
  const trusted = trustedFacts(options.facts, options.node);
  const environment = options.environment ?? 'production';
  const pathContext: InterpolationContext = { variables: topScope(options.facts, trusted, environment) };
  const layers: HieraLayer[] = [];
  if (options.hieraConfig) {
    const config = readConfig(host, options.hieraConfig, 'environment', diagnostics);
    if (config) layers.push(resolveLayer(host, 'Environment Data Provider', host.resolve(options.hieraConfig), config, config.levels, pathContext, diagnostics));
  }
  const modules = new Map<string, string | undefined>();
  for (const dir of options.modulepath ?? []) {
    for (const mod of host.readDirectory(dir)) {
      if (!/^[a-z][a-z0-9_]*$/.test(mod) || modules.has(mod) || host.stat(host.resolve(dir, mod)) !== 'directory') continue;
      const configPath = host.resolve(dir, mod, 'hiera.yaml');
      // The first module of a name is the module; without a hiera.yaml it gives no data.
      modules.set(mod, host.stat(configPath) === 'file' ? configPath : undefined);
    }
  }
  return new Hiera(host, layers, modules, options.facts, trusted, diagnostics, options.lintDialect, environment, options.provenance, options.convert);
}

/**
 * The top scope `puppet lookup` interpolates in: every fact by name, then what Puppet sets over
 * them: `environment` (production unless given), `trusted`, `server_facts` (empty: no catalog
 * request brings server facts to `puppet lookup`), `facts`; the main class's `name` and `title`,
 * an empty `module_name`, and `settings::environment`. Other `settings::` variables and the server
 * facts of a real run (servername, serverip...) belong to the machine Puppet runs on: overcat has
 * no value for them and interpolates them as empty, as Puppet does an unknown variable.
 */
function topScope(facts: Record<string, unknown>, trusted: Record<string, unknown>, environment: string): Record<string, unknown> {
  return { ...facts, environment, trusted, server_facts: {}, facts, name: 'main', title: 'main', module_name: '', 'settings::environment': environment };
}

function readConfig(host: Host, file: string, layer: ConfigLayer, diagnostics: DiagnosticBag): HieraConfig | undefined {
  const source = readSource(host, file, diagnostics);
  const doc = source ? loadYaml(source, diagnostics) : undefined;
  return doc ? parseHieraConfig(doc, layer, diagnostics) : undefined;
}

function resolveLayer(host: Host, name: string, configPath: string, config: HieraConfig, levels: HierarchyLevel[], ctx: InterpolationContext, diagnostics: DiagnosticBag): HieraLayer {
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
  for (const level of levels) {
    const datadir = host.resolve(base, level.datadir);
    const at: PathSegment[] = level.at;
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
        // A file a level names twice is read twice, as Puppet reads it: a unique merge then sees its value twice.
        locations.push({ level, file, originalPath: t.template });
        added = true;
      }
    }
    // A level that resolved to no file keeps a placeholder so --explain still lists it.
    if (!added) locations.push({ level, file: datadir, originalPath: '' });
  }
  const layer: HieraLayer = { name, configPath: host.resolve(configPath), config, locations };
  // A path naming a variable that is no fact resolves as each lookup's scope has it (reported above as it stands now).
  const templates = levels.flatMap((l) => [...l.paths.map((p) => p.template), ...(l.mapped ? [l.mapped.template] : [])]);
  const roots = templates.flatMap((t) => [...t.matchAll(/%\{\s*((?:::)?(\w+))/g)]);
  // A scope's own variable may shadow a fact of that name: every root counts but the reserved hashes, which none can.
  const variables = [...new Set(roots.filter((m) => !RESERVED_ROOTS.has(m[2]!)).map((m) => m[1]!))];
  if (!ctx.scopeVariable && roots.some((m) => !Object.hasOwn(ctx.variables, m[2]!))) {
    layer.rebuild = { variables, resolve: (scoped) => resolveLayer(host, name, configPath, config, levels, scoped, new DiagnosticBag()) };
  }
  return layer;
}

function mappedValues(ctx: InterpolationContext, variable: string): unknown[] {
  let cur: unknown = ctx.variables;
  for (const seg of variable.replace(/^::/, '').split('.')) cur = isHash(cur) ? cur[seg] : undefined;
  if (Array.isArray(cur)) return cur;
  if (isHash(cur)) return dataEntries(cur);
  return cur === undefined || cur === null ? [] : [cur];
}
