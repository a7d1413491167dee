// Compile bench: scripts/oracles/gen_manifest.py's environments of 100 / 1k / 10k managed resources
// compiled by `overcat compile` (a whole process: start-up, parse, evaluate, JSON) cold and with a
// warm --cache-dir, and by Puppet 7's `puppet catalog compile` (scripts/oracles/puppet_compile.sh);
// wall and CPU time, peak RSS, the ratios, and whether both catalogs hold the same resources.
// Then, when their module path is present, the real-module differential cases (docs/real-modules.md)
// the same way. OVERCAT_BENCH_COMPILE=generated or =real runs one half only.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRealCases, realCaseInputs, realModulePath } from '../test/conformance/real-modules-cases.js';
import type { BenchRow, BenchSuite } from './suite.js';

const CLI = fileURLToPath(new URL('../bin/overcat.mjs', import.meta.url));
const ORACLES = fileURLToPath(new URL('../../scripts/oracles/', import.meta.url));
const SIZES = [100, 1_000, 10_000];
const NODE = 'perf01.example.com';
/** Issue 12's targets, at 10k resources. */
const TARGET_COLD = 3;
const TARGET_WARM = 20;
const TARGET_MB = 300;
const OVERCAT_RUNS = 3;
const PUPPET_RUNS = 2;

interface Measure {
  wall: number;
  cpu: number;
  rssMb: number;
}

/** Runs `cmd args` in `cwd` with stdout into `out`; whether it exited 0. */
function run(cmd: string, args: string[], cwd: string, out: string): boolean {
  const fd = openSync(out, 'w');
  try {
    return spawnSync(cmd, args, { cwd, stdio: ['ignore', fd, 'pipe'] }).status === 0;
  } finally {
    closeSync(fd);
  }
}

/** The figures of a `/usr/bin/time -v` report. */
function timeReport(file: string): Measure {
  const text = readFileSync(file, 'utf8');
  const field = (re: RegExp) => Number(re.exec(text)?.[1] ?? NaN);
  const wall = (/Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)/.exec(text)?.[1] ?? 'NaN').split(':').reduce((s, p) => s * 60 + Number(p), 0);
  return { wall, cpu: field(/User time \(seconds\): (\S+)/) + field(/System time \(seconds\): (\S+)/), rssMb: field(/Maximum resident set size \(kbytes\): (\d+)/) / 1024 };
}

/** Best wall, best CPU and least peak RSS over `runs` runs (the machine is shared: noise only adds). */
function best(runs: number, once: () => Measure | undefined): Measure | undefined {
  let b: Measure | undefined;
  for (let i = 0; i < runs; i++) {
    const m = once();
    if (!m) return undefined;
    b = b ? { wall: Math.min(b.wall, m.wall), cpu: Math.min(b.cpu, m.cpu), rssMb: Math.min(b.rssMb, m.rssMb) } : m;
  }
  return b;
}

const show = (m: Measure) => `${m.wall.toFixed(2)} s wall, ${m.cpu.toFixed(2)} s CPU, ${m.rssMb.toFixed(0)} MB peak RSS`;
const ratio = (ours: Measure, theirs: Measure) => `${(theirs.wall / ours.wall).toFixed(1)}x wall, ${(theirs.cpu / ours.cpu).toFixed(1)}x CPU faster; ${(ours.rssMb / theirs.rssMb).toFixed(2)}x memory`;
const resources = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { resources: { type: string; title: string }[] }).resources.map((r) => `${r.type}[${r.title}]`);

function haveTools(): string | undefined {
  if (!existsSync('/usr/bin/time')) return 'GNU time (/usr/bin/time) is not installed';
  if (spawnSync('python3', ['--version']).status !== 0) return 'python3 (for scripts/oracles/gen_manifest.py) is not installed';
  return undefined;
}

function sizeRows(n: number, work: string, havePuppet: boolean): BenchRow[] {
  const env = join(work, `n${n}`);
  const gen = spawnSync('python3', [join(ORACLES, 'gen_manifest.py'), String(n), env], { encoding: 'utf8' });
  if (gen.status !== 0) return [{ case: `${n} resources`, overcat: `failed: gen_manifest.py: ${gen.stderr}` }];
  const inputs = ['--node', NODE, '--facts', 'facts.json', '--modulepath', 'modules', '--manifest', 'manifests/site.pp', '--hiera', 'hiera.yaml'];
  const ours = join(work, `overcat${n}.json`);
  const cacheDir = join(work, `cache${n}`);
  const tf = join(work, 'time.txt');
  const overcat = (extra: string[]) => () => (run('/usr/bin/time', ['-v', '-o', tf, process.execPath, CLI, 'compile', ...inputs, ...extra], env, ours) ? timeReport(tf) : undefined);
  const cold = best(OVERCAT_RUNS, overcat([]));
  // The first run fills the cache; the measured runs read every AST from it.
  const warm = overcat(['--cache-dir', cacheDir])() && best(OVERCAT_RUNS, overcat(['--cache-dir', cacheDir]));
  if (!cold || !warm) return [{ case: `${n} resources`, overcat: 'failed: overcat compile exited non-zero' }];
  const theirsFile = join(work, `puppet${n}.json`);
  // puppet_compile.sh's --time measures the Puppet process alone, without its sandbox set-up.
  const puppet = havePuppet ? best(PUPPET_RUNS, () => (run(join(ORACLES, 'puppet_compile.sh'), [...inputs, '--time', tf], env, theirsFile) ? timeReport(tf) : undefined)) : undefined;
  const absent = havePuppet ? 'n/a (puppet_compile.sh failed)' : 'n/a (puppet not installed)';
  const ourResources = resources(ours);
  const same = puppet ? (JSON.stringify(ourResources) === JSON.stringify(resources(theirsFile)) ? 'same resources in the same order' : 'RESOURCES DIFFER from Puppet') : 'Puppet not run';
  const label = `${n.toLocaleString('en')} managed resources (${ourResources.length.toLocaleString('en')} in the catalog; ${same})`;
  const targets = n === 10_000 ? [` (target ≥ ${TARGET_COLD}x)`, ` (target ≥ ${TARGET_WARM}x)`, ` (target ≤ ${TARGET_MB} MB)`] : ['', '', ''];
  return [
    { case: `${label}, cold`, overcat: `${show(cold)}${targets[2]}`, reference: puppet ? `puppet catalog compile: ${show(puppet)}` : absent, ...(puppet ? { ratio: `${ratio(cold, puppet)}${targets[0]}` } : {}) },
    { case: `${label}, warm --cache-dir`, overcat: `${show(warm)}${targets[2]}`, reference: puppet ? 'the same Puppet run (Puppet keeps no parsed manifests between processes)' : absent, ...(puppet ? { ratio: `${ratio(warm, puppet)}${targets[1]}` } : {}) },
  ];
}

/** Runs per real-module case: each is seconds of Puppet, and there are 16 of them. */
const REAL_OVERCAT_RUNS = 2;
const REAL_PUPPET_RUNS = 1;
const REAL_SUITE = fileURLToPath(new URL('../../test/conformance/real-modules/', import.meta.url));

/**
 * The real-module differential cases (docs/real-modules.md) when their module path is present:
 * overcat cold and warm next to Puppet given the facts an agent sends (agent-facts.json).
 */
function realModuleRows(work: string, havePuppet: boolean): BenchRow[] {
  const modules = realModulePath();
  if (!modules) return [{ case: 'real modules', overcat: 'skipped: no module path (scripts/rebuild-modules.sh, or OVERCAT_REAL_MODULES)' }];
  const tf = join(work, 'time.txt');
  const rows: BenchRow[] = [];
  for (const c of loadRealCases(REAL_SUITE)) {
    const inputs = realCaseInputs(c, modules);
    const args = (facts: string) => [
      '--node', inputs.node, '--facts', facts, '--modulepath', inputs.modulepath.join(':'),
      ...(inputs.hiera ? ['--hiera', inputs.hiera] : []), ...(inputs.manifest ? ['--manifest', inputs.manifest] : []),
      ...(inputs.classes ?? []).flatMap((k) => ['--class', k]),
    ];
    const ours = join(work, `${c.name}.overcat.json`);
    const cacheDir = join(work, `cache-${c.name}`);
    let compiled = true;
    const overcat = (extra: string[]) => () => {
      compiled = run('/usr/bin/time', ['-v', '-o', tf, process.execPath, CLI, 'compile', ...args(inputs.facts), ...extra], c.dir, ours);
      return timeReport(tf);
    };
    const cold = best(REAL_OVERCAT_RUNS, overcat([]));
    overcat(['--cache-dir', cacheDir])();
    const warm = best(REAL_OVERCAT_RUNS, overcat(['--cache-dir', cacheDir]));
    const theirs = join(work, `${c.name}.puppet.json`);
    const puppetRun = () => {
      run(join(ORACLES, 'puppet_compile.sh'), [...args(join(c.dir, 'agent-facts.json')), '--time', tf], c.dir, theirs);
      return timeReport(tf);
    };
    const puppet = havePuppet ? best(REAL_PUPPET_RUNS, puppetRun) : undefined;
    const puppetOk = puppet !== undefined && c.expected !== undefined;
    // A compile that stops at an error did less work than Puppet's: its time is shown, not compared.
    const comparable = compiled && puppetOk;
    const state = compiled ? `${resources(ours).length} resources` : 'overcat stops at an error';
    const label = `${c.name} (${c.expected ? `Puppet ${(c.expected as { resources: unknown[] }).resources.length} resources` : 'Puppet fails'}; ${state})`;
    const reference = puppet ? `puppet catalog compile: ${show(puppet)}` : 'n/a (puppet not installed)';
    rows.push(
      { case: `${label}, cold`, overcat: show(cold!), reference, ...(comparable ? { ratio: ratio(cold!, puppet) } : {}) },
      { case: `${label}, warm --cache-dir`, overcat: show(warm!), reference: 'the same Puppet run', ...(comparable ? { ratio: ratio(warm!, puppet) } : {}) },
    );
  }
  return rows;
}

export const compileSuite: BenchSuite = {
  name: 'compile',
  run(): BenchRow[] {
    const missing = haveTools();
    if (missing) return [{ case: 'compile', overcat: `skipped: ${missing}` }];
    const havePuppet = spawnSync('puppet', ['--version']).status === 0;
    const work = mkdtempSync(join(tmpdir(), 'overcat-bench-compile-'));
    try {
      const only = process.env.OVERCAT_BENCH_COMPILE;
      return [...(only === 'real' ? [] : SIZES.flatMap((n) => sizeRows(n, work, havePuppet))), ...(only === 'generated' ? [] : realModuleRows(work, havePuppet))];
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },
};
