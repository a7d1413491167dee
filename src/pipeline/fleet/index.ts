// The fleet layer's library API: node lists, shards, units (node catalogs, deployment tasks), the runner and the merge of shard outputs.
export { readNodes, type FleetNode } from './nodes.js';
export { parseShard, shardOf, shardText, WHOLE_FLEET, type Shard } from './shard.js';
export type { FleetUnit, UnitPlanner } from './unit.js';
export { nodeCompileUnits, CATALOG_OUTPUT, type NodeCompileOptions } from './node-compile-unit.js';
export { deploymentUnits, TASK_CATALOG, NODE_REPORT, type TaskFleetOptions } from './task-units.js';
export { planFleet, runUnits, runFleet, finishFleet, writeReport, unitDirectory, UNIT_RECORD, type FleetOptions, type FleetPlan } from './runner.js';
export { makeReport, reportText, summaryText, totalsOf, REPORT_FILE, REPORT_FORMAT, type FleetReport, type FleetTotals, type UnitEntry } from './report.js';
export { mergeFleetOutputs } from './merge.js';
