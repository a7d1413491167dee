// `npm run fuzz -- [--target yaml-subset] [--count N] [--seed S]`: differential and robustness
// fuzzing outside the test suite (which runs a fixed-seed sample of each target).
import { readFileSync } from 'node:fs';
import { fuzzSubset } from './yaml-subset.js';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const target = option('target', 'yaml-subset');
const count = Number(option('count', '300000'));
const seed = Number(option('seed', String(Date.now() % 100_000)));

if (target !== 'yaml-subset') {
  process.stderr.write(`unknown --target ${target} (known: yaml-subset)\n`);
  process.exit(64);
}
const seeds = ['examples/heat/base.yaml', 'examples/heat/debug.yaml', 'examples/heat/production.yaml'].flatMap((p) => {
  try {
    return [readFileSync(p, 'utf8')];
  } catch {
    return [];
  }
});
const started = process.cpuUsage();
const result = fuzzSubset(seeds, count, seed);
const cpu = process.cpuUsage(started);
process.stdout.write(`yaml-subset: ${result.runs} mutants (seed ${seed}), ${result.taken} read by the subset reader, ${result.disagreements.length} disagreements, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU\n`);
for (const d of result.disagreements) process.stdout.write(`--- ${d.reason}\n${d.text}\n`);
process.exitCode = result.disagreements.length > 0 ? 1 : 0;
