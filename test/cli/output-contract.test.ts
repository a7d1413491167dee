// The output rule for every command (README "Output"): with --format json or yaml, stdout holds
// exactly ONE document, the results and then `diagnostics` (and `explain` when asked); stderr
// stays empty. With --format text, no JSON on stdout except where the result is JSON data.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const NODE = 'examples/catalogs/node01.example.com.json';
const FACTS = 'examples/facts/node01.example.com.yaml';
const HIERA = ['--hiera', 'examples/hiera.yaml', '--facts', FACTS];
const DATA = 'test/fixtures/override/seed-fontconfig-mc/data.yaml';
const EX = ['-e', 'examples/heat/base.yaml', '-e', 'examples/heat/production.yaml', '-e', 'examples/heat/debug.yaml'];
const T = 'examples/heat/template.yaml';
const tmp = mkdtempSync(join(tmpdir(), 'overcat-contract-'));
writeFileSync(join(tmp, 't.yaml'), 'heat_template_version: 2018-08-31\nparameters:\n  x: {type: string, default: d}\n');

/** Every command, once where it succeeds and once where it has something to say (a warning or an error). */
const COMMANDS: { name: string; args: string[]; keys: string[]; cwd?: string }[] = [
  { name: 'lookup', args: ['lookup', 'nova::settings', '--merge', 'deep', ...HIERA], keys: ['found', 'value'] },
  { name: 'lookup --explain', args: ['lookup', 'nova::settings', '--merge', 'deep', ...HIERA, '--explain'], keys: ['found', 'value', 'explain'] },
  { name: 'lookup, not found', args: ['lookup', 'nope::nope', ...HIERA], keys: ['found'] },
  { name: 'parse', args: ['parse', 'modules/base/manifests/init.pp'], keys: ['files'] },
  { name: 'parse, error', args: ['parse', 'test/conformance/epp-syntax/cases/unclosed-render.epp'], keys: ['files'] },
  { name: 'diff', args: ['diff', NODE, 'examples/catalogs/tasks/base.json'], keys: ['added', 'removed', 'changed', 'edges', 'classes'] },
  { name: 'diff, unreadable', args: ['diff', NODE, 'nope.json'], keys: [] },
  { name: 'override', args: ['override', '--catalog', NODE, '--data', DATA, '--modulepath', 'modules'], keys: ['catalog', 'report'] },
  { name: 'override --out', args: ['override', '--catalog', NODE, '--data', DATA, '--modulepath', 'modules', '--out', join(tmp, 'out')], keys: ['report'] },
  { name: 'override, warning', args: ['override', '--catalog', NODE, '--data', 'test/fixtures/override/unmatched-warning/data.yaml', '--modulepath', 'modules'], keys: ['catalog', 'report'] },
  { name: 'validate', args: ['validate', DATA, '--modulepath', 'modules'], keys: ['valid', 'files'] },
  { name: 'validate, errors', args: ['validate', 'test/fixtures/override/error-unknown-parameter/data.yaml', '--modulepath', 'modules'], keys: ['valid', 'files'] },
  { name: 'explain', args: ['explain', 'Package[ntp].ensure', '--catalog', NODE, ...HIERA, '--modulepath', 'modules'], keys: ['explanations'] },
  { name: 'explain, compiled', args: ['explain', 'Class[Nova].debug', '--modulepath', 'modules', '--class', 'nova', '--node', 'node01.example.com', ...HIERA], keys: ['explanations'] },
  { name: 'compile, error', args: ['compile', '--node', 'n1', '--facts', FACTS, '--code', "fail('no')"], keys: [] },
  { name: 'schema', args: ['schema', 'override'], keys: ['schema'] },
  { name: 'schema (list)', args: ['schema'], keys: ['schemas'] },
  { name: 'registry', args: ['registry', '--modulepath', 'modules', '--kind', 'classes'], keys: ['classes'] },
  { name: 'heat merge --explain', args: ['heat', 'merge', ...EX, '--explain'], keys: ['environment', 'parameters', 'explain'] },
  { name: 'heat merge, error', args: ['heat', 'merge', '-e', T], keys: ['environment', 'parameters'] },
  { name: 'heat validate', args: ['heat', 'validate', T, ...EX], keys: ['environment', 'parameters'] },
  { name: 'heat stack create', args: ['heat', 'stack', 'create', 'web', '-t', 't.yaml', '--state', 'st-FORMAT'], keys: ['environment', 'parameters'], cwd: tmp },
  { name: 'heat stack update', args: ['heat', 'stack', 'update', 'web', '--existing', '-P', 'x=1', '--state', 'st-FORMAT'], keys: ['environment', 'parameters'], cwd: tmp },
  { name: 'heat stack show', args: ['heat', 'stack', 'show', 'web', '--state', 'st-FORMAT'], keys: ['environment', 'parameters'], cwd: tmp },
  { name: 'heat stack show, unknown', args: ['heat', 'stack', 'show', 'nope', '--state', 'st-FORMAT'], keys: ['environment', 'parameters'], cwd: tmp },
  { name: 'heat stack list', args: ['heat', 'stack', 'list', '--state', 'st-FORMAT'], keys: ['stacks'], cwd: tmp },
];

describe.each(['json', 'yaml'] as const)('--format %s: one document on stdout, results then diagnostics', (format) => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const args = c.args.map((a) => a.replace('FORMAT', format));
    const r = runOvercat([...args, '--format', format], c.cwd ? { cwd: c.cwd } : {});
    expect(r.stderr).toBe('');
    expect([0, 1, 2]).toContain(r.code);
    const document = (format === 'json' ? JSON.parse(r.stdout) : load(r.stdout)) as Record<string, unknown>;
    expect(Object.keys(document)).toEqual([...c.keys, 'diagnostics']);
    expect(Array.isArray(document.diagnostics)).toBe(true);
    // An exit 1 always comes with the error that explains it, inside the document.
    if (r.code === 1) expect((document.diagnostics as { severity: string }[]).some((d) => d.severity === 'error')).toBe(true);
  });
});

describe('--format text', () => {
  const isJson = (text: string) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  };
  it.each(COMMANDS.filter((c) => !['override', 'override, warning', 'schema'].includes(c.name)).map((c) => [c.name, c] as const))('%s prints no JSON', (_name, c) => {
    const args = c.args.map((a) => a.replace('FORMAT', 'text'));
    const r = runOvercat(args, c.cwd ? { cwd: c.cwd } : {});
    expect(r.stdout === '' || !isJson(r.stdout), r.stdout).toBe(true);
    expect(r.stderr === '' || !isJson(r.stderr), r.stderr).toBe(true);
  });
  it('prints JSON only where the result is JSON data: the catalog, the schema', () => {
    expect(JSON.parse(runOvercat(['override', '--catalog', NODE, '--data', DATA, '--modulepath', 'modules']).stdout).resources).toBeDefined();
    expect(JSON.parse(runOvercat(['schema', 'override']).stdout).$schema).toBeDefined();
  });
  it('refuses another format with a usage error', () => {
    const r = runOvercat(['diff', NODE, NODE, '--format', 'xml']);
    expect([r.code, r.stderr]).toEqual([64, expect.stringContaining("argument 'xml' is invalid. Allowed choices are text, json, yaml")]);
  });
});
