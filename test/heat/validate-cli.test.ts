// `overcat heat validate` and `overcat heat merge -t` end to end (spawns the built CLI).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const T = 'examples/heat/template.yaml';
const EX = ['-e', 'examples/heat/base.yaml', '-e', 'examples/heat/production.yaml', '-e', 'examples/heat/debug.yaml'];

function write(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'overcat-hot-')), 'template.yaml');
  writeFileSync(path, text);
  return path;
}

describe('overcat heat validate', () => {
  it('prints the six environment sections, the typed parameters and no diagnostics', () => {
    const r = runOvercat(['heat', 'validate', T, ...EX, '-P', 'replicas=3', '--format', 'json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['environment', 'parameters', 'diagnostics']);
    expect(Object.keys(out.environment).sort()).toEqual(['encrypted_param_names', 'event_sinks', 'parameter_defaults', 'parameter_merge_strategies', 'parameters', 'resource_registry']);
    expect(out.environment.parameter_merge_strategies.tags).toBe('merge');
    // -P gives the text "3"; the number parameter types it.
    expect([out.environment.parameters.replicas, out.parameters.replicas]).toEqual(['3', 3]);
    expect(out.diagnostics).toEqual([]);
  });

  it('exits 1 with every problem at its line:col, worded as Heat words it', () => {
    const path = write('heat_template_version: 2015-04-30\nconditions: {}\nparameters:\n  a: {type: strin}\n  n: {type: number}\n');
    const r = runOvercat(['heat', 'validate', path, '-P', 'n=ten', '--format', 'json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.parameters).toEqual({});
    expect(out.diagnostics.map((d: { code: string; line: number; column: number; message: string }) => [d.code, d.line, d.column, d.message])).toEqual([
      ['OVC7004', 2, 1, 'The template section is invalid: conditions'],
      ['OVC7101', 4, 13, 'Invalid type (strin)'],
      ['OVC7102', 5, 3, "Parameter 'n' is invalid: could not convert string to float: 'ten'"],
    ]);
  });

  it('checks conditions: a definition Heat refuses is an error, one that only fails when evaluated a warning', () => {
    const bad = write('heat_template_version: 2016-10-14\nconditions:\n  a: {and: [true]}\n');
    const r = runOvercat(['heat', 'validate', bad, '--format', 'json']);
    expect([r.code, JSON.parse(r.stdout).diagnostics[0].message]).toEqual([1, 'conditions.a.and: The minimum number of condition arguments to "and" is 2.']);
    const unused = write('heat_template_version: 2016-10-14\nconditions:\n  a: {not: nope}\n');
    const w = runOvercat(['heat', 'validate', unused, '--format', 'json']);
    expect([w.code, JSON.parse(w.stdout).diagnostics.map((d: { code: string; message: string }) => [d.code, d.message])]).toEqual([0, [['OVC7302', 'Condition "a" cannot be evaluated: Invalid condition "nope"']]]);
  });

  it('takes the template from -t or a --body too, and refuses to run without one', () => {
    expect(runOvercat(['heat', 'validate', '-t', T, ...EX]).code).toBe(0);
    const r = runOvercat(['heat', 'validate', ...EX]);
    expect([r.code, r.stderr]).toEqual([64, 'overcat heat validate: a template is required (an argument, -t FILE or a --body with one)\n']);
    const body = write(JSON.stringify({ template: 'heat_template_version: 2021-04-16\nparameters:\n  n: {type: number}\n', parameters: { n: '1_0' } }));
    const b = runOvercat(['heat', 'validate', '--body', body, '--format', 'json']);
    expect([b.code, JSON.parse(b.stdout).parameters]).toEqual([0, { n: 10 }]);
  });
});

describe('overcat heat merge -t', () => {
  it("merges with the template's types and prints typed parameters", () => {
    // Without the template, `metadata` (a json parameter) would be typed off its first value.
    const r = runOvercat(['heat', 'merge', '-t', T, ...EX, '-P', 'debug=yes', '--format', 'json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.parameters.debug).toBe(true);
    expect(Object.keys(out.parameters)).toEqual(['flavor', 'replicas', 'tags', 'metadata', 'debug']);
  });

  it('exits 1 when a parameter fails its template', () => {
    const r = runOvercat(['heat', 'merge', '-t', T, ...EX, '-P', 'debug=maybe', '--format', 'json']);
    expect(r.code).toBe(1);
    const errors = JSON.parse(r.stdout).diagnostics.filter((d: { severity: string }) => d.severity === 'error');
    expect(errors.map((d: { message: string }) => d.message)).toEqual([
      "Parameter 'debug' is invalid: Unrecognized value 'maybe', acceptable values are: '0', '1', 'f', 'false', 'n', 'no', 'off', 'on', 't', 'true', 'y', 'yes'",
    ]);
  });
});
