// The `tasks` and per-task `compile` jobs: a node's deployment graph from the tasks files (module
// path and environment), its conditions decided over the node's data, every puppet task compiled
// with the override data applied to its catalog, resources no task contains created once, and the
// report of the whole graph.
import * as path from 'node:path';
import type { CatalogJson } from '../catalog/catalog-json.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { didYouMean } from '../diagnostics/suggest.js';
import { createHiera, type Hiera } from '../hiera/hiera.js';
import type { Host } from '../host/host.js';
import type { EntryReport } from '../override/report.js';
import { combineTaskReports } from '../override/task-reports.js';
import { ModulePath } from '../puppet/modulepath/module-path.js';
import { ParseCache } from '../puppet/parser/cache.js';
import { decideCondition, type ConditionOptions, type NodeData } from '../tasks/condition.js';
import { planNode, type NodePlan, type PlannedTask } from '../tasks/graph.js';
import { loadTaskSet, type TaskSet } from '../tasks/load.js';
import { planToJson, type NodePlanJson } from '../tasks/render.js';
import type { TaskOutcome, TasksReport } from '../tasks/report.js';
import type { Task } from '../tasks/task.js';
import { nodeFacts, type CompileOptions } from './compile.js';
import { prepareCompileOverrides } from './compile-overrides.js';
import { compileTask, createTaskResources, type GraphOverrides, type TaskCatalog } from './task-compile.js';

export interface TaskGraphOptions {
  /** Module directories whose modules' tasks.yaml files are read. */
  modulepath: readonly string[];
  /** Environment tasks files, read after the module path's. */
  tasks?: readonly string[];
  /** The node's roles; empty: every role the tasks files name (the whole graph). */
  roles: readonly string[];
}

/** The ordered graph of a node with `roles`; undefined when the tasks files have errors or a cycle. */
export function taskGraph(host: Host, options: TaskGraphOptions, bag: DiagnosticBag): NodePlan | undefined {
  const set = loadTaskSet(host, options.modulepath, options.tasks ?? [], bag);
  if (!set) return undefined;
  const named = set.tasks.flatMap((t) => t.roles.flatMap((r) => (r.kind === 'name' && r.name !== 'self' ? [r.name] : [])));
  const plan = planNode(set.byId, options.roles.length > 0 ? options.roles : named, bag);
  return bag.hasErrors ? undefined : plan;
}

export interface CompileTasksOptions {
  modulepath: readonly string[];
  tasks?: readonly string[];
  node: string;
  /** A facts file, or the values (a fleet's nodes file gives them inline). */
  facts: CompileOptions['facts'];
  hiera?: string;
  /** The node's roles; absent: Hiera's `roles` (or `role`), then the facts' (see docs/tasks.md). */
  roles?: readonly string[];
  /** The tasks to compile; absent: every task of the graph (`--all-tasks`). */
  only?: readonly string[];
  /** False: plain catalogs, no override data read (`--no-overrides`). */
  overrides: boolean;
  environment?: string;
  cacheDir?: string;
  /** For conditions: the node's data at its previous deployment (absent: a first deployment). */
  previous?: ConditionOptions['previous'];
}

export interface CompileTasksOutcome {
  plan: NodePlanJson;
  catalogs: TaskCatalog[];
  createResources?: { name: string; catalog: CatalogJson; text: string };
  report: TasksReport;
}

/** The node's roles as given, else from its data: Hiera `roles` / `role`, then the facts' (Fuel's astute.yaml has both). */
function nodeRoles(given: readonly string[] | undefined, data: NodeData): string[] {
  if (given && given.length > 0) return [...given];
  for (const key of ['roles', 'role']) {
    const r = data(key);
    if (!r.found) continue;
    if (typeof r.value === 'string' && r.value !== '') return [r.value];
    if (Array.isArray(r.value) && r.value.every((v) => typeof v === 'string')) return r.value as string[];
  }
  return [];
}

/** `$.key` of a condition: the node's Hiera value, else its fact. */
function nodeData(hiera: Hiera | undefined, facts: Record<string, unknown>): NodeData {
  return (key) => {
    const r = hiera?.lookup(key);
    if (r?.found) return { found: true, value: r.value };
    return Object.hasOwn(facts, key) ? { found: true, value: facts[key] } : { found: false, value: undefined };
  };
}

/**
 * A puppet task's manifest on this machine: a relative path from its tasks file's directory; a
 * path under the task's `puppet_modules` (fuel-library's `/etc/puppet/modules/...`) from the first
 * module path directory that has it; any other path as given.
 */
function manifestPath(host: Host, task: Task, modulepath: readonly string[]): string | undefined {
  const manifest = task.puppetManifest!;
  if (!path.isAbsolute(manifest)) return host.resolve(path.dirname(task.file), manifest);
  const modules = task.puppetModules?.replace(/\/+$/, '');
  if (modules && manifest.startsWith(`${modules}/`)) {
    const rest = manifest.slice(modules.length + 1);
    return modulepath.map((dir) => host.resolve(dir, rest)).find((p) => host.stat(p) === 'file');
  }
  return manifest;
}

/**
 * What a node's deployment shares over its tasks, when a caller compiling many nodes keeps it
 * (a fleet): the task set, the parse cache and the scanned module path.
 */
export interface DeploymentShared {
  set?: TaskSet;
  cache?: ParseCache;
  scanned?: ModulePath;
}

/** A node's deployment, prepared once for every task: its graph, data, compile options and override data. */
export interface NodeDeployment {
  options: CompileTasksOptions;
  plan: NodePlan;
  data: NodeData;
  /** The node's compile options (facts read, the cache and the scan); a task adds its manifest. */
  base: CompileOptions;
  /** Absent: plain catalogs (`--no-overrides`, or no hierarchy to read the data from). */
  overrides?: GraphOverrides;
}

/** One task of the node's graph: what became of it, and its catalog when it was compiled. */
export interface DeploymentTask {
  outcome: TaskOutcome;
  catalog?: TaskCatalog;
}

/** Reads the node's facts, data and graph, the module path and the override data; undefined (problems in `bag`) when they have errors. */
export function prepareDeployment(host: Host, options: CompileTasksOptions, bag: DiagnosticBag, shared: DeploymentShared = {}): NodeDeployment | undefined {
  const facts = nodeFacts(host, options.facts, bag);
  if (!facts) return undefined;
  const set = shared.set ?? loadTaskSet(host, options.modulepath, options.tasks ?? [], bag);
  if (!set) return undefined;
  const env = options.environment ? { environment: options.environment } : {};
  const hiera = options.hiera ? createHiera({ host, facts, hieraConfig: options.hiera, modulepath: [...options.modulepath], node: options.node, ...env }, bag) : undefined;
  const data = nodeData(hiera, facts);
  const roles = nodeRoles(options.roles, data);
  if (roles.length === 0) {
    bag.report('OVC3614', { node: options.node });
    return undefined;
  }
  const plan = planNode(set.byId, roles, bag);
  if (bag.hasErrors) return undefined;

  const ids = plan.tasks.map((p) => p.task.id);
  for (const id of options.only ?? []) {
    if (ids.includes(id)) continue;
    const hint = didYouMean(id, ids);
    bag.report('OVC3612', { id, roles: plan.roles.join(', ') }, hint ? { hint } : {});
  }
  if (bag.hasErrors) return undefined;

  // Read once per node, reused by every task's compile and by the override data: the facts read
  // above, one parse cache and one scan of the module path (seconds on a real module path).
  const cache = shared.cache ?? new ParseCache(host, options.cacheDir);
  const base: CompileOptions = {
    modulepath: options.modulepath,
    facts,
    node: options.node,
    cache,
    scanned: shared.scanned ?? ModulePath.scan(host, options.modulepath, bag, cache),
    ...(options.hiera ? { hiera: options.hiera } : {}),
    ...env,
  };
  // The override data is read and checked once for the node; without a hierarchy there is none.
  const overrides: GraphOverrides | undefined = options.overrides && options.hiera ? prepareCompileOverrides(host, base, { hiera: options.hiera }, bag) : undefined;
  if (bag.hasErrors) return undefined;
  return { options, plan, data, base, ...(overrides ? { overrides } : {}) };
}

/** One task of the graph: its condition decided, its manifest compiled with the override data (a puppet task). */
export function compileDeploymentTask(host: Host, deployment: NodeDeployment, { task, compiled }: PlannedTask, bag: DiagnosticBag): DeploymentTask {
  const { options, overrides } = deployment;
  const outcome: TaskOutcome = { id: task.id, type: task.type, status: 'sync' };
  if (!compiled) {
    if (!['stage', 'group', 'skipped'].includes(task.type)) outcome.status = 'not-compiled';
    return { outcome };
  }
  if (options.only && !options.only.includes(task.id)) {
    outcome.status = 'not-selected';
    return { outcome };
  }
  const condition = decideCondition(task, deployment.data, options.previous ? { previous: options.previous } : {}, bag);
  if (condition) outcome.condition = condition.text.trim();
  if (condition && !condition.run) {
    outcome.status = 'condition-false';
    return { outcome };
  }
  const manifest = manifestPath(host, task, options.modulepath);
  if (!manifest || host.stat(manifest) !== 'file') {
    bag.report('OVC3613', { id: task.id, manifest: task.puppetManifest! }, { location: task.locate(['parameters', 'puppet_manifest']) });
    return { outcome };
  }
  const catalog = compileTask(host, { task: task.id, compile: { ...deployment.base, manifest }, ...(overrides ? { overrides } : {}) }, bag);
  if (!catalog) return { outcome };
  Object.assign(outcome, { status: 'compiled', catalog: catalog.name, resources: catalog.catalog.resources.length });
  return { outcome, catalog };
}

/**
 * After every task of the graph (`tasks` in the graph's order, none failed): the entries no task
 * holds created once (the whole graph only), and the node's report; undefined on errors.
 */
export function finishDeployment(host: Host, deployment: NodeDeployment, tasks: readonly DeploymentTask[], bag: DiagnosticBag): CompileTasksOutcome | undefined {
  const { options, overrides, plan } = deployment;
  const catalogs = tasks.flatMap((t) => (t.catalog ? [t.catalog] : []));
  const whole = !options.only;
  const created = overrides && whole ? createTaskResources(host, overrides, deployment.base, catalogs, bag) : undefined;
  if (bag.hasErrors) return undefined;
  const entries = overrides ? (created?.report.entries ?? selectedTasksEntries(catalogs)) : [];
  const count = (status: string) => entries.filter((e) => e.status === status).length;
  const report: TasksReport = {
    node: options.node,
    roles: plan.roles,
    overrides: !!overrides,
    tasks: tasks.map((t) => t.outcome),
    createResources: created?.catalog ? { catalog: created.catalog.name, resources: created.catalog.catalog.resources.length } : null,
    summary: { entries: entries.length, updated: count('updated'), unchanged: count('unchanged'), created: count('created'), skipped: count('skipped') },
    entries,
  };
  return { plan: planToJson(plan), catalogs, ...(created?.catalog ? { createResources: created.catalog } : {}), report };
}

/** Compiles the node's puppet tasks (all, or `only`) with the override data; undefined when inputs could not be read. */
export function compileTasks(host: Host, options: CompileTasksOptions, bag: DiagnosticBag): CompileTasksOutcome | undefined {
  const deployment = prepareDeployment(host, options, bag);
  if (!deployment) return undefined;
  const tasks = deployment.plan.tasks.map((planned) => compileDeploymentTask(host, deployment, planned, bag));
  return bag.hasErrors ? undefined : finishDeployment(host, deployment, tasks, bag);
}

/**
 * With only some tasks compiled (`--task`): every entry once, in data order, with the updates of each
 * task that held it; one that none held is not created (creation needs the whole graph).
 */
function selectedTasksEntries(catalogs: readonly TaskCatalog[]): EntryReport[] {
  return combineTaskReports(
    catalogs.map((c) => c.report),
    undefined,
  ).entries.map((e) => (e.status === 'skipped' && e.reason === 'create-deferred' ? { ...e, reason: 'not-in-selected-tasks' as const } : e));
}
