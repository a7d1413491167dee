// Fleet bench (issue 14): `overcat compile --all-nodes --all-tasks` over a generated fleet of 100
// nodes × 20 deployment tasks (bench/gen-fleet.ts: 2,000 (node, task) units and 100 node units),
// run whole-process under GNU time: one process, SHARDS shard processes side by side, worker
// threads, the content-addressed second run (nothing changed; one node's data changed); against
// Puppet 7 compiling a sample of the same (node, task) manifests, per unit.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { className, generateFleet, nodeName } from './gen-fleet.js';
import type { BenchRow, BenchSuite } from './suite.js';

const CLI = fileURLToPath(new URL('../src/cli/main.js', import.meta.url));
const ORACLES = fileURLToPath(new URL('../../scripts/oracles/', import.meta.url));
const NODES = 100;
const TASKS = 20;
/** The (node, task) units; each node has a unit of its own besides (its create step and report). */
const UNITS = NODES * TASKS;
const SHARDS = 2;
const PUPPET_SAMPLE = 3;
const PUPPET_REPEAT = 6;

interface Measure {
  wall: number;
  cpu: number;
  rssMb: number;
}

function timeReport(file: string): Measure {
  const text = readFileSync(file, 'utf8');
  const field = (re: RegExp) => Number(re.exec(text)?.[1] ?? NaN);
  const wall = (/Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)/.exec(text)?.[1] ?? 'NaN').split(':').reduce((s, p) => s * 60 + Number(p), 0);
  return { wall, cpu: field(/User time \(seconds\): (\S+)/) + field(/System time \(seconds\): (\S+)/), rssMb: field(/Maximum resident set size \(kbytes\): (\d+)/) / 1024 };
}

/** Runs `cmd args` under GNU time, alongside any others started at once; its figures and stdout. */
function timed(cmd: string, args: string[], cwd: string, tf: string): Promise<{ m: Measure; stdout: string; code: number }> {
  return new Promise((resolve) => {
    const child = spawn('/usr/bin/time', ['-v', '-o', tf, cmd, ...args], { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.on('close', (code) => resolve({ m: timeReport(tf), stdout, code: code ?? -1 }));
  });
}

const show = (m: Measure) => `${m.wall.toFixed(1)} s wall, ${m.cpu.toFixed(1)} s CPU, ${m.rssMb.toFixed(0)} MB peak RSS`;
const perUnit = (m: Measure, units: number) => `${((m.cpu / units) * 1000).toFixed(1)} ms CPU/unit`;

interface Totals {
  units: number;
  reused: number;
  compiled: number;
  failed: number;
}

async function rows(work: string): Promise<BenchRow[]> {
  const fleet = join(work, 'fleet');
  generateFleet(fleet, NODES, TASKS);
  const inputs = ['--nodes', join(fleet, 'nodes'), '--tasks-file', join(fleet, 'tasks.yaml'), '--modulepath', join(fleet, 'modules'), '--hiera', join(fleet, 'hiera.yaml')];
  let runs = 0;
  const cli = async (out: string, extra: string[] = []) => {
    const r = await timed(process.execPath, [CLI, 'compile', '--all-nodes', '--all-tasks', ...inputs, '--out', join(work, out), '--format', 'json', ...extra], work, join(work, `run${runs++}.time`));
    return { ...r, totals: r.code === 0 ? (JSON.parse(r.stdout) as { totals: Totals }).totals : undefined };
  };
  const out: BenchRow[] = [{ case: 'machine', overcat: `${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} at the start (other work shares the machine: CPU time is the steadier figure)` }];

  const one = await cli('one');
  if (!one.totals) return [{ case: 'fleet', overcat: `failed: overcat exited ${one.code}` }];
  out.push({ case: `${NODES} nodes × ${TASKS} tasks: ${one.totals.units} units (${UNITS} (node, task) + ${NODES} node), one process, cold`, overcat: `${show(one.m)}; ${perUnit(one.m, UNITS)}` });

  const t0 = performance.now();
  const shards = await Promise.all(Array.from({ length: SHARDS }, (_, i) => cli(`shard${i}`, ['--shard', `${i}/${SHARDS}`])));
  const wall = (performance.now() - t0) / 1000;
  const cpu = shards.reduce((s, r) => s + r.m.cpu, 0);
  const rss = Math.max(...shards.map((r) => r.m.rssMb));
  const sizes = shards.map((r) => r.totals?.units ?? `failed (${r.code})`).join(' + ');
  out.push({ case: `same, ${SHARDS} --shard processes side by side (${sizes} units)`, overcat: `${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU in all, ${rss.toFixed(0)} MB peak RSS per process`, ratio: `${(one.m.wall / wall).toFixed(2)}x wall of one process` });

  const jobs = await cli('jobs', ['--jobs', String(SHARDS)]);
  out.push({ case: `same, one process, --jobs ${SHARDS} (worker threads)`, overcat: `${show(jobs.m)}; exit ${jobs.code}`, ratio: `${(one.m.wall / jobs.m.wall).toFixed(2)}x wall of one thread` });

  const again = await cli('one');
  out.push({ case: `second run, nothing changed (${again.totals?.reused ?? '?'} of ${again.totals?.units ?? '?'} units reused)`, overcat: show(again.m), ratio: `${(one.m.wall / again.m.wall).toFixed(1)}x less wall, ${(one.m.cpu / again.m.cpu).toFixed(1)}x less CPU than cold` });

  appendFileSync(join(fleet, 'data', 'nodes', `${nodeName(1)}.yaml`), `${className(3)}::workers: 3\n`);
  const changed = await cli('one');
  out.push({ case: `second run, one node's Hiera file changed (${changed.totals?.compiled ?? '?'} units recompiled)`, overcat: show(changed.m) });

  // Every node runs this task: its units and every node's create step are compiled again, and a
  // create step compiles the node's other (reused) tasks again in memory.
  appendFileSync(join(fleet, 'tasks', `${className(5)}.pp`), '# changed\n');
  const task = await cli('one');
  out.push({ case: `second run, one task's manifest changed (${task.totals?.compiled ?? '?'} units recompiled)`, overcat: show(task.m) });

  out.push(puppetRow(fleet, work, one.m));
  if (spawnSync('puppet', ['--version']).status === 0) out.push(puppetWarmRow(fleet, work, one.m));
  return out;
}

/** Puppet 7 compiles PUPPET_SAMPLE of the units (cold `puppet catalog compile` each); its mean, times UNITS. */
function puppetRow(fleet: string, work: string, ours: Measure): BenchRow {
  if (spawnSync('puppet', ['--version']).status !== 0) return { case: 'Puppet 7, sample', overcat: '-', reference: 'n/a (puppet not installed)' };
  const sample: Measure[] = [];
  for (let i = 0; i < PUPPET_SAMPLE; i++) {
    const node = nodeName(i * 37);
    const args = ['--node', node, '--facts', join('nodes', `${node}.yaml`), '--modulepath', 'modules', '--hiera', 'hiera.yaml', '--manifest', join('tasks', `${className(i * 7)}.pp`), '--time', join(work, 'puppet.time')];
    const r = spawnSync(join(ORACLES, 'puppet_compile.sh'), args, { cwd: fleet, stdio: 'ignore' });
    if (r.status !== 0) return { case: 'Puppet 7, sample', overcat: '-', reference: `n/a (puppet_compile.sh exited ${r.status})` };
    sample.push(timeReport(join(work, 'puppet.time')));
  }
  const mean = (f: (m: Measure) => number) => sample.reduce((s, m) => s + f(m), 0) / sample.length;
  const wall = mean((m) => m.wall);
  const cpu = mean((m) => m.cpu);
  return {
    case: `Puppet 7 \`puppet catalog compile\` of a task's manifest (a process per unit, no override data), ${PUPPET_SAMPLE} sampled (node, task) units, extrapolated to ${UNITS}`,
    overcat: `${show(ours)} (the one-process run); ${perUnit(ours, UNITS)} (node units' create steps included)`,
    reference: `${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU per unit (${Math.max(...sample.map((m) => m.rssMb)).toFixed(0)} MB peak RSS) → ${((wall * UNITS) / 3600).toFixed(1)} h wall, ${((cpu * UNITS) / 3600).toFixed(1)} h CPU`,
    ratio: `${((wall * UNITS) / ours.wall).toFixed(0)}x wall, ${((cpu * UNITS) / ours.cpu).toFixed(0)}x CPU`,
  };
}

/**
 * Puppet as a long-lived server would run it: one Ruby process compiling one unit PUPPET_REPEAT
 * times with the parsed environment kept (environment_timeout unlimited); the best compile after
 * the first, times UNITS, against overcat's one-process run (start-up included).
 */
function puppetWarmRow(fleet: string, work: string, ours: Measure): BenchRow {
  const timings = join(work, 'puppet-timings.json');
  const node = nodeName(5);
  const args = ['--node', node, '--facts', join('nodes', `${node}.yaml`), '--modulepath', 'modules', '--hiera', 'hiera.yaml', '--manifest', join('tasks', `${className(5)}.pp`), '--driver', 'ruby', '--repeat', String(PUPPET_REPEAT), '--timings', timings, '--', '--environment_timeout', 'unlimited'];
  const r = spawnSync(join(ORACLES, 'puppet_compile.sh'), args, { cwd: fleet, stdio: 'ignore' });
  if (r.status !== 0) return { case: 'Puppet 7 in one process', overcat: '-', reference: `n/a (puppet_compile.sh exited ${r.status})` };
  const compiles = (JSON.parse(readFileSync(timings, 'utf8')) as { compiles: { compile_s: number; serialize_s: number }[] }).compiles.slice(1);
  const unit = Math.min(...compiles.map((c) => c.compile_s + c.serialize_s));
  return {
    case: `Puppet 7 in one process (environment kept, as a server), a unit compiled ${PUPPET_REPEAT} times, extrapolated to ${UNITS}`,
    overcat: `${show(ours)} (the one-process run)`,
    reference: `${(unit * 1000).toFixed(0)} ms wall per warm compile + JSON → ${(unit * UNITS).toFixed(0)} s`,
    ratio: `${((unit * UNITS) / ours.wall).toFixed(1)}x wall, ${((unit * UNITS) / ours.cpu).toFixed(1)}x vs overcat's CPU`,
  };
}

export const fleetSuite: BenchSuite = {
  name: 'fleet',
  async run(): Promise<BenchRow[]> {
    if (!existsSync('/usr/bin/time')) return [{ case: 'fleet', overcat: 'skipped: GNU time (/usr/bin/time) is not installed' }];
    const work = mkdtempSync(join(tmpdir(), 'overcat-bench-fleet-'));
    try {
      return await rows(work);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },
};
