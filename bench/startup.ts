// Start-up bench: `overcat --version` (nothing but the command table loaded) and `overcat lookup
// --help` (one command's code) against a bare `node -e 0`, as separate processes, median of runs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchRow, BenchSuite } from './suite.js';

const CLI = fileURLToPath(new URL('../bin/overcat.mjs', import.meta.url));
const RUNS = 15;

/** Median wall time in ms of running `node ...args` to completion. */
function median(args: string[]): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, { stdio: 'ignore' });
    times.push(performance.now() - t0);
    if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export const startupSuite: BenchSuite = {
  name: 'startup',
  run(): BenchRow[] {
    const bare = median(['-e', '0']);
    const row = (name: string, args: string[]): BenchRow => {
      const t = median([CLI, ...args]);
      return { case: name, overcat: `${t.toFixed(0)} ms`, reference: `node -e 0: ${bare.toFixed(0)} ms`, ratio: `+${(t - bare).toFixed(0)} ms` };
    };
    return [row('overcat --version', ['--version']), row('overcat lookup --help', ['lookup', '--help']), row('overcat override --help', ['override', '--help'])];
  },
};
