// A fleet's deployments (`compile --all-nodes --all-tasks`) as a user runs them (the built CLI) over
// test/fixtures/fleet-tasks: the output tree against its golden copy (UPDATE_GOLDEN=1 rewrites
// it), each node's files equal to `compile --all-tasks` for that node alone, create-once whatever
// the sharding (shard processes side by side, merged, byte-identical to one run; worker threads
// too), and content addresses that recompile exactly the units whose inputs changed.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';
import { tree } from './helpers.js';

const FIXTURE = fileURLToPath(new URL('../fixtures/fleet-tasks/', import.meta.url));
const GOLDEN = join(FIXTURE, 'expected');
const CLI = fileURLToPath(new URL('../../dist/bin/overcat.mjs', import.meta.url));
const INPUTS = ['--all-tasks', '--tasks-file', 'tasks.yaml', '--modulepath', 'modules', '--hiera', 'hiera.yaml'];
const FLEET = ['compile', '--all-nodes', '--nodes', 'nodes.yaml', ...INPUTS];
const SHARDS = 3;
const OK_NODES = ['db01.example.com', 'web01.example.com', 'web02.example.com'];

/** A CLI process that runs alongside others. */
function overcatAsync(args: string[], cwd: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: 'ignore' });
    child.on('close', (code) => resolve(code ?? -1));
  });
}

/** The fleet's outputs as the golden copy holds them: no unit records, nothing that names the checkout or the build. */
function goldenView(files: Record<string, string>, dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, text] of Object.entries(files)) {
    if (name.endsWith('unit.json')) continue;
    let t = text.replaceAll(`${dir}/`, '').replace(/"catalog_uuid": "[0-9a-f-]{36}"/, '"catalog_uuid": "(derived from the text)"');
    // Output digests too: a catalog's text (its UUID) holds the checkout's absolute paths.
    if (name === 'report.json') t = t.replace(/"(overcat|fleet|inputs)": "[^"]*"/g, '"$1": "(masked)"').replace(/("[\w.]+\.json": )"[0-9a-f]{64}"/g, '$1"(masked)"');
    out.set(name, t);
  }
  return out;
}

/** Unit ids of a run's report that were compiled (not reused). */
function compiled(stdout: string): string[] {
  return (JSON.parse(stdout) as { units: { id: string; reused: boolean }[] }).units.filter((u) => !u.reused).map((u) => u.id);
}

describe('overcat compile --all-nodes --all-tasks', () => {
  let dir: string;
  let whole: Record<string, string>;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'overcat-fleet-tasks-'));
    cpSync(FIXTURE, dir, { recursive: true, filter: (src) => !src.startsWith(GOLDEN) });
    const r = runOvercat([...FLEET, '--out', 'whole'], { cwd: dir });
    // bad01's task fails and norole01 has no roles: the run goes on and exits 1.
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^15 unit\(s\) \(10 \(node, task\), 5 node\): 12 ok, 3 failed; 0 unchanged \(reused\), 15 compiled;/);
    whole = tree(join(dir, 'whole'));
  });

  it('writes the golden tree: per node its report, create_resources.json and a directory per task', () => {
    const actual = goldenView(whole, dir);
    if (process.env.UPDATE_GOLDEN === '1') {
      rmSync(GOLDEN, { recursive: true, force: true });
      for (const [name, text] of actual) {
        mkdirSync(join(GOLDEN, name, '..'), { recursive: true });
        writeFileSync(join(GOLDEN, name), text);
      }
    }
    const expected = tree(GOLDEN);
    expect([...actual.keys()].sort()).toEqual(Object.keys(expected).sort());
    for (const [name, text] of actual) expect(text, name).toBe(expected[name]);
  });

  it('gives each node the very files `compile --all-tasks` writes for it alone', () => {
    for (const node of OK_NODES) {
      const facts = node === 'web02.example.com' ? undefined : `facts/${node.split('.')[0]}.yaml`;
      if (!facts) writeFileSync(join(dir, 'web02.yaml'), 'fqdn: web02.example.com\nrole: web\nos: {family: Debian}\n');
      const r = runOvercat(['compile', ...INPUTS, '--node', node, '--facts', facts ?? 'web02.yaml', '--roles', node.startsWith('web') ? 'web' : 'db', '--out', 'single'], { cwd: dir });
      expect(r.code, r.stderr).toBe(0);
      const single = tree(join(dir, 'single', node));
      const fleet = Object.fromEntries(
        Object.entries(whole)
          .filter(([name]) => name.startsWith(`units/${node}/`) && !name.endsWith('unit.json'))
          .map(([name, text]) => [name.slice(`units/${node}/`.length).replace(/^(.+)\/catalog\.json$/, '$1.json'), text]),
      );
      expect(fleet).toEqual(single);
    }
  });

  it('creates once per node: what a task of the node holds is updated there, the rest is created', () => {
    const created = (node: string) => (JSON.parse(whole[`units/${node}/create_resources.json`]!) as { resources: { type: string; title: string }[] }).resources.map((r) => `${r.type}[${r.title}]`);
    // tls is off on web01: its vhost is created; on web02 the tls task holds it.
    expect(created('web01.example.com')).toContain('Web::Vhost[secure.example.com]');
    expect(created('web02.example.com')).not.toContain('Web::Vhost[secure.example.com]');
    expect(whole['units/web02.example.com/tls/catalog.json']).toContain('listen 8443;');
    expect(created('db01.example.com')).toEqual(expect.arrayContaining(['Package[htop]', 'Web::Vhost[status.example.com]', 'File[/etc/nginx/sites/status.example.com.conf]']));
    for (const node of OK_NODES) expect(created(node)).not.toContain('Package[ntp]');
  });

  it('N shard processes side by side, merged, are byte-identical to one unsharded run', async () => {
    const codes = await Promise.all(Array.from({ length: SHARDS }, (_, i) => overcatAsync([...FLEET, '--shard', `${i}/${SHARDS}`, '--out', `shard-${i}`, '--quiet'], dir)));
    expect(codes.every((c) => c === 0 || c === 1)).toBe(true);
    // A node's units stay together in one shard.
    for (let i = 0; i < SHARDS; i++) {
      const units = (JSON.parse(tree(join(dir, `shard-${i}`))['report.json']!) as { units: { id: string; node: string }[] }).units;
      for (const u of units) expect(units.some((v) => v.id === u.node)).toBe(true);
    }
    const merged = runOvercat(['batch', 'merge', ...Array.from({ length: SHARDS }, (_, i) => `shard-${i}`), '--out', 'merged'], { cwd: dir });
    expect(merged.code).toBe(1);
    expect(merged.stdout).toMatch(/^15 unit\(s\) \(10 \(node, task\), 5 node\): 12 ok, 3 failed; 0 unchanged \(reused\), 15 compiled;/);
    expect(tree(join(dir, 'merged'))).toEqual(whole);
  });

  it('worker threads (--jobs 2) write the same bytes', () => {
    expect(runOvercat([...FLEET, '--jobs', '2', '--out', 'jobs', '--quiet'], { cwd: dir }).code).toBe(1);
    expect(tree(join(dir, 'jobs'))).toEqual(whole);
  });

  it('a second run reuses every unit; a node whose facts changed recompiles its units only; a task manifest the units that read it and their node units', () => {
    cpSync(join(dir, 'whole'), join(dir, 'again'), { recursive: true });
    const run = () => runOvercat([...FLEET, '--out', 'again', '--format', 'json'], { cwd: dir });
    expect(compiled(run().stdout)).toEqual([]);
    appendFileSync(join(dir, 'facts/web01.yaml'), 'processors: {count: 4}\n');
    expect(compiled(run().stdout)).toEqual(['web01.example.com', 'web01.example.com/base', 'web01.example.com/tls', 'web01.example.com/web']);
    // Only web02 compiles tls (its condition is false on web01, which never reads the manifest);
    // web02's node unit decides what is created from that catalog, so it is compiled again too.
    appendFileSync(join(dir, 'tasks/tls.pp'), "web::vhost { 'api.example.com': }\n");
    expect(compiled(run().stdout)).toEqual(['web02.example.com', 'web02.example.com/tls']);
    const again = tree(join(dir, 'again'));
    expect(again['units/web02.example.com/tls/catalog.json']).toContain('api.example.com');
    expect(compiled(run().stdout)).toEqual([]);
    // web02's node unit compiled the tasks it did not get from this run (base, web were reused):
    // its record and outputs, and every other unit's, are those of a fresh run.
    runOvercat([...FLEET, '--out', 'fresh', '--quiet'], { cwd: dir });
    const { ['report.json']: _r1, ...units } = again;
    const { ['report.json']: _r2, ...freshUnits } = tree(join(dir, 'fresh'));
    expect(units).toEqual(freshUnits);
  });

  it('refuses --task, --roles and a manifest with --all-nodes --all-tasks (usage, 64)', () => {
    const usage = (extra: string[]) => runOvercat([...FLEET, '--out', 'x', ...extra], { cwd: dir });
    expect(runOvercat(['compile', '--all-nodes', '--nodes', 'nodes.yaml', '--task', 'base', '--out', 'x'], { cwd: dir })).toMatchObject({ code: 64, stderr: 'overcat compile: --all-nodes compiles whole deployments: give --all-tasks, not --task\n' });
    expect(usage(['--roles', 'web'])).toMatchObject({ code: 64, stderr: "overcat compile: --all-nodes --all-tasks takes each node's roles from --nodes: drop --roles\n" });
    expect(usage(['--class', 'web'])).toMatchObject({ code: 64, stderr: "overcat compile: --all-tasks compiles the tasks' manifests: drop --manifest, --code and --class\n" });
  });
});
