// Heat bench: parse + ordered merge of N environment files of 50 parameters (the shape of
// oracles/heat_merge_bench.py), against Heat 19's merge_environments on files of the same shape.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dump } from 'js-yaml';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { loadEnvironmentFile } from '../src/heat/environment/load.js';
import { mergeHeatRequest } from '../src/heat/merge.js';
import { MemoryHost } from '../src/host/memory-host.js';
import type { HeatParameterType } from '../src/merge/heat-strategies.js';
import type { Layer } from '../src/merge/layer.js';
import { timeBest, type BenchRow, type BenchSuite } from './suite.js';

const POOL = 500;
const PER_FILE = 50;
const TYPES: HeatParameterType[] = ['string', 'number', 'comma_delimited_list', 'json', 'boolean'];
const SIZES = [10, 100, 1000];
const ORACLE = '/work/shared/oracles/heat_merge_bench.py';

/** A small deterministic generator (the Python script's Random is not reproducible here; the shape is). */
function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

function makeFiles(n: number): Record<string, string> {
  const rnd = rng(1);
  const deep = Object.fromEntries([...Array(50).keys()].filter((i) => i % 5 === 3).map((i) => [`P${String(i).padStart(4, '0')}`, 'deep_merge']));
  const files: Record<string, string> = {};
  for (let f = 0; f < n; f++) {
    const chosen = new Set<number>();
    while (chosen.size < PER_FILE) chosen.add(rnd(POOL));
    const env: Record<string, Record<string, unknown>> = { parameter_merge_strategies: deep, parameter_defaults: {}, parameters: {} };
    for (const i of chosen) {
      const t = TYPES[i % 5]!;
      const v = t === 'string' ? `value-${i}-${rnd(1e6)}` : t === 'number' ? rnd(1e6) : t === 'comma_delimited_list' ? `x${rnd(99)},x${rnd(99)},x${rnd(99)}` : t === 'json' ? { [`k${rnd(9)}`]: { n: rnd(9) } } : rnd(2) === 1;
      env[i % 7 === 0 ? 'parameters' : 'parameter_defaults']![`P${String(i).padStart(4, '0')}`] = v;
    }
    files[`environments/env-${String(f).padStart(4, '0')}.yaml`] = dump(env);
  }
  return files;
}

function heatTimes(): Map<number, number> {
  const out = new Map<number, number>();
  if (!existsSync(ORACLE)) return out;
  try {
    const text = execFileSync('/usr/bin/python3', [ORACLE, '--sizes', SIZES.join(','), '--repeat', '1', '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
    for (const row of JSON.parse(text) as { files: number; min_s: { merge: number } }[]) out.set(row.files, row.min_s.merge * 1000);
  } catch {
    // Heat not installed: the table shows overcat's figures alone.
  }
  return out;
}

export const heatSuite: BenchSuite = {
  name: 'heat',
  run(): BenchRow[] {
    const heat = heatTimes();
    const schemata = new Map([...Array(POOL).keys()].map((i) => [`P${String(i).padStart(4, '0')}`, TYPES[i % 5]!]));
    return SIZES.map((n) => {
      const files = makeFiles(n);
      const host = new MemoryHost(files);
      const ms = timeBest(() => {
        const bag = new DiagnosticBag();
        const layers = Object.keys(files).map((f) => loadEnvironmentFile(host, f, bag)).filter((l): l is Layer => l !== undefined);
        if (!mergeHeatRequest(layers, {}, bag, { schemata }) || bag.hasErrors) throw new Error('bench merge failed');
      }, n >= 1000 ? 2 : 5);
      const row: BenchRow = { case: `heat parse + merge, ${n} env files x ${PER_FILE} params`, overcat: `${ms.toFixed(1)} ms` };
      const ref = heat.get(n);
      if (ref !== undefined) {
        row.reference = `${ref.toFixed(1)} ms (Heat 19 merge_environments)`;
        row.ratio = ref >= ms ? `${(ref / ms).toFixed(1)}x faster` : `${(ms / ref).toFixed(1)}x slower`;
      }
      return row;
    });
  },
};
