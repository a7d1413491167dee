// Overrides inside compilation against the post-compile engine, the per-task API (matched keys,
// create once), the class decision, and `compile --apply-overrides` / `--no-overrides` on the CLI.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogJson, ResourceJson } from '../../src/catalog/catalog-json.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { entryKey } from '../../src/override/in-compilation.js';
import type { CompileOptions } from '../../src/pipeline/compile.js';
import { compileWithOverrides, createResources, prepareCompileOverrides } from '../../src/pipeline/compile-overrides.js';
import { override } from '../../src/pipeline/override.js';
import { runOvercat } from '../helpers/cli.js';
import { REPO } from './compile-cases.js';

const CASE = 'test/fixtures/override-compile/define-before-expansion';
const host = new DiskHost({ cwd: REPO });
const options: CompileOptions = { node: 'n1.example.com', facts: `${CASE}/facts.json`, modulepath: [`${CASE}/modules`], manifest: `${CASE}/site.pp` };

function resource(catalog: CatalogJson, type: string, title: string): ResourceJson | undefined {
  return catalog.resources.find((r) => r.type === type && r.title === title);
}

function inCompilation(data: string) {
  const bag = new DiagnosticBag();
  const context = prepareCompileOverrides(host, options, { data: [`${CASE}/${data}`] }, bag);
  const result = context ? compileWithOverrides(host, { compile: options, context }, bag) : undefined;
  return { bag, result };
}

function postCompile(data: string) {
  const bag = new DiagnosticBag();
  const { result } = override(host, { catalogs: [], data: [`${CASE}/${data}`], modulepath: options.modulepath, compile: options }, bag);
  return { bag, catalog: result!.catalogs![0]!.catalog };
}

describe('overrides inside compilation', () => {
  it('reach the resources a define instance expands to, where the post-compile engine cannot', () => {
    const after = postCompile('data.yaml');
    // The post-compile engine changes the instance, warns, and its file keeps the old expansion.
    expect(resource(after.catalog, 'Web::Vhost', 'www')?.parameters).toMatchObject({ port: 8443, docroot: '/var/www' });
    expect(resource(after.catalog, 'File', '/etc/web/www.conf')?.parameters?.content).toBe('port=80 root=/srv/www\n');
    expect(after.bag.items.map((d) => d.code)).toContain('OVC4022');

    const inside = inCompilation('data.yaml');
    const catalog = inside.result!.outcome!.catalog;
    expect(resource(catalog, 'Web::Vhost', 'www')?.parameters).toMatchObject({ port: 8443, docroot: '/var/www' });
    expect(resource(catalog, 'File', '/etc/web/www.conf')?.parameters?.content).toBe('port=8443 root=/var/www\n');
    expect(inside.bag.items).toEqual([]);
  });

  it('give what the post-compile engine gives for plain resources (the data has the last word)', () => {
    const inside = inCompilation('plain-data.yaml');
    const after = postCompile('plain-data.yaml');
    const strip = (c: CatalogJson) => ({ ...c, catalog_uuid: '' });
    expect(strip(inside.result!.outcome!.catalog)).toEqual(strip(after.catalog));
    expect(inside.result!.report).toEqual(postCompileReport('plain-data.yaml'));
  });

  it('refuse class entries with the Hiera key to use instead, and compile nothing', () => {
    const { bag, result } = inCompilation('class-data.yaml');
    expect(bag.items.map((d) => d.code)).toEqual(['OVC4060']);
    expect(bag.items[0]!.hint).toContain('<class>::<parameter>');
    expect(result?.outcome).toBeUndefined();
  });
});

function postCompileReport(data: string) {
  const bag = new DiagnosticBag();
  const { result } = override(host, { catalogs: [], data: [`${CASE}/${data}`], modulepath: options.modulepath, compile: options }, bag);
  // The post-compile engine names the catalog after the node, as compileWithOverrides does.
  return result!.report;
}

describe('the per-task API', () => {
  const TASKS = 'test/fixtures/override-compile/create-once-tasks';
  const base: CompileOptions = { node: 'n1.example.com', facts: `${TASKS}/facts.json`, modulepath: [`${TASKS}/modules`], hiera: `${TASKS}/hiera.yaml` };
  const bag = new DiagnosticBag();
  const context = prepareCompileOverrides(host, base, {}, bag)!;
  const web = compileWithOverrides(host, { compile: { ...base, manifest: `${TASKS}/tasks/web.pp` }, context, name: 'web.json', mode: 'task' }, bag);
  const tools = compileWithOverrides(host, { compile: { ...base, manifest: `${TASKS}/tasks/tools.pp` }, context, name: 'tools.json', mode: 'task' }, bag);

  it('gives each task the keys of the entries it matched, and creates nothing in a task', () => {
    expect([...web.matched].sort()).toEqual([entryKey({ type: 'package', title: 'mc' }), entryKey({ type: 'web::vhost', title: 'www' })].sort());
    expect([...tools.matched].sort()).toEqual([entryKey({ type: 'package', title: 'curl' }), entryKey({ type: 'package', title: 'mc' })].sort());
    for (const t of [web, tools]) expect(resource(t.outcome!.catalog, 'Package', 'htop')).toBeUndefined();
    expect(web.report.entries.find((e) => e.title === 'htop')).toMatchObject({ status: 'skipped', reason: 'create-deferred' });
  });

  it('creates what no task holds once, in create_resources, a created define instance expanded', () => {
    const tasks = [web, tools].map((t) => ({ name: t.name, catalog: t.outcome!.catalog, report: t.report, matched: t.matched }));
    const created = createResources(host, { compile: base, context, tasks }, bag);
    const catalog = created.catalog!.outcome.catalog;
    expect(created.catalog!.name).toBe('create_resources.json');
    expect(catalog.resources.filter((r) => r.type !== 'Class' && r.type !== 'Stage').map((r) => `${r.type}[${r.title}]`)).toEqual([
      'Package[htop]',
      'Web::Vhost[docs]',
      'File[/etc/web/docs.conf]',
    ]);
    expect(created.report.summary).toEqual({ entries: 6, updated: 3, unchanged: 0, created: 2, skipped: 1 });
    // Calling it again with the same tasks gives the same catalog: nothing depends on call order.
    expect(createResources(host, { compile: base, context, tasks }, new DiagnosticBag()).catalog!.outcome.text).toBe(created.catalog!.outcome.text);
  });
});

describe('overcat compile --apply-overrides', () => {
  const args = ['compile', '--modulepath', `${CASE}/modules`, '--facts', `${CASE}/facts.json`, '--node', 'n1.example.com', '--manifest', `${CASE}/site.pp`];

  it('--no-overrides is a plain compile, whatever --apply-overrides says', () => {
    const plain = runOvercat(args);
    const off = runOvercat([...args, '--apply-overrides', '--data', `${CASE}/data.yaml`, '--no-overrides']);
    expect(off.code).toBe(0);
    expect(off.stdout).toBe(plain.stdout);
    expect(off.stderr).toBe('');
  });

  it('writes the catalog and report.json under --out, the catalog changed before expansion', () => {
    const out = mkdtempSync(join(tmpdir(), 'overcat-apply-'));
    try {
      const r = runOvercat([...args, '--apply-overrides', '--data', `${CASE}/data.yaml`, '--out', out]);
      expect(r.code).toBe(0);
      const catalog = JSON.parse(readFileSync(join(out, 'n1.example.com.json'), 'utf8')) as CatalogJson;
      expect(resource(catalog, 'File', '/etc/web/www.conf')?.parameters?.content).toBe('port=8443 root=/var/www\n');
      const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { summary: unknown; entries: { location: string }[] };
      expect(report.summary).toEqual({ entries: 2, updated: 2, unchanged: 0, created: 0, skipped: 0 });
      expect(report.entries[0]!.location).toBe(`${CASE}/data.yaml:3:5`);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('prints the report as text on stderr without --out, or writes it to --report FILE', () => {
    const r = runOvercat([...args, '--apply-overrides', '--data', `${CASE}/data.yaml`]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('updated   Web::Vhost[www]');
    expect(JSON.parse(r.stdout)).toHaveProperty('resources');
    const out = mkdtempSync(join(tmpdir(), 'overcat-report-'));
    try {
      const f = runOvercat([...args, '--apply-overrides', '--data', `${CASE}/data.yaml`, '--report', join(out, 'r.json')]);
      expect(f.stderr).toBe('');
      expect(f.stdout).toBe(r.stdout);
      expect(JSON.parse(readFileSync(join(out, 'r.json'), 'utf8'))).toHaveProperty('summary.updated', 2);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
