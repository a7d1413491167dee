// `overcat heat preview` end to end (spawns the built CLI): properties evaluated, symbolic
// references, dependency order, conditions, nested templates through the registry, secrets masked.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const DIR = 'test/heat/fixtures/preview';

/** `heat preview --format json` of a template written from its lines into a fresh directory. */
function previewLines(lines: string[]): ReturnType<typeof runOvercat> {
  const path = join(mkdtempSync(join(tmpdir(), 'overcat-preview-')), 't.yaml');
  writeFileSync(path, [...lines, ''].join('\n'));
  return runOvercat(['heat', 'preview', path, '--format', 'json']);
}

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

  it('writes the floats Python holds as floats: literals, number and json parameters, if branches', () => {
    const r = previewLines([
      'heat_template_version: 2021-04-16',
      'parameters:',
      '  ratio: {type: number, default: 16.0}',
      '  j: {type: json, default: {a: 1.0}}',
      'resources:',
      '  r:',
      '    type: OS::Heat::Value',
      '    properties:',
      '      value: {direct: {get_param: ratio}, lit: [2.0, 2], path: {get_param: [j, a]}, iff: {if: [true, 3.0, 4]}, merged: {map_merge: [{x: 5.0}, {y: 6}]}}',
      'outputs:',
      '  o: {value: {ratio: {get_param: ratio}}}',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('"ratio": 16.0,');
    expect(r.stdout.replace(/\s+/g, '')).toContain('"value":{"direct":16.0,"lit":[2.0,2],"path":1.0,"iff":3.0,"merged":{"x":5.0,"y":6}}');
    expect(r.stdout.replace(/\s+/g, '')).toContain('"o":{"value":{"ratio":16.0}}');
  });

  it("reads property values against their schemas at the top only: a nested stack is validated without (strict_validate off)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-preview-'));
    writeFileSync(join(dir, 'nested.yaml'), 'heat_template_version: 2021-04-16\nparameters:\n  n: {type: string}\nresources:\n  s:\n    type: OS::Heat::RandomString\n    properties: {length: {get_param: n}}\n');
    const top = (n: string) => `heat_template_version: 2021-04-16\nresources:\n  r:\n    type: nested.yaml\n    properties: {n: ${n}}\n  t:\n    type: OS::Heat::RandomString\n    properties: {length: ${n}}\n`;
    writeFileSync(join(dir, 'top.yaml'), top('"8"'));
    expect(runOvercat(['heat', 'preview', join(dir, 'top.yaml'), '--format', 'json']).code).toBe(0);
    writeFileSync(join(dir, 'nested.yaml'), 'heat_template_version: 2021-04-16\nparameters:\n  n: {type: string}\nresources:\n  s:\n    type: OS::Heat::RandomString\n    properties: {length: {get_param: n}, salt: [1]}\n');
    expect(runOvercat(['heat', 'preview', join(dir, 'top.yaml'), '--format', 'json']).code).toBe(0);
    writeFileSync(join(dir, 'top.yaml'), top('abc'));
    const refused = runOvercat(['heat', 'preview', join(dir, 'top.yaml'), '--format', 'json']);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain("resources.t.properties.length: Value 'abc' is not an integer");
  });

  it('writes the floats yaql computes, and an output that is a float by itself, as floats', () => {
    const r = previewLines([
      'heat_template_version: 2021-04-16',
      'parameters:',
      '  ratio: {type: number, default: 16.0}',
      'outputs:',
      '  direct: {value: {get_param: ratio}}',
      '  product: {value: {yaql: {expression: "3.0 * 2"}}}',
      '  list: {value: {yaql: {expression: "[float(1), 4 / 2, 5 / 2.0]"}}}',
      '  data: {value: {yaql: {expression: "$.data", data: {get_param: ratio}}}}',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout.replace(/\s+/g, '')).toContain('"outputs":{"direct":{"value":16.0},"product":{"value":6.0},"list":{"value":[1.0,2,2.5]},"data":{"value":16.0}}');
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
