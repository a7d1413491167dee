// `overcat compile` as a user runs it: the catalog JSON on stdout, or DIR/<node>.json; coded
// diagnostics with the line and exit 1 when the manifest fails.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

  it('explains a value of a catalog it compiles: the manifest line, the Hiera key and level, then the override data', () => {
    const compileArgs = ['--modulepath', 'modules', '--class', 'nova', '--node', 'node01.example.com', '--facts', 'examples/facts/node01.example.com.yaml', '--hiera', 'examples/hiera.yaml'];
    const debug = runOvercat(['explain', 'Nova_config[DEFAULT/debug].value', ...compileArgs]);
    expect(debug.code).toBe(0);
    expect(debug.stdout).toMatch(/^ {2}attribute \$debug: true {2}modules\/nova\/manifests\/init\.pp:12:\d+$/m);
    expect(debug.stdout).toMatch(/^ {2}override from .*"Per node" \(deep\): false {2}examples\/data\/nodes\/node01\.example\.com\.yaml:6:\d+$/m);
    expect(debug.stdout).toMatch(/^ {2}=> false$/m);
    const param = runOvercat(['explain', 'Class[Nova].debug', ...compileArgs, '--format', 'json']);
    expect(param.code).toBe(0);
    const steps = (JSON.parse(param.stdout) as { explanations: { steps: { kind: string; layer: string; value: unknown; location: string }[] }[] }).explanations[0]!.steps;
    expect(steps).toEqual([{ kind: 'manifest', layer: 'hiera nova::debug from Environment Data Provider, hierarchy "Per node" (first)', value: true, location: 'examples/data/nodes/node01.example.com.yaml:1:14' }]);
  });

  it('never shows a Sensitive value it explains', () => {
    const r = runOvercat(['explain', 'Notify[x].message', '--node', 'n1', '--facts', FACTS, '--code', "notify { 'x': message => Sensitive('s3cret') }"]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('s3cret');
    expect(r.stdout).toContain('[sensitive]');
  });

  it('refuses explain with both a catalog and a manifest, or compiling without the node', () => {
    expect(runOvercat(['explain', 'Notify[x].message', '--catalog', 'examples/catalogs/node01.example.com.json', '--code', 'notify { x: }', '--node', 'n1', '--facts', FACTS]).code).toBe(64);
    expect(runOvercat(['explain', 'Notify[x].message', '--code', 'notify { x: }', '--facts', FACTS]).stderr).toContain('--node');
  });

  it('gives the evaluation chain of an error: each class body it was in and where that class was declared', () => {
    const mod = join(out, 'chain', 'x', 'manifests');
    mkdirSync(mod, { recursive: true });
    writeFileSync(join(mod, 'init.pp'), 'class x {\n  include x::y\n}\n');
    writeFileSync(join(mod, 'y.pp'), "class x::y { fail('boom') }\n");
    const r = runOvercat(['compile', '--node', 'n1', '--facts', FACTS, '--modulepath', join(out, 'chain'), '--code', 'include x', '--format', 'json']);
    expect(r.code).toBe(1);
    const diagnostics = (JSON.parse(r.stdout || r.stderr) as { diagnostics: { code: string; line: number; related: { message: string; file?: string; line?: number }[] }[] }).diagnostics;
    expect(diagnostics[0]).toMatchObject({ code: 'OVC3111', line: 1 });
    expect(diagnostics[0]!.related.map((x) => `${x.message} @${x.file ? x.file.split('/').pop() : ''}:${x.line}`)).toEqual(['in class x::y, declared here @init.pp:2', 'in class x, declared here @<code>:1']);
  });

  it('keeps parsed manifests in --cache-dir and the next run reads them from there, same catalog bytes', () => {
    const cache = join(out, 'cache');
    const env = 'test/conformance/compile/cases/generated-env-100';
    const args = ['compile', '--node', 'perf01.example.com', '--facts', `${env}/facts.json`, '--modulepath', `${env}/modules`, '--manifest', `${env}/site.pp`, '--hiera', `${env}/hiera.yaml`, '--cache-dir', cache];
    // Each entry file with its inode: a miss rewrites its entry (a new file renamed into place).
    const files = (suffix: string) => readdirSync(cache, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(suffix)).map((f) => `${f}@${statSync(join(cache, f)).ino}`).sort();
    const entries = () => files('.json');
    const first = runOvercat(args);
    expect(first.code).toBe(0);
    const written = entries();
    // ASTs of site.pp, params.pp, app.pp, init.pp, c0.pp, c1.pp; outlines of the module's five (the scan's).
    expect(written.filter((f) => !f.includes('.outline.json@'))).toHaveLength(6);
    expect(written.filter((f) => f.includes('.outline.json@'))).toHaveLength(5);
    // And all eleven in one pack, which the next run reads instead.
    const pack = files('.pack');
    expect(pack).toHaveLength(1);
    const second = runOvercat(args);
    expect(second.code).toBe(0);
    expect(entries()).toEqual(written);
    expect(files('.pack')).toEqual(pack);
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
