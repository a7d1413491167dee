// Compilation with the override data applied inside it (DESIGN §7): `compile --apply-overrides` for
// one manifest, and the per-task steps of a deployment (each task compiled with the updates for what
// it declares, then the resources no task holds created once in the create_resources catalog).
import type { CatalogJson } from '../catalog/catalog-json.js';
import { JsonCatalog } from '../catalog/mutable-catalog.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { checkOverrideTypes, CREATE_RESOURCES_NAME } from '../override/apply.js';
import { OverrideHooks } from '../override/declared-type.js';
import { CompilationOverrides, type PreparedOverrides } from '../override/in-compilation.js';
import { readOverrideData } from '../override/data.js';
import type { OverrideReport } from '../override/report.js';
import type { OverrideSource } from '../override/source.js';
import { combineTaskReports } from '../override/task-reports.js';
import { ModulePath } from '../puppet/modulepath/module-path.js';
import { ParseCache } from '../puppet/parser/cache.js';
import { compile, nodeFacts, type CompileOptions, type CompileOutcome } from './compile.js';
import { hieraOverrideSource, readDataFiles } from './override.js';

/** Override data ready for one node's compilations, with the module path it was checked against. */
export interface CompileOverrideContext {
  overrides: PreparedOverrides;
  /** Scanned once; every compilation of the node reuses it (and its parse cache). */
  modulePath: ModulePath;
  cache: ParseCache;
}

export interface OverrideDataOptions {
  /** Override data files (later files win); without them the data is looked up in `hiera`. */
  data?: readonly string[];
  /** The hiera.yaml to look `configuration` / `configuration_options` up in (deep merge). */
  hiera?: string;
}

/**
 * Reads and checks the override data once for a node (types and parameters against the module
 * path); undefined when it could not be read. Errors in the data are in `bag`: the caller compiles
 * nothing then (nothing half-applied is emitted).
 */
export function prepareCompileOverrides(host: Host, compileOptions: CompileOptions, data: OverrideDataOptions, bag: DiagnosticBag): CompileOverrideContext | undefined {
  const cache = compileOptions.cache ?? new ParseCache(host, compileOptions.cacheDir);
  const modulePath = compileOptions.scanned ?? ModulePath.scan(host, compileOptions.modulepath, bag, cache);
  let source: OverrideSource | undefined;
  if (data.data && data.data.length > 0) source = readDataFiles(host, [...data.data], bag);
  else {
    const hiera = data.hiera ?? compileOptions.hiera;
    const facts = nodeFacts(host, compileOptions.facts, bag);
    if (!facts) return undefined;
    // Without any hierarchy there is no override data: an empty source.
    source = hiera
      ? hieraOverrideSource(host, { facts, hiera, node: compileOptions.node, modulepath: compileOptions.modulepath, ...(compileOptions.environment ? { environment: compileOptions.environment } : {}) }, bag)
      : readDataFiles(host, [], bag);
  }
  if (!source) return undefined;
  const overrideData = readOverrideData(source, bag);
  checkOverrideTypes(overrideData, source, modulePath, bag);
  return { overrides: { data: overrideData, source, types: modulePath }, modulePath, cache };
}

export interface OverrideCompileRequest {
  /** The manifest to compile (a task's puppet_manifest) and the node. */
  compile: CompileOptions;
  context: CompileOverrideContext;
  /** The catalog's output name, as reports name it; default `<node>.json`. */
  name?: string;
  /**
   * single (default): entries that match nothing are created in this catalog (a created define
   * instance expanded); task: they are left for {@link createResources}.
   */
  mode?: 'single' | 'task';
}

export interface OverrideCompileResult {
  name: string;
  /** Undefined when compilation failed or the data has errors (see the bag). */
  outcome?: CompileOutcome;
  /** Every entry: updated (before -> after, source), unchanged, created, skipped and why. */
  report: OverrideReport;
  /** Keys (entryKey) of the entries that matched a resource of this catalog. */
  matched: ReadonlySet<string>;
  /** The `override_resources` resources the manifest declared (applied with the same engine). */
  declared: string[];
}

/** Compiles one manifest with the override data applied inside the compilation. */
export function compileWithOverrides(host: Host, request: OverrideCompileRequest, bag: DiagnosticBag): OverrideCompileResult {
  const { context } = request;
  const name = request.name ?? `${request.compile.node}.json`;
  const mode = request.mode ?? 'single';
  const given = new CompilationOverrides(context.overrides, { catalogName: name, create: mode === 'single' ? 'here' : 'defer', checkTitles: mode === 'single' }, bag);
  const hooks = new OverrideHooks(given, context.overrides.types, { catalogName: name }, bag);
  const errors = bag.errorCount;
  const outcome = errors > 0 ? undefined : compile(host, { ...request.compile, cache: context.cache, scanned: context.modulePath, hooks }, bag);
  return {
    name,
    ...(outcome && bag.errorCount === errors ? { outcome } : {}),
    report: hooks.report(),
    matched: given.matched(),
    declared: hooks.declaredResources(),
  };
}

export interface CreateResourcesRequest {
  /** The node's compile options; its manifest is not read (the catalog holds only what is created). */
  compile: CompileOptions;
  context: CompileOverrideContext;
  /** Every task's result, with its catalog (for did-you-mean and the title-list check). */
  tasks: readonly { name: string; catalog: CatalogJson; report: OverrideReport; matched: ReadonlySet<string> }[];
}

export interface CreateResourcesResult {
  /** The create_resources catalog; undefined when nothing was created (or on errors). */
  catalog?: { name: string; outcome: CompileOutcome };
  /** One report over every task and the creation step (every entry once). */
  report: OverrideReport;
}

/**
 * The final step after every task (DESIGN §7): the entries no task's catalog matched are created once,
 * in a catalog of their own (define instances expanded), with the create rule deciding each.
 */
export function createResources(host: Host, request: CreateResourcesRequest, bag: DiagnosticBag): CreateResourcesResult {
  const { context } = request;
  const matchedElsewhere = new Set(request.tasks.flatMap((t) => [...t.matched]));
  const elsewhere = request.tasks.map((t) => new JsonCatalog(t.name, t.catalog, context.overrides.types));
  const engine = new CompilationOverrides(context.overrides, { catalogName: CREATE_RESOURCES_NAME, create: 'here', matchedElsewhere, elsewhere, checkTitles: true }, bag);
  const { manifest: _manifest, code: _code, classes: _classes, ...rest } = request.compile;
  const errors = bag.errorCount;
  const outcome = errors > 0 ? undefined : compile(host, { ...rest, code: '', cache: context.cache, scanned: context.modulePath, hooks: engine }, bag);
  const createReport = engine.result();
  const report = combineTaskReports(
    request.tasks.map((t) => t.report),
    createReport,
  );
  const created = createReport.summary.created > 0;
  return { ...(outcome && created && bag.errorCount === errors ? { catalog: { name: CREATE_RESOURCES_NAME, outcome } } : {}), report };
}
