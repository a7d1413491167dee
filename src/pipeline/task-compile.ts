// The per-task override step of a deployment (DESIGN §7 "Per deployment task"): one task's catalog
// compiled with the override entries applied to the resources it contains (compileTask), then,
// once over the whole graph, the entries no task contains created in create_resources
// (createResources). These two functions are the one boundary the task layer calls: today they
// apply the post-compile engine to the finished catalog; compiling with the overrides inside
// compilation (define instances changed before expansion) replaces their bodies, not their callers.
import { emptyCatalogLike } from '../catalog/build.js';
import { parseCatalogJson, type CatalogJson } from '../catalog/catalog-json.js';
import { JsonCatalog } from '../catalog/mutable-catalog.js';
import { stringifyJson } from '../data/exact-number.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { SourceFile } from '../diagnostics/source.js';
import type { Host } from '../host/host.js';
import { applyToCatalogs, CREATE_RESOURCES_NAME } from '../override/apply.js';
import type { OverrideData } from '../override/data.js';
import type { EntryReport } from '../override/report.js';
import type { OverrideSource } from '../override/source.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import { compile, type CompileOptions } from './compile.js';

/** The graph's override data, read and checked once (types, parameters, structure). */
export interface GraphOverrides {
  data: OverrideData;
  source: OverrideSource;
  types: TypeLookup;
}

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
  /** The entries this catalog contains (updated or unchanged), with their changes, in data order. */
  entries: EntryReport[];
}

/** An entry's identity in the data: its type key and title as written (unique, being mapping keys). */
export const entryKey = (e: { type: string; title: string }): string => `${e.type}\u0000${e.title}`;

const catalogText = (catalog: CatalogJson) => `${stringifyJson(catalog, 2)}\n`;

/** Compiles one task's manifest for the node and applies the entries its catalog contains; undefined on failure. */
export function compileTask(host: Host, request: TaskCompileRequest, bag: DiagnosticBag): TaskCatalog | undefined {
  const compiled = compile(host, { ...request.compile, pretty: true }, bag);
  if (!compiled) return undefined;
  const name = `${request.task}.json`;
  // Read back with exact numbers (4.0 stays a Float through the override).
  const plain = parseCatalogJson(new SourceFile(name, compiled.text), bag);
  if (!plain) return undefined;
  const { overrides } = request;
  if (!overrides) return { task: request.task, name, catalog: plain, text: compiled.text, entries: [] };
  const target = new JsonCatalog(name, plain, overrides.types);
  // Only what this catalog contains: creation is decided once, over the whole graph.
  const contained = overrides.data.entries.filter((e) => target.find(e.type, e.title) !== undefined);
  const { report } = applyToCatalogs({ data: { ...overrides.data, entries: contained }, source: overrides.source, types: overrides.types, targets: [target], checked: true }, bag);
  const entries = report.entries.filter((e) => e.status === 'updated' || e.status === 'unchanged');
  return { task: request.task, name, catalog: target.catalog, text: catalogText(target.catalog), entries };
}

export interface CreatedResources {
  /** create_resources.json; undefined when nothing was created. */
  catalog?: { name: string; catalog: CatalogJson; text: string };
  /** Every entry no task's catalog contains: created, or skipped with the reason and a did-you-mean over all the tasks' titles. */
  entries: EntryReport[];
}

/** After every task: the entries no task contains, created once in the create_resources catalog (or skipped). */
export function createResources(overrides: GraphOverrides, tasks: readonly TaskCatalog[], bag: DiagnosticBag): CreatedResources {
  const contained = new Set(tasks.flatMap((t) => t.entries.map(entryKey)));
  const rest = overrides.data.entries.filter((e) => !contained.has(entryKey(e)));
  if (rest.length === 0) return { entries: [] };
  // The task catalogs are searched (for did-you-mean) and never changed: none contains these entries.
  const targets = tasks.map((t) => new JsonCatalog(t.name, t.catalog, overrides.types));
  const first = tasks[0]?.catalog;
  const { report, created } = applyToCatalogs(
    {
      data: { ...overrides.data, entries: rest },
      source: overrides.source,
      types: overrides.types,
      targets,
      createTarget: () => new JsonCatalog(CREATE_RESOURCES_NAME, emptyCatalogLike(first), overrides.types),
      checked: true,
    },
    bag,
  );
  const catalog = created ? (created as JsonCatalog).catalog : undefined;
  return { entries: report.entries, ...(catalog ? { catalog: { name: CREATE_RESOURCES_NAME, catalog, text: catalogText(catalog) } } : {}) };
}
