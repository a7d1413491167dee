// `overcat tasks` and `overcat compile --task|--all-tasks` as a user runs them: outputs, files
// written, exit codes, usage errors.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const DEPLOY = 'examples/deployment';
const node = (name: string) => ['--tasks-file', `${DEPLOY}/tasks.yaml`, '--modulepath', 'modules', '--hiera', `${DEPLOY}/hiera.yaml`, '--facts', `${DEPLOY}/facts/${name}.yaml`, '--node', name];

describe('overcat tasks', () => {
  it('prints the ordered graph as text, JSON and dot', () => {
    const text = runOvercat(['tasks', '--tasks-file', `${DEPLOY}/tasks.yaml`, '--role', 'compute']);
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n')[0]).toBe('tasks for compute:');
    const json = runOvercat(['tasks', '--tasks-file', `${DEPLOY}/tasks.yaml`, '--role', 'compute', '--format', 'json']);
    const plan = JSON.parse(json.stdout) as { tasks: { id: string; location: string }[]; diagnostics: unknown[] };
    expect(plan.tasks.map((t) => t.id)).toEqual(['deploy_start', 'compute', 'base', 'ssh', 'nova', 'ssl', 'restart_agent', 'deploy_end']);
    expect(plan.tasks[2]!.location).toBe('examples/deployment/tasks.yaml:26:7');
    const dot = runOvercat(['tasks', '--tasks-file', `${DEPLOY}/tasks.yaml`, '--role', 'controller', '--format', 'dot']);
    expect(dot.stdout).toMatch(/^digraph "tasks: controller" \{\n/);
    expect(dot.stdout).toContain('  "base" -> "nova";\n');
  });

  it('exits 1 on a cycle and 64 on an unknown format', () => {
    const r = runOvercat(['tasks', '--tasks-file', 'test/fixtures/tasks/cycle/tasks.yaml', '--role', 'controller']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('OVC3608');
    expect(runOvercat(['tasks', '--tasks-file', `${DEPLOY}/tasks.yaml`, '--format', 'svg']).code).toBe(64);
  });
});

describe('overcat compile --all-tasks', () => {
  const out = mkdtempSync(join(tmpdir(), 'overcat-tasks-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('writes one catalog per compiled task, create_resources.json and report.json under <out>/<node>/', () => {
    const r = runOvercat(['compile', '--all-tasks', ...node('controller01.example.com'), '--out', out, '--format', 'json']);
    expect(r.code).toBe(0);
    const dir = join(out, 'controller01.example.com');
    expect(readdirSync(dir).sort()).toEqual(['base.json', 'create_resources.json', 'nova.json', 'report.json', 'ssh.json', 'ssl.json']);
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { summary: object; entries: { title: string; status: string; location: string }[] };
    expect(report.summary).toEqual({ entries: 6, updated: 3, unchanged: 1, created: 2, skipped: 0 });
    expect(report.entries.find((e) => e.title === 'htop')).toMatchObject({ status: 'created', location: 'examples/deployment/data/override/cluster.yaml:5:20' });
    // stdout is the same report, with the diagnostics.
    expect((JSON.parse(r.stdout) as { report: object }).report).toEqual(report);
    const created = JSON.parse(readFileSync(join(dir, 'create_resources.json'), 'utf8')) as { resources: { type: string; title: string }[] };
    // The created define instance is expanded there: its files follow it.
    expect(created.resources.map((x) => `${x.type}[${x.title}]`).slice(-4)).toEqual(['Package[htop]', 'Base::Vhost[status.example.com]', 'File[/var/www/status]', 'File[/var/www/status/index.html]']);
  });

  it('--no-overrides writes the plain catalogs and no create_resources', () => {
    const r = runOvercat(['compile', '--all-tasks', '--no-overrides', ...node('compute01.example.com'), '--out', join(out, 'plain')]);
    expect(r.code).toBe(0);
    expect(readdirSync(join(out, 'plain', 'compute01.example.com')).sort()).toEqual(['base.json', 'nova.json', 'report.json', 'ssh.json']);
    expect(r.stdout).toContain('ssl                      puppet   skipped (condition false)');
  });

  it('refuses task mode without --out, with --class, or with both --task and --all-tasks (64)', () => {
    expect(runOvercat(['compile', '--all-tasks', ...node('compute01.example.com')]).code).toBe(64);
    expect(runOvercat(['compile', '--task', 'nova', '--class', 'nova', ...node('compute01.example.com'), '--out', out]).code).toBe(64);
    expect(runOvercat(['compile', '--task', 'nova', '--all-tasks', ...node('compute01.example.com'), '--out', out]).code).toBe(64);
  });

  it('exits 1 on a task the node does not run', () => {
    const r = runOvercat(['compile', '--task', 'nvoa', ...node('compute01.example.com'), '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("hint: Did you mean 'nova'?");
  });
});

describe('overcat validate a tasks file', () => {
  it('tells a tasks file from its content and checks it', () => {
    expect(runOvercat(['validate', `${DEPLOY}/tasks.yaml`]).code).toBe(0);
    const r = runOvercat(['validate', 'test/fixtures/tasks/task-file-errors/tasks.yaml', '--format', 'json']);
    expect(r.code).toBe(1);
    const codes = (JSON.parse(r.stdout) as { diagnostics: { code: string }[] }).diagnostics.map((d) => d.code);
    expect(new Set(codes)).toEqual(new Set(['OVC3601', 'OVC3603', 'OVC3604', 'OVC3605', 'OVC3616']));
    const mapping = runOvercat(['validate', '--kind', 'tasks', 'test/fixtures/tasks/cycle/options.yaml']);
    expect(mapping.code).toBe(1);
    expect(mapping.stderr).toContain('OVC3600');
  });
});
