// The units of a fleet's deployments (`overcat compile --all-nodes --all-tasks`): one per (node,
// puppet task of the node's graph) writing that task's catalog, and one per node writing its
// create_resources.json and report.json, as `overcat compile --all-tasks` does for one node.
// Create-once: the node unit needs every task's catalog (what each holds decides what is left to
// create), so it uses the task results its process has and compiles the others itself; results are
// shared through a TracedMemo, so a unit's trace and entry do not depend on which unit compiled
// what, and merged shards equal one unsharded run. A node's units form one group (one shard, one
// worker thread), so a cold run compiles each task once; docs/fleet.md "Deployment tasks".
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { stringifyJson } from '../../data/exact-number.js';
import type { Host } from '../../host/host.js';
import { CREATE_RESOURCES_NAME } from '../../override/apply.js';
import { ModulePath } from '../../puppet/modulepath/module-path.js';
import { ParseCache } from '../../puppet/parser/cache.js';
import { planNode, type PlannedTask } from '../../tasks/graph.js';
import { loadTaskSet, type TaskSet } from '../../tasks/load.js';
import type { TasksReport } from '../../tasks/report.js';
import { compileDeploymentTask, finishDeployment, prepareDeployment, type CompileTasksOptions, type DeploymentTask, type NodeDeployment } from '../tasks.js';
import { nodeFactsKey, type FleetNode } from './nodes.js';
import { TracedMemo } from './traced-memo.js';
import type { FleetUnit, UnitPlanner } from './unit.js';

/** What every node's deployment shares: `overcat compile --all-tasks`'s options less the node. */
export interface TaskFleetOptions {
  modulepath: readonly string[];
  /** Environment tasks files, read after the module path's tasks.yaml files. */
  tasks?: readonly string[];
  hiera?: string;
  environment?: string;
  /** False: plain catalogs, no override data, no create_resources (`--no-overrides`). */
  overrides: boolean;
  /** The node report as written (the CLI makes its data locations relative to the working directory). */
  reportView?: (report: TasksReport) => TasksReport;
}

/** A task unit's output. */
export const TASK_CATALOG = 'catalog.json';
/** A node unit's outputs, beside its tasks' directories. */
export const NODE_REPORT = 'report.json';
const NODE_FILES = new Set([NODE_REPORT, CREATE_RESOURCES_NAME, 'unit.json']);
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A task id that can name the directory `units/<node>/<task>/`. */
const usableTaskId = (id: string) => SEGMENT.test(id) && !NODE_FILES.has(id);

/**
 * The planner of (node, task) and node units. `host` reads the tasks files to plan (the units read
 * them again, recorded); `cacheHost`/`cacheDir` keep parsed manifests across runs (`--cache-dir`).
 */
export function deploymentUnits(options: TaskFleetOptions, host: Host, cacheHost?: Host, cacheDir?: string): UnitPlanner {
  const cache = new ParseCache(cacheHost, cacheDir);
  const memo = new TracedMemo();
  let current: string | undefined;
  const shared = {
    modulepath: options.modulepath,
    tasks: options.tasks ?? [],
    hiera: options.hiera,
    environment: options.environment,
    overrides: options.overrides,
  };

  /** The node's deployment, through the memo; the module path scan and the task set are the process's. */
  const deployment = (node: FleetNode, h: Host, bag: DiagnosticBag): NodeDeployment | undefined => {
    // One node's results at a time: its units run together, and a fleet's catalogs would not fit.
    if (current !== node.name) {
      memo.forget('node ');
      current = node.name;
    }
    return memo.use(`node ${node.name}`, h, bag, (dh, db) => {
      const set = memo.use<TaskSet | undefined>('task set', dh, db, (sh, sb) => loadTaskSet(sh, options.modulepath, options.tasks ?? [], sb));
      if (!set) return undefined;
      const scanned = memo.use('module path', dh, db, (mh, mb) => ModulePath.scan(mh, options.modulepath, mb, cache));
      return prepareDeployment(dh, compileOptions(node), db, { set, cache, scanned });
    });
  };
  const compileOptions = (node: FleetNode): CompileTasksOptions => ({
    modulepath: options.modulepath,
    tasks: options.tasks ?? [],
    node: node.name,
    facts: node.facts,
    roles: node.roles,
    overrides: options.overrides,
    ...(options.hiera ? { hiera: options.hiera } : {}),
    ...(options.environment ? { environment: options.environment } : {}),
  });

  /** One task of the node, through the memo (the node unit and the task's unit both need it). */
  const task = (node: FleetNode, planned: PlannedTask, h: Host, bag: DiagnosticBag): DeploymentTask | undefined => {
    const d = deployment(node, h, bag);
    if (!d) return undefined;
    return memo.use(`node ${node.name} task ${planned.task.id}`, h, bag, (th, tb) => compileDeploymentTask(th, d, planned, tb));
  };

  const nodeUnit = (node: FleetNode, taskIds: readonly string[]): FleetUnit => ({
    id: node.name,
    node,
    group: node.name,
    key: { kind: 'deployment', options: shared, node: node.name, roles: node.roles, facts: nodeFactsKey(node), tasks: taskIds },
    run(h, bag) {
      if (node.roles.length === 0) {
        bag.report('OVC8030', { node: node.name });
        return undefined;
      }
      const d = deployment(node, h, bag);
      if (!d) return undefined;
      for (const p of d.plan.tasks) if (p.compiled && !usableTaskId(p.task.id)) bag.report('OVC8031', { id: p.task.id, node: node.name }, { location: p.task.location });
      const tasks = d.plan.tasks.map((p) => (p.compiled && usableTaskId(p.task.id) ? task(node, p, h, bag) : compileDeploymentTask(h, d, p, bag)));
      // A failed task leaves what it holds unknown: nothing can be created once for the node then.
      if (bag.hasErrors || tasks.some((t) => !t)) return undefined;
      const outcome = finishDeployment(h, d, tasks as DeploymentTask[], bag);
      if (!outcome || bag.hasErrors) return undefined;
      const report = options.reportView ? options.reportView(outcome.report) : outcome.report;
      return {
        [NODE_REPORT]: `${stringifyJson(report, 2)}\n`,
        ...(outcome.createResources ? { [CREATE_RESOURCES_NAME]: outcome.createResources.text } : {}),
      };
    },
  });

  const taskUnit = (node: FleetNode, id: string): FleetUnit => ({
    id: `${node.name}/${id}`,
    node,
    group: node.name,
    key: { kind: 'deployment-task', options: shared, node: node.name, roles: node.roles, facts: nodeFactsKey(node), task: id },
    run(h, bag): Record<string, string> | undefined {
      const d = deployment(node, h, bag);
      const planned = d?.plan.tasks.find((p) => p.task.id === id);
      if (!d || !planned) return undefined;
      const result = task(node, planned, h, bag);
      if (!result || bag.hasErrors) return undefined;
      // A task whose condition is false on the node has no catalog (the node's report says so).
      return result.catalog ? { [TASK_CATALOG]: result.catalog.text } : {};
    },
  });

  return (nodes) => {
    // Planning reads the tasks files once, unrecorded: a node whose graph cannot be made gets its
    // node unit only, which reports why when it runs.
    const setBag = new DiagnosticBag();
    const loaded = loadTaskSet(host, options.modulepath, options.tasks ?? [], setBag);
    const set = setBag.hasErrors ? undefined : loaded;
    return nodes.flatMap((node) => {
      const planBag = new DiagnosticBag();
      const plan = set && node.roles.length > 0 ? planNode(set.byId, node.roles, planBag) : undefined;
      const ids = planBag.hasErrors ? [] : (plan?.tasks ?? []).filter((p) => p.compiled && usableTaskId(p.task.id)).map((p) => p.task.id);
      return [nodeUnit(node, ids), ...ids.map((id) => taskUnit(node, id))];
    });
  };
}
