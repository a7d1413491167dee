// `overcat compile` as a user runs it: the catalog JSON on stdout, or DIR/<node>.json; coded
// diagnostics with the line and exit 1 when the manifest fails.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const FACTS = 'test/conformance/compile/facts.json';

describe('overcat compile', () => {
  const out = mkdtempSync(join(tmpdir(), 'overcat-compile-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("prints Puppet's catalog JSON for --code", () => {
    const r = runOvercat(['compile', '--node', 'n1.example.com', '--facts', FACTS, '--code', "notify { 'hi': message => 252 / 6.0 }"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('"message": 42.0');
    const catalog = JSON.parse(r.stdout) as { name: string; catalog_format: number; resources: { type: string; title: string }[] };
    expect(catalog).toMatchObject({ name: 'n1.example.com', catalog_format: 2 });
    expect(catalog.resources.map((x) => `${x.type}[${x.title}]`)).toEqual(['Stage[main]', 'Class[Settings]', 'Class[main]', 'Notify[hi]']);
  });

  it('compiles the bundled modules for ENC classes into --out, the same bytes twice', () => {
    const args = ['compile', '--node', 'node01.example.com', '--facts', 'examples/catalogs/facts.json', '--modulepath', 'modules', '--class', 'nova', '--out', out];
    expect(runOvercat(args).code).toBe(0);
    const first = readFileSync(join(out, 'node01.example.com.json'), 'utf8');
    expect(runOvercat(args).code).toBe(0);
    expect(readFileSync(join(out, 'node01.example.com.json'), 'utf8')).toBe(first);
    expect(first).toContain('"Nova_config"');
  });

  it('keeps parsed manifests in --cache-dir and the next run reads them from there, same catalog bytes', () => {
    const cache = join(out, 'cache');
    const env = 'test/conformance/compile/cases/generated-env-100';
    const args = ['compile', '--node', 'perf01.example.com', '--facts', `${env}/facts.json`, '--modulepath', `${env}/modules`, '--manifest', `${env}/site.pp`, '--hiera', `${env}/hiera.yaml`, '--cache-dir', cache];
    // Each entry file with its inode: a miss rewrites its entry (a new file renamed into place).
    const entries = () => readdirSync(cache, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).map((f) => `${f}@${statSync(join(cache, f)).ino}`).sort();
    const first = runOvercat(args);
    expect(first.code).toBe(0);
    const written = entries();
    // site.pp, params.pp, app.pp, init.pp, c0.pp, c1.pp
    expect(written).toHaveLength(6);
    const second = runOvercat(args);
    expect(second.code).toBe(0);
    expect(entries()).toEqual(written);
    expect(second.stdout).toBe(first.stdout);
    expect(runOvercat(args.slice(0, -2)).stdout).toBe(first.stdout);
  });

  it('exits 1 with the code and line of an evaluation error', () => {
    const r = runOvercat(['compile', '--node', 'n1', '--facts', FACTS, '--code', "notify { 'x': }\nnotify { 'x': }"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/OVC3104/);
    expect(r.stderr).toMatch(/<code>:2/);
    expect(r.stdout).toBe('');
  });
});
