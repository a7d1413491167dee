// What an override run reads, gathered through the Host (catalogs: files or a directory = task mode;
// the module path's types; the override data from --data files or a Hiera hierarchy), and the run
// itself. No compiler is imported here: `overcat override` never compiles, and the Puppet evaluator
// is most of the CLI's code to load; a run that compiles its catalog (explain, the library's
// override) is given the compiler by pipeline/override.ts.
import * as path from 'node:path';
import { DiagnosticBag, InternalError } from '../diagnostics/diagnostic.js';
import { readSource } from '../host/read-source.js';
import { readFacts } from '../hiera/facts.js';
import { createHiera, trustedFacts } from '../hiera/hiera.js';
import type { Host } from '../host/host.js';
import type { MergeOutcome } from '../merge/layer.js';
import { loadYaml, type YamlDocument } from '../yaml/load.js';
import { CoreTypes } from '../puppet/modulepath/core-types.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import { overrideCatalogs, type ApplyResult, type NamedCatalog } from '../override/apply.js';
import { withCatalogDefines } from '../override/catalog-defines.js';
import { SourceFile } from '../diagnostics/source.js';
import type { CompileOptions, CompileOutcome } from './compile.js';
import { parseCatalogJson } from '../catalog/catalog-json.js';
import { overrideSourceFromDocuments } from '../override/load.js';
import { hintModulepath } from './modulepath-hint.js';
import { MergedOverrideSource, type OverrideKey, type OverrideSource } from '../override/source.js';

/** Compiles a node's catalog (pipeline/compile.ts's `compile`), for inputs that ask to compile rather than read one. */
export type CatalogCompiler = (host: Host, options: CompileOptions, bag: DiagnosticBag) => CompileOutcome | undefined;

/** Scans a module path for its types (ModulePath.scan). */
export type TypeScanner = (host: Host, modulepath: readonly string[], bag: DiagnosticBag) => TypeLookup;

/**
 * What a run may need beyond reading files, given by the caller: so `overcat override` loads the
 * compiler never, and the module path's parsers only when it is given a module path.
 */
export interface OverrideTools {
  /** Required when the inputs ask to compile the catalog. */
  compile?: CatalogCompiler;
  /** Required when the inputs name a module path; without one, the core types are all there is. */
  scanTypes?: TypeScanner;
}

export interface OverrideInputOptions {
  catalogs: string[];
  data?: string[];
  hiera?: string;
  facts?: string;
  node?: string;
  modulepath?: readonly string[];
  /** The node's environment for the Hiera lookup (`%{::environment}`), production unless given. */
  environment?: string;
  /** Compile the node's catalog from a manifest (or classes, or code) rather than read one. */
  compile?: CompileOptions;
}

export interface OverrideInputs {
  catalogs: NamedCatalog[];
  taskMode: boolean;
  source: OverrideSource;
  types: TypeLookup;
  /** The compilation behind the catalog, when overcat compiled it. */
  compiled?: CompileOutcome;
}

/**
 * The catalogs named on the command line: files as given, directories expanded to their `*.json`
 * files in byte order. Several catalogs (or a directory) mean task mode.
 */
export function readCatalogs(host: Host, paths: string[], bag: DiagnosticBag): { catalogs: NamedCatalog[]; taskMode: boolean } {
  const files: string[] = [];
  let sawDirectory = false;
  for (const p of paths) {
    if (host.stat(p) === 'directory') {
      sawDirectory = true;
      const found = host.readDirectory(p).filter((name) => name.endsWith('.json') && host.stat(path.join(p, name)) === 'file');
      if (found.length === 0) bag.report('OVC8003', { path: p });
      files.push(...found.map((name) => path.join(p, name)));
    } else {
      files.push(p);
    }
  }
  const catalogs: NamedCatalog[] = [];
  const names = new Set<string>();
  for (const file of files) {
    const name = path.basename(file);
    if (names.has(name)) {
      bag.report('OVC4014', { name });
      continue;
    }
    names.add(name);
    const source = readSource(host, file, bag);
    const catalog = source ? parseCatalogJson(source, bag) : undefined;
    if (catalog) catalogs.push({ name, catalog });
  }
  return { catalogs, taskMode: sawDirectory || files.length > 1 };
}

/** Loads each --data file (YAML 1.1, positions kept: the report gives every entry's) and combines them, later files winning. */
export function readDataFiles(host: Host, paths: string[], bag: DiagnosticBag): OverrideSource | undefined {
  const docs: YamlDocument[] = [];
  for (const p of paths) {
    const source = readSource(host, p, bag);
    const doc = source ? loadYaml(source, bag, { lintDialect: true, locate: 'always' }) : undefined;
    if (doc) docs.push(doc);
  }
  return overrideSourceFromDocuments(docs, bag);
}

/**
 * `configuration` and `configuration_options` looked up in a Hiera hierarchy with a deep merge
 * (a node level beats a role level beats a cluster level, as the hierarchy orders them).
 */
function readHieraData(host: Host, options: OverrideInputOptions, catalogs: readonly NamedCatalog[], bag: DiagnosticBag): OverrideSource | undefined {
  const facts = readFacts(host, options.facts!, bag);
  if (!facts) return undefined;
  const { certname } = trustedFacts(facts, options.node);
  for (const named of catalogs) {
    const catalogNode = named.catalog.name;
    if (typeof certname === 'string' && typeof catalogNode === 'string' && catalogNode !== certname) bag.report('OVC4050', { node: certname, catalog: named.name, catalogNode });
  }
  return hieraOverrideSource(host, { ...options, facts }, bag);
}

/** The two override keys looked up for a node (its facts read) in a Hiera hierarchy, deep merged, with provenance. */
export function hieraOverrideSource(
  host: Host,
  options: { facts: Record<string, unknown>; hiera?: string; node?: string; modulepath?: readonly string[]; environment?: string },
  bag: DiagnosticBag,
): OverrideSource {
  const { facts } = options;
  const hiera = createHiera(
    { host, facts, hieraConfig: options.hiera!, modulepath: [...(options.modulepath ?? [])], lintDialect: true, ...(options.node ? { node: options.node } : {}), ...(options.environment ? { environment: options.environment } : {}) },
    bag,
  );
  const lookup = (key: OverrideKey): MergeOutcome => {
    const r = hiera.lookup(key, { merge: 'deep' });
    return { found: r.found, value: r.value, provenance: r.provenance };
  };
  return new MergedOverrideSource({ configuration: lookup('configuration'), configuration_options: lookup('configuration_options') });
}

/** Everything an override run needs; undefined when a required input could not be read. */
export function loadOverrideInputs(host: Host, options: OverrideInputOptions, bag: DiagnosticBag, tools: OverrideTools = {}): OverrideInputs | undefined {
  // --data files are read first, while the heap is small (parsed after a 50,000-resource catalog,
  // their garbage raised peak RSS by ~30 MB); their diagnostics join the bag where they always
  // did, after the catalogs' and the module path's (those without a place print in bag order).
  const dataBag = options.data ? new DiagnosticBag('record') : undefined;
  const dataSource = options.data ? readDataFiles(host, options.data, dataBag!) : undefined;
  const { catalogs, taskMode } = readCatalogs(host, options.catalogs, bag);
  if (options.compile && !tools.compile) throw new InternalError('override inputs ask to compile a catalog, and no compiler was given');
  const compiled = options.compile ? tools.compile!(host, options.compile, bag) : undefined;
  if (compiled && options.compile) {
    const name = `${options.compile.node}.json`;
    const catalog = parseCatalogJson(new SourceFile(name, compiled.text), bag);
    if (catalog) catalogs.push({ name, catalog });
  }
  const modulepath = options.modulepath ?? [];
  if (modulepath.length > 0 && !tools.scanTypes) throw new InternalError('override inputs name a module path, and no type scanner was given');
  const types = withCatalogDefines(modulepath.length > 0 ? tools.scanTypes!(host, modulepath, bag) : new CoreTypes(), catalogs);
  // One at a time: hostile data can make more diagnostics than a call takes arguments.
  for (const d of dataBag?.items ?? []) bag.add(d);
  // A compiled catalog may be explained without any override data.
  const source = options.data ? dataSource : options.hiera ? readHieraData(host, options, catalogs, bag) : overrideSourceFromDocuments([], bag);
  if (!source || catalogs.length === 0) return undefined;
  return { catalogs, taskMode, source, types, ...(compiled ? { compiled } : {}) };
}

export interface OverrideOutcome {
  /** Several catalogs or a directory: one catalog per task, plus create_resources. */
  taskMode: boolean;
  /** Undefined when an input could not be read; its `catalogs` are undefined on any error. */
  result?: ApplyResult;
}

/** Reads the inputs (with the tools they need) and applies the override data to copies of the catalogs. */
export function overrideWith(host: Host, options: OverrideInputOptions, bag: DiagnosticBag, tools: OverrideTools = {}): OverrideOutcome {
  const before = bag.items.length;
  const inputs = loadOverrideInputs(host, options, bag, tools);
  if (!inputs) return { taskMode: false };
  const result = overrideCatalogs(inputs, bag);
  if ((options.modulepath ?? []).length === 0) hintModulepath(bag.items.slice(before));
  return { taskMode: inputs.taskMode, result };
}

