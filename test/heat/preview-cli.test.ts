// `overcat heat preview` end to end (spawns the built CLI): properties evaluated, symbolic
// references, dependency order, conditions, nested templates through the registry, secrets masked.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const DIR = 'test/heat/fixtures/preview';

describe('overcat heat preview', () => {
  it('resolves what is knowable offline and keeps references symbolic, hidden values masked', () => {
    const r = runOvercat(['heat', 'preview', `${DIR}/top.yaml`, '-e', `${DIR}/env.yaml`, '--format', 'json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.parameters).toEqual({ pw: '******', count: 2 });
    expect(out.resources.srv).toEqual({ enabled: true, type: 'My::Server', requires: ['net'], pending: ['net'], properties: { name: 'srv-2', password: '******', net: { get_resource: 'net' } } });
    expect(out.resources.extra.properties).toEqual({ value: 'a,b' });
    expect(out.outputs.pw_echo).toEqual({ value: 'pw=******' });
    expect(out.outputs.url.requires).toEqual(['srv']);
    expect(out.order).toEqual(['net', 'srv', 'extra']);
    expect(r.stdout).not.toContain('s3cret');
    // `net` needs the live stack: the nested template is still previewed, with a stand-in for it.
    expect(out.nested.srv.parametersNotStatic).toEqual(['net']);
    expect(out.nested.srv.resources.v.properties).toEqual({ value: 'srv-2/large' });
  });

  it('follows a registry mapping into the nested template, with the parent parameter_defaults', () => {
    const r = runOvercat(['heat', 'preview', `${DIR}/static.yaml`, '-e', `${DIR}/env.yaml`, '--format', 'json']);
    expect(r.code).toBe(0);
    const nested = JSON.parse(r.stdout).nested.app;
    expect(nested.template).toMatch(/^file:\/\/.*\/nested\.yaml$/);
    expect(nested.parameters).toEqual({ name: 'web', password: '******', flavor: 'large', net: 'n1' });
    expect(nested.resources.v.properties).toEqual({ value: 'web/large' });
    expect(r.stdout).not.toContain('hunter2');
  });

  it('reports what Heat refuses with its class, and the two-argument if bug only with --heat-compat', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'overcat-preview-')), 't.yaml');
    writeFileSync(path, 'heat_template_version: wallaby\nresources:\n  r:\n    type: OS::Heat::Value\n    properties: {value: [a, {if: [false, b]}]}\n');
    const plain = runOvercat(['heat', 'preview', path, '--format', 'json']);
    expect(plain.code).toBe(0);
    expect(JSON.parse(plain.stdout).resources.r.properties).toEqual({ value: ['a'] });
    const compat = runOvercat(['heat', 'preview', path, '--heat-compat', '--format', 'json']);
    expect(compat.code).toBe(1);
    expect(JSON.parse(compat.stdout).diagnostics.map((d: { code: string; message: string }) => [d.code, d.message])).toEqual([['OVC7401', 'the stack: EllipsisType takes no arguments']]);
  });

  it('heat validate reports what the template checks refuse, at its place in the template', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'overcat-preview-')), 't.yaml');
    writeFileSync(path, 'heat_template_version: wallaby\nresources:\n  r:\n    type: OS::Heat::Value\n    properties: {value: {get_resource: nope}}\n');
    const r = runOvercat(['heat', 'validate', path]);
    expect(r.code).toBe(1);
    expect(r.stderr + r.stdout).toContain('t.yaml:5:25: error OVC7401: the stack: The specified reference "nope" (in r.Properties.value) is incorrect.');
  });
});
