// A worker thread of `overcat compile --all-nodes --jobs N`: compiles its slice of the shard's
// units and posts each unit's entry to the main thread, which writes the report.
import { parentPort, workerData } from 'node:worker_threads';
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { planFleet, runUnits } from '../pipeline/fleet/runner.js';
import type { Shard } from '../pipeline/fleet/shard.js';
import { fleetSetup, type FleetCliOptions } from './fleet-setup.js';

export interface WorkerInput {
  options: FleetCliOptions;
  overcat: string;
  slice: Shard;
}

const input = workerData as WorkerInput;
const setup = fleetSetup(input.options, input.overcat, new DiagnosticBag(), input.slice);
if (setup) {
  const plan = planFleet(setup.host, setup.options, new DiagnosticBag());
  runUnits(setup.host, plan.units, { ...setup.options, onUnit: (entry) => parentPort!.postMessage(entry) });
}
