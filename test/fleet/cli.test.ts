// The fleet as a user runs it (the built CLI): shard processes run side by side and merged give
// the very bytes of one unsharded run; worker threads too; progress, --quiet, exit codes, usage.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runOvercat } from '../helpers/cli.js';
import { fleetCopy, tree } from './helpers.js';

const CLI = fileURLToPath(new URL('../../dist/bin/overcat.mjs', import.meta.url));
const INPUTS = ['--nodes', 'nodes', '--modulepath', 'modules', '--manifest', 'manifests/site.pp', '--hiera', 'hiera.yaml'];
const SHARDS = 3;

/** A CLI process that runs alongside others (spawnSync would run the shards one after another). */
function overcatAsync(args: string[], cwd: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stderr }));
  });
}

describe('overcat compile --all-nodes', () => {
  let dir: string;
  let whole: Record<string, string>;

  beforeAll(() => {
    dir = fleetCopy();
    const r = runOvercat(['compile', '--all-nodes', ...INPUTS, '--out', 'whole', '--quiet'], { cwd: dir });
    // bad01's role fails: the run goes on, and says so by its exit code.
    expect(r).toEqual({ code: 1, stdout: '', stderr: '' });
    whole = tree(join(dir, 'whole'));
  });

  it('writes the report and, per node, the catalog and the unit record', () => {
    expect(Object.keys(whole)).toEqual([
      'report.json',
      'units/bad01.example.com/unit.json',
      ...['db01', 'db02', 'web01', 'web02', 'web03'].flatMap((n) => [`units/${n}.example.com/catalog.json`, `units/${n}.example.com/unit.json`]),
    ]);
    const plain = runOvercat(['compile', '--node', 'web02.example.com', '--facts', 'nodes/web02.example.com.yaml', '--modulepath', 'modules', '--manifest', 'manifests/site.pp', '--hiera', 'hiera.yaml'], { cwd: dir });
    expect(whole['units/web02.example.com/catalog.json']).toBe(plain.stdout);
  });

  it('N shard processes side by side, merged, are byte-identical to one unsharded run', async () => {
    const runs = await Promise.all(Array.from({ length: SHARDS }, (_, i) => overcatAsync(['compile', '--all-nodes', ...INPUTS, '--shard', `${i}/${SHARDS}`, '--out', `shard-${i}`], dir)));
    for (const r of runs) expect(r.stderr).toMatch(/^overcat: done: \d+\/\d+ unit\(s\), 0 unchanged, [01] failed\n/);
    const merged = runOvercat(['batch', 'merge', ...Array.from({ length: SHARDS }, (_, i) => `shard-${i}`), '--out', 'merged'], { cwd: dir });
    expect(merged.code).toBe(1);
    expect(merged.stdout).toMatch(/^6 unit\(s\): 5 ok, 1 failed; 0 unchanged \(reused\), 6 compiled; 1 error\(s\), 0 warning\(s\)\n  failed: bad01\.example\.com: OVC3111 /);
    expect(tree(join(dir, 'merged'))).toEqual(whole);
    // Without --out, the merged report is the document.
    expect(runOvercat(['batch', 'merge', 'shard-2', 'shard-0', 'shard-1', '--format', 'json'], { cwd: dir }).stdout).toBe(whole['report.json']);
  });

  it('worker threads (--jobs) write the same bytes', () => {
    const r = runOvercat(['compile', '--all-nodes', ...INPUTS, '--jobs', '2', '--out', 'jobs'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(tree(join(dir, 'jobs'))).toEqual(whole);
  });

  it('worker threads started from the code-cached bundle (--cache-dir) write the same bytes', () => {
    for (const out of ['cached-1', 'cached-2']) {
      const r = runOvercat(['compile', '--all-nodes', ...INPUTS, '--jobs', '2', '--cache-dir', 'cache', '--out', out], { cwd: dir });
      expect(r.code).toBe(1);
      expect(tree(join(dir, out))).toEqual(whole);
    }
  });

  it("the report names the build: the version and a digest of the bundle's code, every chunk and overcat-core.cjs", () => {
    const bin = join(REPO_ROOT, 'dist/bin');
    const h = createHash('sha256');
    const files = readdirSync(bin).filter((f) => /\.[mc]js$/.test(f)).sort();
    expect(files).toContain('overcat-core.cjs');
    for (const f of files) h.update(f).update('\0').update(readFileSync(join(bin, f))).update('\0');
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect((JSON.parse(whole['report.json']!) as { overcat: string }).overcat).toBe(`${version}+${h.digest('hex').slice(0, 16)}`);
  });

  it('a second run reuses every unit; --format json prints the report', () => {
    const r = runOvercat(['compile', '--all-nodes', ...INPUTS, '--out', 'whole', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { totals: Record<string, number> };
    expect(report.totals).toMatchObject({ units: 6, reused: 6, compiled: 0 });
    expect(r.stderr).toBe('overcat: done: 6/6 unit(s), 6 unchanged, 1 failed\n');
  });

  it('a nodes file: the fleet it lists, exit 0 when every unit compiles', () => {
    const r = runOvercat(['compile', '--all-nodes', ...INPUTS.slice(2), '--nodes', 'nodes.yaml', '--out', 'listed'], { cwd: dir });
    expect(r.stdout).toBe('2 unit(s): 2 ok, 0 failed; 0 unchanged (reused), 2 compiled; 0 error(s), 0 warning(s)\n');
    expect(r.code).toBe(0);
  });

  it('refuses a merge with a shard missing or given twice', () => {
    const missing = runOvercat(['batch', 'merge', 'shard-0', 'shard-2'], { cwd: dir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('OVC8028');
    expect(missing.stderr).toContain('Shard 1/3 is missing');
    const twice = runOvercat(['batch', 'merge', 'shard-0', 'shard-1', 'shard-2', 'shard-1'], { cwd: dir });
    expect(twice.stderr).toContain("OVC8027");
    expect(twice.stderr).toContain('repeats shard 1/3');
    const other = runOvercat(['batch', 'merge', 'whole', 'listed'], { cwd: dir });
    expect(other.stderr).toContain('belongs to another fleet');
    expect(runOvercat(['batch', 'merge', 'nodes'], { cwd: dir }).stderr).toContain('OVC8026');
  });

  it('usage errors: a bad shard, a missing --out or --nodes, fleet flags without --all-nodes', () => {
    const bad = runOvercat(['compile', '--all-nodes', ...INPUTS, '--shard', '3/3', '--out', 'x'], { cwd: dir });
    expect(bad.code).toBe(64);
    expect(bad.stderr).toContain('OVC8024');
    expect(runOvercat(['compile', '--all-nodes', ...INPUTS], { cwd: dir })).toMatchObject({ code: 64, stderr: 'overcat compile: --all-nodes needs --out <dir>\n' });
    expect(runOvercat(['compile', '--node', 'n', '--facts', 'f', '--shard', '0/2'], { cwd: dir })).toMatchObject({ code: 64, stderr: 'overcat compile: --shard needs --all-nodes\n' });
    expect(runOvercat(['compile', '--facts', 'f'], { cwd: dir })).toMatchObject({ code: 64, stderr: "error: required option '--node <name>' not specified\n" });
  });
});
