// The `compile` job: evaluates a site manifest (or `--code`, or ENC classes) with a module path,
// a node's facts and Hiera into the catalog Puppet 7 would compile, as Puppet's catalog JSON.
import type { CatalogJson } from '../catalog/catalog-json.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { SourceFile } from '../diagnostics/source.js';
import { readFacts } from '../hiera/facts.js';
import { createHiera, trustedFacts } from '../hiera/hiera.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';
import type { CompileHooks } from '../puppet/evaluator/compile-hooks.js';
import { compileCatalog } from '../puppet/evaluator/compiler.js';
import { puppetConvertTo } from './lookup-convert.js';
import { EvaluationError } from '../puppet/evaluator/errors.js';
import { OriginRecorder, type ValueOrigin } from '../puppet/evaluator/origins.js';
import { moduleExternalFacts } from '../puppet/modulepath/external-facts.js';
import { ModulePath } from '../puppet/modulepath/module-path.js';
import { ParseCache } from '../puppet/parser/cache.js';
import { readFunctionResults } from './function-results.js';

export interface CompileOptions {
  /** Module directories, searched in order. */
  modulepath: readonly string[];
  /** The node's facts: a file (JSON or YAML), or the values themselves (a fleet's nodes file). */
  facts: string | Readonly<Record<string, unknown>>;
  /** The node's name (node definitions match it; the catalog's `name`). */
  node: string;
  /** The environment layer's hiera.yaml. */
  hiera?: string;
  /** The site manifest: a file, or a directory whose `.pp` files are read in name order. */
  manifest?: string;
  /** Manifest text instead of a file (Puppet's `--code`). */
  code?: string;
  /** Classes to include as an ENC would (`--class`). */
  classes?: readonly string[];
  environment?: string;
  /** Facts of the compiling server (JSON or YAML file) for `$server_facts` (`servername`, `serverip`...). */
  serverFacts?: string;
  strictVariables?: boolean;
  /**
   * The compilation's now (`Timestamp()` with no arguments), in nanoseconds since the epoch. The
   * CLI takes it from `--now` or SOURCE_DATE_EPOCH so a catalog can be reproduced; default the clock.
   */
  now?: bigint;
  /** The catalog `version` (Puppet writes the compile time; overcat is deterministic: 0 unless given). */
  version?: number | string;
  /** Pretty-print the JSON text. */
  pretty?: boolean;
  /** A parse cache shared across compilations (a batch of nodes). */
  cache?: ParseCache;
  /** Record where every parameter value came from (`CompileOutcome.originsOf`). */
  recordOrigins?: boolean;
  /** Without `cache`: keep parsed manifests here (by content hash) and reuse them across runs. */
  cacheDir?: string;
  /** The module path already scanned (with `cache`) by a caller that needed its types first. */
  scanned?: ModulePath;
  /** Steps taken inside the compilation (in-compilation overrides: compile-overrides.ts). */
  hooks?: CompileHooks;
  /** Pinned function results as `NAME=JSON` texts: the function returns the value for any arguments. */
  functionResult?: readonly string[];
  /** A YAML or JSON file mapping function names to pinned results. */
  functionResults?: string;
}

export interface CompileOutcome {
  /** The catalog as JS data, parsed from `text` when first read. */
  readonly catalog: CatalogJson;
  /** The catalog as JSON text, exact numbers kept (what `overcat compile` prints). */
  readonly text: string;
  /**
   * `text` in parts (the text is joined when first read): what a caller writing the catalog out
   * writes, one after another, so a large catalog's text is never copied whole again.
   */
  readonly parts: readonly string[];
  /** With `recordOrigins`: how a resource's parameter got its value, in the order it was set. */
  readonly originsOf?: (type: string, title: string, parameter: string) => readonly ValueOrigin[];
}

/** The node's facts: read from the file `CompileOptions.facts` names, or the values given. */
export function nodeFacts(host: Host, facts: CompileOptions['facts'], bag: DiagnosticBag): Record<string, unknown> | undefined {
  return typeof facts === 'string' ? readFacts(host, facts, bag) : { ...facts };
}

/** Compiles one node's catalog; undefined when it failed (problems in `bag`). */
export function compile(host: Host, options: CompileOptions, bag: DiagnosticBag): CompileOutcome | undefined {
  if (options.cache) return compileWith(host, options, options.cache, bag);
  // A cache of its own keeps what the compile read in one pack, which the next compile of the same
  // module path and manifest reads at once (a shared cache is its owner's to pack).
  const cache = new ParseCache(host, options.cacheDir);
  cache.openPack(JSON.stringify([options.modulepath.map((d) => host.resolve(d)), options.manifest === undefined ? null : host.resolve(options.manifest)]));
  try {
    return compileWith(host, options, cache, bag);
  } finally {
    cache.savePack();
  }
}

function compileWith(host: Host, options: CompileOptions, cache: ParseCache, bag: DiagnosticBag): CompileOutcome | undefined {
  const given = nodeFacts(host, options.facts, bag);
  if (!given) return undefined;
  const serverFacts = options.serverFacts === undefined ? undefined : readFacts(host, options.serverFacts, bag);
  if (options.serverFacts !== undefined && !serverFacts) return undefined;
  const modulePath = options.scanned ?? ModulePath.scan(host, options.modulepath, bag, cache);
  const facts = agentFacts(given, moduleExternalFacts(host, modulePath, bag));
  // Lookups' provenance feeds the origins only.
  // convert_to with Puppet's own `new` (the evaluator is loaded here anyway), as `puppet lookup` and the catalog's lookups convert.
  const hiera = createHiera({ host, facts, modulepath: [...options.modulepath], provenance: options.recordOrigins === true, convert: puppetConvertTo, ...(options.hiera ? { hieraConfig: options.hiera } : {}) }, bag);
  const manifests: SourceFile[] = [];
  if (options.manifest !== undefined) {
    const files = host.stat(options.manifest) === 'directory' ? manifestFiles(host, options.manifest) : [options.manifest];
    for (const f of files) {
      const s = readSource(host, f, bag);
      if (s) manifests.push(s);
    }
  }
  const pinned = readFunctionResults(host, { ...(options.functionResult ? { texts: options.functionResult } : {}), ...(options.functionResults !== undefined ? { file: options.functionResults } : {}) }, bag);
  if (bag.hasErrors || !pinned) return undefined;
  const origins = options.recordOrigins ? new OriginRecorder() : undefined;
  const catalog = compileCatalog(
    {
      host,
      modulePath,
      cache,
      hiera,
      node: options.node,
      facts,
      trusted: trustedFacts(facts),
      ...(serverFacts ? { serverFacts } : {}),
      environment: options.environment ?? 'production',
      manifests,
      ...(options.code !== undefined ? { code: new SourceFile('<code>', options.code) } : {}),
      ...(options.classes ? { classes: options.classes } : {}),
      ...(options.strictVariables ? { strictVariables: true } : {}),
      ...(options.now !== undefined ? { now: options.now } : {}),
      ...(origins ? { origins } : {}),
      ...(options.hooks ? { hooks: options.hooks } : {}),
      ...(pinned.size > 0 ? { functionResults: pinned } : {}),
    },
    bag,
  );
  if (!catalog) return undefined;
  let parts: string[];
  try {
    parts = catalog.toJson(options.version ?? 0, options.pretty ? '  ' : undefined, '\n');
  } catch (e) {
    // A value Puppet's serializer refuses (a self-recursive type alias) fails as Puppet fails then.
    if (!(e instanceof EvaluationError)) throw e;
    bag.report(e.code, e.args, { severity: 'error', ...(e.location ? { location: e.location } : {}) });
    return undefined;
  }
  // The text and the catalog as JS data only when a caller reads them: the CLI writes the parts,
  // and parsing a 10,000-resource catalog back costs as much as writing it.
  let text: string | undefined;
  let parsed: CatalogJson | undefined;
  return {
    parts,
    get text() {
      return (text ??= parts.join(''));
    },
    get catalog() {
      return (parsed ??= JSON.parse(this.text) as CatalogJson);
    },
    ...(origins
      ? {
          originsOf: (type: string, title: string, parameter: string) => {
            const r = catalog.get(type, title);
            return r ? origins.of(r, parameter) : [];
          },
        }
      : {}),
  };
}

/** The Puppet version an agent reports as `puppetversion` when the facts file does not say. */
export const AGENT_PUPPET_VERSION = '7.23.0';

/**
 * The facts an agent would send: the given ones, then the external facts of the modules'
 * `facts.d` that pluginsync gave its Facter, then `puppetversion` (names already given win: a
 * facts file captured from the node holds them all).
 */
function agentFacts(given: Record<string, unknown>, external: Map<string, unknown>): Record<string, unknown> {
  const facts = { ...given };
  for (const [name, value] of external) if (!Object.hasOwn(facts, name)) facts[name] = value;
  if (!Object.hasOwn(facts, 'puppetversion')) facts.puppetversion = AGENT_PUPPET_VERSION;
  return facts;
}

/** A manifest directory's `.pp` files, recursively, in name order (as Puppet reads them). */
function manifestFiles(host: Host, dir: string): string[] {
  const out: string[] = [];
  for (const name of host.readDirectory(dir)) {
    const p = host.resolve(dir, name);
    if (host.stat(p) === 'directory') out.push(...manifestFiles(host, p));
    else if (name.endsWith('.pp')) out.push(p);
  }
  return out;
}
