// Heat bench: `overcat heat merge -t` (load + ordered merge + typed parameters) over a template of
// 500 parameters and N environment files of 50 (the shape of oracles/heat_merge_bench.py), against
// Heat 19's own code on exactly the same files (scripts/heat-bench-reference.py).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { dump } from 'js-yaml';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../src/host/memory-host.js';
import type { HeatParameterType } from '../src/merge/heat-strategies.js';
import { heatMerge } from '../src/pipeline/heat.js';
import { timeBest, type BenchRow, type BenchSuite } from './suite.js';

const POOL = 500;
const PER_FILE = 50;
const TYPES: HeatParameterType[] = ['string', 'number', 'comma_delimited_list', 'json', 'boolean'];
const SIZES = [10, 100, 1000];
const PYTHON = '/usr/bin/python3';
const REFERENCE = join(dirname(new URL(import.meta.url).pathname), '../../scripts/heat-bench-reference.py');
const TEMPLATE = 'template.yaml';

const pname = (i: number) => `P${String(i).padStart(4, '0')}`;

/** A small deterministic generator (the Python script's Random is not reproducible here; the shape is). */
function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

/** The parameter pool: each type in rotation with a default, some with a length or range constraint. */
function makeTemplate(): string {
  const parameters: Record<string, unknown> = {};
  for (let i = 0; i < POOL; i++) {
    const type = TYPES[i % 5]!;
    const p: Record<string, unknown> = { type };
    if (type === 'string') {
      p.default = `v${i}`;
      if (i % 10 === 0) p.constraints = [{ length: { min: 1, max: 200 } }];
    } else if (type === 'number') {
      p.default = i;
      if (i % 10 === 1) p.constraints = [{ range: { min: 0, max: 1e9 } }];
    } else p.default = type === 'comma_delimited_list' ? 'a,b' : type === 'json' ? {} : false;
    parameters[pname(i)] = p;
  }
  return dump({ heat_template_version: '2018-08-31', parameters });
}

/** N files of 50 parameters: mostly parameter_defaults, every 7th in parameters, deep_merge for some json ones. */
function makeFiles(n: number): Record<string, string> {
  const rnd = rng(1);
  const deep = Object.fromEntries([...Array(50).keys()].filter((i) => i % 5 === 3).map((i) => [pname(i), 'deep_merge']));
  const files: Record<string, string> = {};
  for (let f = 0; f < n; f++) {
    const chosen = new Set<number>();
    while (chosen.size < PER_FILE) chosen.add(rnd(POOL));
    const env: Record<string, Record<string, unknown>> = { parameter_merge_strategies: deep, parameter_defaults: {}, parameters: {} };
    for (const i of chosen) {
      const t = TYPES[i % 5]!;
      const v = t === 'string' ? `value-${i}-${rnd(1e6)}` : t === 'number' ? rnd(1e6) : t === 'comma_delimited_list' ? `x${rnd(99)},x${rnd(99)},x${rnd(99)}` : t === 'json' ? { [`k${rnd(9)}`]: { n: rnd(9) } } : rnd(2) === 1;
      env[i % 7 === 0 ? 'parameters' : 'parameter_defaults']![pname(i)] = v;
    }
    if (Object.keys(env.parameters!).length === 0) delete env.parameters;
    files[`environments/env-${String(f).padStart(4, '0')}.yaml`] = dump(env);
  }
  return files;
}

interface HeatTimes {
  merge_ms: number;
  full_ms: number;
}

/** Heat's own code on the same files, written to a temporary directory; undefined without Heat. */
function heatTimes(template: string, files: Record<string, string>, repeat: number): HeatTimes | undefined {
  if (!existsSync(PYTHON) || !existsSync(REFERENCE)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'overcat-heat-bench-'));
  try {
    writeFileSync(join(dir, TEMPLATE), template);
    writeFileSync(join(dir, 'env-list'), Object.keys(files).join('\n'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return JSON.parse(execFileSync(PYTHON, [REFERENCE, dir, '--repeat', String(repeat)], { encoding: 'utf8' })) as HeatTimes;
  } catch {
    // Heat not installed (or failing): the table shows overcat's figures alone.
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const heatSuite: BenchSuite = {
  name: 'heat',
  run(): BenchRow[] {
    const template = makeTemplate();
    return SIZES.map((n) => {
      const files = makeFiles(n);
      const host = new MemoryHost({ ...files, [TEMPLATE]: template });
      const repeat = n >= 1000 ? 5 : 9;
      // What `overcat heat merge -t template.yaml -e …` runs between reading its options and printing.
      const ms = timeBest(() => {
        const bag = new DiagnosticBag();
        const { typed } = heatMerge(host, { template: TEMPLATE, environment: Object.keys(files), parameter: [], parameterFile: [] }, bag);
        if (!typed || bag.hasErrors || Object.keys(typed).length !== POOL) throw new Error('bench merge failed');
      }, repeat);
      const row: BenchRow = { case: `heat load + merge + resolve, ${n} env files x ${PER_FILE} params, ${POOL}-parameter template`, overcat: `${ms.toFixed(1)} ms` };
      const heat = heatTimes(template, files, repeat);
      if (heat) {
        row.reference = `${heat.full_ms.toFixed(1)} ms (Heat 19: schemata + merge + resolve; merge_environments alone ${heat.merge_ms.toFixed(1)} ms)`;
        row.ratio = heat.full_ms >= ms ? `${(heat.full_ms / ms).toFixed(1)}x faster` : `${(ms / heat.full_ms).toFixed(1)}x slower`;
      }
      return row;
    });
  },
};
