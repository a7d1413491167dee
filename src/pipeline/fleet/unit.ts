// The unit of a fleet: one independent compile, stored in its own directory and skipped when its
// inputs are unchanged. The runner knows nothing else about it: node catalogs (node-compile-unit.ts)
// and a fleet's deployment tasks (task-units.ts) are planners of units (docs/fleet.md "Units").
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { Host } from '../../host/host.js';
import type { FleetNode } from './nodes.js';

export interface FleetUnit {
  /**
   * Unique in the fleet and path-safe: `/`-separated segments of letters, digits, `.`, `_`, `-`
   * (`node` for a node's compile or its create step, `node/task` for a task). Names the unit's
   * output directory; the shard hash is taken of it (of `group` when given).
   */
  readonly id: string;
  readonly node: FleetNode;
  /**
   * Everything other than files that decides the outputs (the kind of unit, options, inline
   * facts), as JSON data: part of the content address. Files are not named here: `run` reads
   * them through a recording host, and what it read is the rest of the address.
   */
  readonly key: unknown;
  /**
   * Units of one group share work in a process (a node's deployment tasks share its facts, Hiera
   * and override data, and its create step needs every task's catalog): a group goes whole to one
   * shard and one worker thread, and its units run one after another. Absent: the unit is its own group.
   */
  readonly group?: string;
  /**
   * Compiles the unit, reading every file through `host`. Returns the outputs (file name →
   * text, names without `/`), or undefined when it failed (the problems are in `bag`).
   */
  run(host: Host, bag: DiagnosticBag): Readonly<Record<string, string>> | undefined;
}

/** Makes the units of a fleet's nodes, in any order (the runner sorts them by id). */
export type UnitPlanner = (nodes: readonly FleetNode[]) => FleetUnit[];
