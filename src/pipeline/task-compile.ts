// The per-task override step of a deployment: one task's catalog compiled with the override data
// applied inside the compilation (a define instance gets its entry before it expands), then, once
// over the whole graph, the entries no task holds created in create_resources (define instances
// expanded). The task layer (tasks.ts) calls only these two; the engine is compile-overrides.ts.
import type { CatalogJson } from '../catalog/catalog-json.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { buildReport } from '../override/apply.js';
import type { OverrideReport } from '../override/report.js';
import { compile, type CompileOptions } from './compile.js';
import { compileWithOverrides, createResources, type CompileOverrideContext } from './compile-overrides.js';

/** The graph's override data, read and checked once per node (types and parameters against the module path). */
export type GraphOverrides = CompileOverrideContext;

export interface TaskCompileRequest {
  /** The task id; its catalog is `<id>.json`. */
  task: string;
  /** The node's compile options with the task's manifest. */
  compile: CompileOptions;
  /** Absent: the plain catalog (`--no-overrides`). */
  overrides?: GraphOverrides;
}

export interface TaskCatalog {
  task: string;
  name: string;
  catalog: CatalogJson;
  /** The catalog JSON as written (exact numbers). */
  text: string;
  /** The task's own report: entries it holds updated or unchanged; the others deferred to create_resources. */
  report: OverrideReport;
  /** Entries (entryKey) a resource of this catalog matched. */
  matched: ReadonlySet<string>;
}

/** Compiles one task's manifest for the node with the entries its resources match applied inside; undefined on failure. */
export function compileTask(host: Host, request: TaskCompileRequest, bag: DiagnosticBag): TaskCatalog | undefined {
  const name = `${request.task}.json`;
  const options: CompileOptions = { ...request.compile, pretty: true };
  if (!request.overrides) {
    const compiled = compile(host, options, bag);
    return compiled ? { task: request.task, name, catalog: compiled.catalog, text: compiled.text, report: buildReport([]), matched: new Set() } : undefined;
  }
  const r = compileWithOverrides(host, { compile: options, context: request.overrides, name, mode: 'task' }, bag);
  return r.outcome ? { task: request.task, name, catalog: r.outcome.catalog, text: r.outcome.text, report: r.report, matched: r.matched } : undefined;
}

export interface CreatedResources {
  /** create_resources.json; undefined when nothing was created. */
  catalog?: { name: string; catalog: CatalogJson; text: string };
  /** One report over every task and the creation step: every entry once, in data order. */
  report: OverrideReport;
}

/** After every task: the entries no task holds, created once in the create_resources catalog (or skipped, with a did-you-mean over every task's titles). */
export function createTaskResources(host: Host, overrides: GraphOverrides, compileOptions: CompileOptions, tasks: readonly TaskCatalog[], bag: DiagnosticBag): CreatedResources {
  const r = createResources(host, { compile: { ...compileOptions, pretty: true }, context: overrides, tasks }, bag);
  const outcome = r.catalog?.outcome;
  return { report: r.report, ...(r.catalog && outcome ? { catalog: { name: r.catalog.name, catalog: outcome.catalog, text: outcome.text } } : {}) };
}
