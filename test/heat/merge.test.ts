// Environment file checks, the ordered merge and explicit parameters of `overcat heat merge`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { loadEnvironmentFile } from '../../src/heat/environment/load.js';
import { mergeHeatRequest } from '../../src/heat/merge.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import type { Layer } from '../../src/merge/layer.js';
import { parseParameterOptions } from '../../src/heat/request.js';
import { REPO_ROOT } from '../helpers/cli.js';

function load(files: Record<string, string>, bag = new DiagnosticBag()): Layer[] {
  const host = new MemoryHost(files);
  return Object.keys(files).map((f) => loadEnvironmentFile(host, f, bag)).filter((l): l is Layer => l !== undefined);
}

describe('environment files', () => {
  it('reports an unknown section at its line', () => {
    const bag = new DiagnosticBag();
    load({ 'a.yaml': 'parameters:\n  x: 1\nparamters:\n  y: 2\n' }, bag);
    expect(bag.items.map((d) => [d.code, d.message, d.location?.source.position(d.location.start).line])).toEqual([['OVC6002', 'environment has wrong section "paramters"', 3]]);
  });

  it('reports a null section and a non-mapping file', () => {
    const bag = new DiagnosticBag();
    load({ 'a.yaml': 'parameters:\n', 'b.yaml': '- 1\n- 2\n' }, bag);
    expect(bag.items.map((d) => d.code)).toEqual(['OVC6003', 'OVC6001']);
  });

  it('places a section of the wrong shape in the file that wrote it, with Heat\'s own error beside', () => {
    const where = (bag: DiagnosticBag) => bag.items.map((d) => [d.code, d.message, d.location?.source.path, d.location && d.location.source.position(d.location.start).line, d.data?.heatClass, d.data?.heatMessage]);
    const parameters = new DiagnosticBag();
    expect(mergeHeatRequest(load({ 'a.yaml': 'parameter_defaults: {x: 1}\nparameters: [1]\n' }), {}, parameters)).toBeUndefined();
    expect(where(parameters)).toEqual([['OVC6004', 'parameters must be a mapping, not a list', 'a.yaml', 2, 'AttributeError', "'list' object has no attribute 'items'"]]);
    const sinks = new DiagnosticBag();
    expect(mergeHeatRequest(load({ 'a.yaml': 'parameters: {x: 1}\n', 'b.yaml': 'event_sinks:\n  - {type: zaqar-queue}\n  - {type: kafka}\n' }), {}, sinks)).toBeUndefined();
    expect(where(sinks)).toEqual([['OVC6008', "The environment cannot be loaded: unknown event sink type 'kafka' (Heat knows zaqar-queue)", 'b.yaml', 3, 'KeyError', "'kafka'"]]);
  });

  it('keeps a YAML 1.1 timestamp a string, as Heat does', () => {
    const [layer] = load({ 'a.yaml': 'parameters:\n  day: 2016-10-14\n' });
    expect(mergeHeatRequest([layer!], {}, new DiagnosticBag())!.parameters.day).toBe('2016-10-14');
  });
});

describe('ordered merge', () => {
  it('gives the values real Heat 19 gives for the example (golden from heat_oracle.py)', () => {
    const dir = `${REPO_ROOT}examples/heat/`;
    const files = Object.fromEntries(['base.yaml', 'production.yaml', 'debug.yaml'].map((f) => [f, readFileSync(dir + f, 'utf8')]));
    const expected = JSON.parse(readFileSync(`${REPO_ROOT}test/heat/golden/example.expected.json`, 'utf8'));
    const result = mergeHeatRequest(load(files), {}, new DiagnosticBag())!;
    expect(result.environment.parameters).toEqual(expected.environment_parameters);
    expect(result.environment.parameter_defaults).toEqual(expected.parameter_defaults);
    expect(result.parameters).toEqual(expected.parameters);
  });

  it('records contributions only when asked, with the same merged result either way', () => {
    const dir = `${REPO_ROOT}examples/heat/`;
    const files = Object.fromEntries(['base.yaml', 'production.yaml', 'debug.yaml'].map((f) => [f, readFileSync(dir + f, 'utf8')]));
    const recorded = mergeHeatRequest(load(files), {}, new DiagnosticBag())!;
    const plain = mergeHeatRequest(load(files), {}, new DiagnosticBag(), { provenance: false })!;
    expect(plain.environment).toEqual(recorded.environment);
    expect(recorded.provenance.size).toBeGreaterThan(0);
    expect(plain.provenance.size).toBe(0);
  });

  it('reports a strategy conflict with Heat’s error class', () => {
    const bag = new DiagnosticBag();
    const layers = load({ 'a.yaml': 'parameters:\n  t: [a]\n', 'b.yaml': 'parameter_merge_strategies:\n  t: merge\nparameters:\n  t: [b]\n' });
    expect(mergeHeatRequest(layers, {}, bag)).toBeUndefined();
    expect(bag.items[0]!.data).toEqual({ heatClass: 'ConflictingMergeStrategyForParam' });
  });

  it('applies explicit parameters after the files and warns where Heat lets the file win', () => {
    const bag = new DiagnosticBag();
    const result = mergeHeatRequest(load({ 'a.yaml': 'parameters:\n  flavor: small\n' }), { flavor: 'large' }, bag)!;
    expect(result.parameters.flavor).toBe('large');
    expect(bag.items.map((d) => d.code)).toEqual(['OVC6005']);
    expect(result.provenance.get('.parameters.flavor')!.map((c) => c.layer)).toEqual(['a.yaml', '-P']);
  });
});

describe('-P options', () => {
  it("splits a single -P on ';', takes several whole, lists a repeated name (heatclient 3.1 format_parameters)", () => {
    const bag = new DiagnosticBag();
    expect(parseParameterOptions(['a=1;b=x=y'], bag)).toEqual({ a: '1', b: 'x=y' });
    expect(parseParameterOptions(['a=1;b', 'c=3'], bag)).toEqual({ a: '1;b', c: '3' });
    expect(parseParameterOptions(['s=p', 's=q', 's=r'], bag)).toEqual({ s: ['p', 'q', 'r'] });
    expect(bag.items).toEqual([]);
    parseParameterOptions(['a=1;novalue'], bag);
    expect(bag.items.map((d) => [d.code, d.message, d.data?.heatClass])).toEqual([['OVC6006', 'Malformed parameter(novalue). Use the key=value format.', 'CommandError']]);
  });
});

describe('the two modes', () => {
  // Reference heat.md §3 (verified with heat_oracle.py): Heat 19 merges explicit parameters before the files.
  it('seed mode: -P wins over a file; --heat-compat: the file wins, as in Heat 19', () => {
    const files = { 'a.yaml': 'parameters:\n  flavor: small\n' };
    expect(mergeHeatRequest(load(files), { flavor: 'large' }, new DiagnosticBag())!.parameters.flavor).toBe('large');
    const bag = new DiagnosticBag();
    expect(mergeHeatRequest(load(files), { flavor: 'large' }, bag, { heatCompat: true })!.parameters.flavor).toBe('small');
    expect(bag.items).toEqual([]);
  });

  it('--heat-compat: a merge strategy appends the file value to the explicit one', () => {
    const files = { 'a.yaml': 'parameter_merge_strategies:\n  tags: merge\nparameters:\n  tags: [b]\n' };
    const result = mergeHeatRequest(load(files), { tags: ['a'] }, new DiagnosticBag(), { heatCompat: true })!;
    expect(result.parameters.tags).toEqual(['a', 'b']);
  });
});
