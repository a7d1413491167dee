// `overcat heat stack create|update|show|list` and `heat merge --body` end to end (the built CLI).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'overcat-stack-cli-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** A template declaring x, y, z and w (strings, default "d"): Heat needs one to create a stack. */
const TEMPLATE = { 't.yaml': 'heat_template_version: 2018-08-31\nparameters:\n  x: {type: string, default: d}\n  y: {type: string, default: d}\n  z: {type: string, default: d}\n  w: {type: string, default: d}\n' };

const json = (args: string[], cwd: string) => {
  const r = runOvercat([...args, '--format', 'json'], { cwd });
  return { code: r.code, out: JSON.parse(r.stdout) as { environment: Record<string, unknown>; parameters: Record<string, unknown>; diagnostics: { code: string; message: string }[] } };
};

describe('overcat heat stack', () => {
  it('creates, patches, shows and lists a stack in .overcat/stacks/ of the working directory', () => {
    const dir = workspace({ ...TEMPLATE, 'a.yaml': 'parameters:\n  x: a\n  y: a\n', 'b.yaml': 'parameters:\n  y: b\n' });
    const created = json(['heat', 'stack', 'create', 'web', '-t', 't.yaml', '-e', 'a.yaml', '-P', 'z=1'], dir);
    expect(created.code).toBe(0);
    expect(Object.keys(created.out)).toEqual(['environment', 'parameters', 'diagnostics']);
    expect(created.out.parameters).toEqual({ x: 'a', y: 'a', z: '1', w: 'd' });

    const patched = json(['heat', 'stack', 'update', 'web', '--existing', '-e', 'b.yaml', '--clear-parameter', 'z'], dir);
    expect([patched.code, patched.out.parameters]).toEqual([0, { x: 'a', y: 'b', z: 'd', w: 'd' }]);

    const shown = json(['heat', 'stack', 'show', 'web'], dir);
    expect(shown.out.parameters).toEqual({ x: 'a', y: 'b', z: 'd', w: 'd' });
    const listed = runOvercat(['heat', 'stack', 'list', '--format', 'json'], { cwd: dir });
    expect(JSON.parse(listed.stdout).stacks.map((s: { name: string; environment_files: string[] }) => [s.name, s.environment_files])).toEqual([['web', ['a.yaml', 'b.yaml']]]);
    expect(runOvercat(['heat', 'stack', 'list'], { cwd: dir }).stdout).toMatch(/^web\t[0-9a-f-]{36}\n$/);
  });

  it('PUT replaces, and --heat-compat shows what Heat 19 would have', () => {
    const dir = workspace({ ...TEMPLATE, 'a.yaml': 'parameters:\n  x: a\n' });
    json(['heat', 'stack', 'create', 'web', '-t', 't.yaml', '-e', 'a.yaml', '-P', 'x=p', '--state', 'st'], dir);
    expect(json(['heat', 'stack', 'show', 'web', '--state', 'st'], dir).out.parameters).toMatchObject({ x: 'p' });
    expect(json(['heat', 'stack', 'show', 'web', '--state', 'st', '--heat-compat'], dir).out.parameters).toMatchObject({ x: 'a' });
    const put = json(['heat', 'stack', 'update', 'web', '-t', 't.yaml', '-P', 'y=2', '--state', 'st', '--heat-compat'], dir);
    expect([put.code, put.out.parameters, put.out.diagnostics]).toEqual([0, { x: 'd', y: '2', z: 'd', w: 'd' }, []]);
  });

  it('refuses a create, or an update that is not a PATCH, without a template, as Heat does', () => {
    const dir = workspace({ ...TEMPLATE, 'a.yaml': 'parameters:\n  x: a\n' });
    const codes = (args: string[]) => {
      const r = json(args, dir);
      return [r.code, r.out.diagnostics.map((d) => [d.code, d.message])];
    };
    expect(codes(['heat', 'stack', 'create', 'web', '-e', 'a.yaml'])).toEqual([1, [['OVC6114', 'No template specified']]]);
    expect(codes(['heat', 'stack', 'create', 'web', '-t', 't.yaml'])[0]).toBe(0);
    expect(codes(['heat', 'stack', 'update', 'web', '-P', 'x=1'])).toEqual([1, [['OVC6114', 'No template specified']]]);
    expect(codes(['heat', 'stack', 'update', 'web', '--existing', '-P', 'x=1'])[0]).toBe(0);
  });

  it('reads a request body, the options adding to it', () => {
    const body = { template: TEMPLATE['t.yaml'], files: { 'inline.yaml': 'parameters:\n  x: body\n' }, environment_files: ['inline.yaml'], parameters: { y: 'body' } };
    const dir = workspace({ 'body.json': JSON.stringify(body), 'patch.yaml': 'existing: true\nparameters:\n  z: patch\nclear_parameters: [y]\n' });
    expect(json(['heat', 'stack', 'create', 'web', '--body', 'body.json', '-P', 'w=cli'], dir).out.parameters).toEqual({ x: 'body', y: 'body', z: 'd', w: 'cli' });
    expect(json(['heat', 'stack', 'update', 'web', '--body', 'patch.yaml'], dir).out.parameters).toEqual({ x: 'body', y: 'd', z: 'patch', w: 'cli' });
    expect(json(['heat', 'merge', '--body', 'body.json'], dir).out.parameters).toEqual({ x: 'body', y: 'body', z: 'd', w: 'd' });
  });

  it('exits 1 with diagnostics: unknown stack, existing stack, bad name, bad body', () => {
    const dir = workspace({ ...TEMPLATE, 'bad.json': '["x"]', 'a.yaml': 'parameters:\n  x: a\n' });
    const codes = (args: string[]) => {
      const r = json(args, dir);
      return [r.code, r.out.diagnostics.map((d) => d.code)];
    };
    expect(codes(['heat', 'stack', 'update', 'nope', '--existing', '-P', 'x=1'])).toEqual([1, ['OVC6104']]);
    expect(codes(['heat', 'stack', 'show', 'nope'])).toEqual([1, ['OVC6104']]);
    json(['heat', 'stack', 'create', 'web', '-t', 't.yaml', '-e', 'a.yaml'], dir);
    expect(codes(['heat', 'stack', 'create', 'web', '-t', 't.yaml'])).toEqual([1, ['OVC6105']]);
    expect(codes(['heat', 'stack', 'create', '../../etc/x', '-t', 't.yaml'])).toEqual([1, ['OVC6103']]);
    expect(codes(['heat', 'stack', 'create', 'other', '--body', 'bad.json'])).toEqual([1, ['OVC6100']]);
    expect(codes(['heat', 'stack', 'create', 'other', '-e', 'missing.yaml'])).toEqual([1, ['OVC8001']]);
    const text = runOvercat(['heat', 'stack', 'show', 'nope'], { cwd: dir });
    expect([text.code, text.stdout, text.stderr]).toEqual([1, '', expect.stringContaining('error OVC6104: The Stack (nope) could not be found.')]);
  });

  it('a failed update leaves the stack as it was', () => {
    const dir = workspace({ ...TEMPLATE, 'a.yaml': 'parameters:\n  x: a\n', 'bad.yaml': 'paramters: {}\n' });
    json(['heat', 'stack', 'create', 'web', '-t', 't.yaml', '-e', 'a.yaml'], dir);
    const failed = json(['heat', 'stack', 'update', 'web', '--existing', '-e', 'bad.yaml', '-P', 'y=1'], dir);
    expect([failed.code, failed.out.diagnostics.map((d) => d.code)]).toEqual([1, ['OVC6002']]);
    expect(json(['heat', 'stack', 'show', 'web'], dir).out.parameters).toMatchObject({ x: 'a' });
  });

  it('refuses an immutable change with Heat’s class and keeps the record (-t template)', () => {
    const dir = workspace({ 't.yaml': 'heat_template_version: 2018-08-31\nparameters:\n  net: {type: string, immutable: true}\n  size: {type: number, default: 1}\n' });
    expect(json(['heat', 'stack', 'create', 'web', '-t', 't.yaml', '-P', 'net=a'], dir).out.parameters).toEqual({ net: 'a', size: 1 });
    const r = runOvercat(['heat', 'stack', 'update', 'web', '--existing', '-P', 'net=b;size=2', '--format', 'json'], { cwd: dir });
    const diagnostics = JSON.parse(r.stdout).diagnostics;
    expect([r.code, diagnostics.map((d: { code: string; data?: { heatClass?: string } }) => [d.code, d.data?.heatClass])]).toEqual([1, [['OVC6102', 'ImmutableParameterModified']]]);
    expect(json(['heat', 'stack', 'show', 'web'], dir).out.parameters).toEqual({ net: 'a', size: 1 });
    expect(json(['heat', 'stack', 'update', 'web', '--existing', '-P', 'size=2'], dir).out.parameters).toEqual({ net: 'a', size: 2 });
  });

  it('names the file and line the new value of an immutable parameter came from', () => {
    const dir = workspace({
      't.yaml': 'heat_template_version: 2018-08-31\nparameters:\n  net: {type: string, immutable: true}\n  sub: {type: string, immutable: true}\n',
      'a.yaml': 'parameter_defaults:\n  net: a\n  sub: a\n',
      'b.yaml': '# the new network\nparameter_defaults:\n  net: b\n',
    });
    expect(json(['heat', 'stack', 'create', 'web', '-t', 't.yaml', '-e', 'a.yaml'], dir).code).toBe(0);
    const r = runOvercat(['heat', 'stack', 'update', 'web', '--existing', '-e', 'b.yaml', '-P', 'sub=c'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^b\.yaml:3:8: error OVC6102: The following parameters are immutable and may not be updated: net, sub$/m);
    expect(r.stderr).toContain('the new value of net comes from b.yaml');
    expect(r.stderr).toContain("the new value of sub comes from -P (the request's parameters)");
  });
});
