// A fleet run's host and options from `overcat compile --all-nodes` arguments: shared by the command
// and its worker threads (each builds its own planner, as units carry functions). The units are
// node catalogs, or with --all-tasks each node's deployment tasks and create step.
import { statSync } from 'node:fs';
import * as path from 'node:path';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { DiskHost } from '../host/disk-host.js';
import { nodeCompileUnits } from '../pipeline/fleet/node-compile-unit.js';
import { deploymentUnits } from '../pipeline/fleet/task-units.js';
import type { FleetOptions } from '../pipeline/fleet/runner.js';
import { parseShard, type Shard } from '../pipeline/fleet/shard.js';
import { confinedHost, splitModulepath } from './host.js';
import { relativeReport } from './output.js';
import { siteCompileOptions, type SiteCliOptions } from './site-options.js';

/** The arguments of a fleet compile (plain data: they cross to worker threads). */
export interface FleetCliOptions extends SiteCliOptions {
  modulepath?: string;
  nodes: string;
  out: string;
  cacheDir?: string;
  shard?: string;
  reuse: boolean;
  /** `--all-tasks`: units of (node, task) and of each node's create step instead of node catalogs. */
  allTasks?: boolean;
  tasksFile?: string[];
  /** `--no-overrides`: false (plain task catalogs). */
  overrides?: boolean;
}

/** Undefined when `--shard` is bad (OVC8024 in `bag`). */
export function fleetSetup(o: FleetCliOptions, overcat: string, bag: DiagnosticBag, slice?: Shard): { host: DiskHost; options: FleetOptions } | undefined {
  const shard = o.shard === undefined ? undefined : parseShard(o.shard, bag);
  if (o.shard !== undefined && !shard) return undefined;
  const modulepath = splitModulepath(o.modulepath);
  // The node list's directory holds the facts files a nodes file names; the output and cache
  // directories are read back (unit records, outputs) on the next run.
  const nodesRoot = statSync(o.nodes, { throwIfNoEntry: false })?.isDirectory() ? o.nodes : path.dirname(path.resolve(o.nodes));
  const host = confinedHost([...modulepath, ...modulepath.map((d) => path.dirname(d)), nodesRoot, o.serverFacts, o.hiera && path.dirname(o.hiera), o.manifest, ...(o.tasksFile ?? []), o.cacheDir, o.out]);
  const planner = o.allTasks
    ? deploymentUnits(
        {
          modulepath,
          tasks: o.tasksFile ?? [],
          overrides: o.overrides !== false,
          reportView: relativeReport,
          ...(o.hiera ? { hiera: o.hiera } : {}),
          ...(o.environment ? { environment: o.environment } : {}),
        },
        host,
        host,
        o.cacheDir,
      )
    : nodeCompileUnits({ modulepath, ...siteCompileOptions(o) }, host, o.cacheDir);
  return { host, options: { nodes: o.nodes, planner, out: o.out, overcat, reuse: o.reuse, ...(shard ? { shard } : {}), ...(slice ? { slice } : {}) } };
}
