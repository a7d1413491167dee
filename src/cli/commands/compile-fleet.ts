// `overcat compile --all-nodes`: every node of a fleet (or one shard of it) compiled into
// <out>/units/<node>/, unchanged units reused, the report in <out>/report.json; progress on
// stderr; with --jobs N, worker threads split the shard. Exit 1 when any unit failed.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { reportText, summaryText, type UnitEntry } from '../../pipeline/fleet/report.js';
import { finishFleet, planFleet, runUnits } from '../../pipeline/fleet/runner.js';
import { buildFingerprint } from '../build-fingerprint.js';
import { bundled } from '../bundled.js';
import { EXIT } from '../exit-codes.js';
import { fleetSetup, type FleetCliOptions } from '../fleet-setup.js';
import type { WorkerInput } from '../fleet-worker.js';
import { printDiagnostics, yamlText } from '../output.js';
import { packageVersion } from '../package-version.js';
import { progressOn } from '../progress.js';

export interface FleetCommandOptions extends FleetCliOptions {
  jobs: string;
  quiet?: boolean;
  format: 'text' | 'json' | 'yaml';
}

export async function runCompileFleet(o: FleetCommandOptions): Promise<number> {
  const jobs = o.jobs === 'auto' ? availableParallelism() : Number(o.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) {
    process.stderr.write("overcat compile: --jobs must be a whole number >= 1 or 'auto'\n");
    return EXIT.usage;
  }
  const overcat = buildFingerprint(packageVersion());
  const bag = new DiagnosticBag();
  const setup = fleetSetup(o, overcat, bag);
  if (!setup) {
    printDiagnostics(bag.items);
    return EXIT.usage;
  }
  const plan = planFleet(setup.host, setup.options, bag);
  const progress = progressOn(process.stderr, o.quiet === true);
  let done = 0;
  const onUnit = (entry: UnitEntry) => progress.unit(entry, ++done, plan.units.length);
  const workers = Math.min(jobs, plan.units.length);
  const entries = workers > 1 ? await inWorkers(o, overcat, workers, onUnit) : runUnits(setup.host, plan.units, { ...setup.options, onUnit });
  progress.end();
  const report = finishFleet(setup.host, setup.options, plan, entries, bag);
  if (o.format !== 'text') process.stdout.write(o.format === 'json' ? reportText(report) : yamlText(report));
  else if (!o.quiet) {
    process.stdout.write(summaryText(report));
    printDiagnostics(bag.items);
  }
  return report.totals.failed > 0 || bag.hasErrors ? EXIT.inputError : EXIT.ok;
}

/** Runs the shard's units in `count` worker threads (each a slice); resolves to every entry. */
function inWorkers(o: FleetCliOptions, overcat: string, count: number, onUnit: (entry: UnitEntry) => void): Promise<UnitEntry[]> {
  const entries: UnitEntry[] = [];
  const runs = Array.from({ length: count }, (_, index) => {
    const workerData: WorkerInput = { options: { ...o }, overcat, slice: { index, count } };
    const worker = new Worker(new URL(bundled ? './fleet-worker.mjs' : '../fleet-worker.js', import.meta.url), { workerData });
    worker.on('message', (entry: UnitEntry) => {
      entries.push(entry);
      onUnit(entry);
    });
    return new Promise<void>((resolve, reject) => {
      worker.on('error', reject);
      worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`fleet worker ${index} exited with ${code}`))));
    });
  });
  return Promise.all(runs).then(() => entries);
}
