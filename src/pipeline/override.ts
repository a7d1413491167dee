// The `override` and `explain` jobs: what an override run needs gathered through the Host (catalogs:
// files or a directory = task mode; the module path's types; the override data from --data files
// or a Hiera hierarchy), then the overrides applied or one value explained.
import * as path from 'node:path';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { readSource } from '../host/read-source.js';
import { readFacts } from '../hiera/facts.js';
import { createHiera, trustedFacts } from '../hiera/hiera.js';
import type { Host } from '../host/host.js';
import type { MergeOutcome } from '../merge/layer.js';
import { loadYaml, type YamlDocument } from '../yaml/load.js';
import { ModulePath } from '../puppet/modulepath/module-path.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import { overrideCatalogs, type ApplyResult, type NamedCatalog } from '../override/apply.js';
import { withCatalogDefines } from '../override/catalog-defines.js';
import { explainValue, type Explanation, type ExplainStep } from '../override/explain.js';
import { parseJson } from '../data/exact-number.js';
import { SourceFile } from '../diagnostics/source.js';
import type { ValueOrigin } from '../puppet/evaluator/origins.js';
import { jsonText, toRichData } from '../puppet/values/index.js';
import { compile, type CompileOptions, type CompileOutcome } from './compile.js';
import { parseCatalogJson } from '../catalog/catalog-json.js';
import { overrideSourceFromDocuments } from '../override/load.js';
import { hintModulepath } from './modulepath-hint.js';
import { formatLocation, MergedOverrideSource, type OverrideKey, type OverrideSource } from '../override/source.js';

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
export function loadOverrideInputs(host: Host, options: OverrideInputOptions, bag: DiagnosticBag): OverrideInputs | undefined {
  const { catalogs, taskMode } = readCatalogs(host, options.catalogs, bag);
  const compiled = options.compile ? compile(host, options.compile, bag) : undefined;
  if (compiled && options.compile) {
    const name = `${options.compile.node}.json`;
    const catalog = parseCatalogJson(new SourceFile(name, compiled.text), bag);
    if (catalog) catalogs.push({ name, catalog });
  }
  const types = withCatalogDefines(ModulePath.scan(host, options.modulepath ?? [], bag), catalogs);
  // A compiled catalog may be explained without any override data.
  const source = options.data ? readDataFiles(host, options.data, bag) : options.hiera ? readHieraData(host, options, catalogs, bag) : overrideSourceFromDocuments([], bag);
  if (!source || catalogs.length === 0) return undefined;
  return { catalogs, taskMode, source, types, ...(compiled ? { compiled } : {}) };
}

export interface OverrideOutcome {
  /** Several catalogs or a directory: one catalog per task, plus create_resources. */
  taskMode: boolean;
  /** Undefined when an input could not be read; its `catalogs` are undefined on any error. */
  result?: ApplyResult;
}

/** Reads the inputs and applies the override data to copies of the catalogs. */
export function override(host: Host, options: OverrideInputOptions, bag: DiagnosticBag): OverrideOutcome {
  const before = bag.items.length;
  const inputs = loadOverrideInputs(host, options, bag);
  if (!inputs) return { taskMode: false };
  const result = overrideCatalogs(inputs, bag);
  if ((options.modulepath ?? []).length === 0) hintModulepath(bag.items.slice(before));
  return { taskMode: inputs.taskMode, result };
}

/** One thing compilation did to a value, as an explanation step. */
function originStep(o: ValueOrigin): ExplainStep {
  return {
    kind: 'manifest',
    layer: o.detail ? `${o.kind} ${o.detail}` : o.kind,
    value: parseJson(jsonText(toRichData(o.value))),
    ...(o.location ? { location: formatLocation(o.location) } : {}),
  };
}

/**
 * `Type[title].param`: the chain of contributions that decided one value of the overridden catalog
 * (one explanation); `Type[title]`: one per parameter of the resource.
 */
export function explain(host: Host, value: string, options: OverrideInputOptions, bag: DiagnosticBag): Explanation[] | undefined {
  const before = bag.items.length;
  const inputs = loadOverrideInputs(host, options.compile ? { ...options, compile: { ...options.compile, recordOrigins: true } } : options, bag);
  const originsOf = inputs?.compiled?.originsOf;
  const steps = originsOf && ((type: string, title: string, parameter: string) => originsOf(type, title, parameter).map(originStep));
  const explanations = inputs ? explainValue(value, inputs, bag, steps) : undefined;
  if ((options.modulepath ?? []).length === 0) hintModulepath(bag.items.slice(before));
  return explanations;
}
