// The stack engine's rules in both modes: create, PUT, PATCH, clear_parameters, the inline
// environment, and a warning for every documented difference between the modes.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import type { HeatRequest } from '../../src/heat/request.js';
import { createStack, updateStack, type StackOutcome } from '../../src/heat/stack/engine.js';

const identity = { stackName: 's', stackId: '11111111-2222-3333-4444-555555555555', projectId: 'p' };

function create(request: HeatRequest, heatCompat = false, bag = new DiagnosticBag()): StackOutcome {
  const out = createStack(request, { heatCompat, identity }, bag);
  if (!out) throw new Error(JSON.stringify(bag.items));
  return out;
}

const codes = (bag: DiagnosticBag) => bag.items.map((d) => d.code);

describe('create', () => {
  it('merges the environment files in order, explicit parameters last (seed)', () => {
    const bag = new DiagnosticBag();
    const out = create({ files: { a: 'parameters:\n  x: a\n  y: a\n', b: 'parameters:\n  y: b\n' }, environment_files: ['a', 'b'], parameters: { x: 'p' } }, false, bag);
    expect(out.parameters).toEqual({ x: 'p', y: 'b' });
    expect(out.environment).toEqual({ encrypted_param_names: [], event_sinks: [], parameter_defaults: {}, parameters: { x: 'p', y: 'b' }, resource_registry: { resources: {} } });
    // Heat 19 gives x = 'a' (the file wins over -P): one warning naming both values.
    expect(bag.items.map((d) => [d.code, d.message])).toEqual([['OVC6110', `parameters.x: overcat's default mode gives "p"; Heat 19 gives "a"`]]);
  });

  it('--heat-compat: the files merge over the explicit parameters', () => {
    const bag = new DiagnosticBag();
    const out = create({ files: { a: 'parameters:\n  x: a\n' }, environment_files: ['a'], parameters: { x: 'p', z: 'p' } }, true, bag);
    expect(out.parameters).toEqual({ x: 'a', z: 'p' });
    expect(codes(bag)).toEqual(['OVC6110']);
  });

  it('an unreadable inline environment next to env files fails the seed mode only (Heat 19 never reads it)', () => {
    const request: HeatRequest = { files: { a: 'parameters:\n  x: a\n' }, environment_files: ['a'], environment: { parameter_default: { x: 'i' } } };
    const seedBag = new DiagnosticBag();
    expect(createStack(request, { identity }, seedBag)).toBeUndefined();
    expect(codes(seedBag)).toEqual(['OVC6002']);
    const compatBag = new DiagnosticBag();
    expect(create(request, true, compatBag).parameters).toEqual({ x: 'a' });
    expect(codes(compatBag)).toEqual(['OVC6113']);
  });

  it('stores the inputs and both modes’ results in the record', () => {
    const out = create({ files: { a: 'parameters:\n  x: a\n' }, environment_files: ['a'], parameters: { x: 'p' } });
    expect(out.record).toMatchObject({ format: 1, name: 's', id: identity.stackId, project_id: 'p', environment_files: ['a'], parameters: { x: 'p' } });
    expect(out.record.seed!.parameters).toEqual({ x: 'p' });
    expect(out.record.heat!.parameters).toEqual({ x: 'a' });
  });

  it('an environment file missing from files is KeyError, in both modes', () => {
    for (const heatCompat of [false, true]) {
      const bag = new DiagnosticBag();
      expect(createStack({ environment_files: ['nope.yaml'] }, { heatCompat, identity }, bag)).toBeUndefined();
      expect(bag.items.map((d) => [d.code, d.data])).toEqual([['OVC6101', { heatClass: 'KeyError', heatMessage: "'nope.yaml'" }]]);
    }
  });

  it('a bad environment file is ValueError with its location', () => {
    const bag = new DiagnosticBag();
    expect(createStack({ files: { e: 'parameters:\nbogus: 1\n' }, environment_files: ['e'] }, { heatCompat: true, identity }, bag)).toBeUndefined();
    expect(bag.items.map((d) => [d.code, d.data?.heatClass, d.location?.source.path])).toEqual([
      ['OVC6003', 'ValueError', 'e'],
      ['OVC6002', 'ValueError', 'e'],
    ]);
  });
});

describe('the inline environment', () => {
  const request: HeatRequest = { environment: 'parameters:\n  x: inline\n  w: inline\nresource_registry:\n  My::T: t.yaml\n', files: { a: 'parameters:\n  x: a\n' }, environment_files: ['a'] };

  it('seed: merged first, under the files; Heat 19 drops it when files are named', () => {
    const bag = new DiagnosticBag();
    const out = create(request, false, bag);
    expect(out.parameters).toEqual({ w: 'inline', x: 'a' });
    expect(out.environment.resource_registry).toEqual({ 'My::T': 't.yaml', resources: {} });
    expect(codes(bag)).toEqual(['OVC6111', 'OVC6110', 'OVC6110']);
    expect(bag.items[0]!.message).toContain('"w":"inline"');
    expect(bag.items.slice(1).map((d) => d.message)).toEqual([
      `parameters.w: overcat's default mode gives "inline"; Heat 19 gives no value`,
      `resource_registry.My::T: overcat's default mode gives "t.yaml"; Heat 19 gives no value`,
    ]);
  });

  it('--heat-compat: ignored when environment_files is non-empty', () => {
    const out = create(request, true);
    expect(out.parameters).toEqual({ x: 'a' });
    expect(out.environment.resource_registry).toEqual({ resources: {} });
  });

  it('without files both modes use it, explicit parameters overwriting it', () => {
    for (const heatCompat of [false, true]) {
      const bag = new DiagnosticBag();
      const out = create({ environment: { parameters: { x: 'inline' } }, parameters: { x: 'p' } }, heatCompat, bag);
      expect(out.parameters).toEqual({ x: 'p' });
      expect(bag.items).toEqual([]);
    }
  });

  it('a section that is not a mapping is refused as Heat refuses it', () => {
    const bag = new DiagnosticBag();
    expect(createStack({ environment: 'parameters:\n  - x\n' }, { identity }, bag)).toBeUndefined();
    expect(bag.items.map((d) => [d.code, d.data?.heatClass])).toEqual([['OVC6100', 'AttributeError']]);
  });
});

describe('PUT', () => {
  it('replaces everything: nothing of the stored stack survives', () => {
    const first = create({ files: { a: 'parameters:\n  x: a\n' }, environment_files: ['a'], parameters: { y: 'p' } });
    for (const heatCompat of [false, true]) {
      const bag = new DiagnosticBag();
      const out = updateStack(first.record, { files: { b: 'parameter_defaults:\n  z: b\n' }, environment_files: ['b'] }, { heatCompat }, bag)!;
      expect(out.parameters).toEqual({ z: 'b' });
      expect(out.record).toMatchObject({ files: { b: 'parameter_defaults:\n  z: b\n' }, environment_files: ['b'], parameters: {} });
      expect(bag.items).toEqual([]);
    }
  });

  it('a file only in the stored stack is KeyError on PUT', () => {
    const first = create({ files: { a: 'parameters:\n  x: a\n' }, environment_files: ['a'] });
    const bag = new DiagnosticBag();
    expect(updateStack(first.record, { environment_files: ['a'] }, { heatCompat: true }, bag)).toBeUndefined();
    expect(codes(bag)).toEqual(['OVC6101']);
  });
});

describe('PATCH', () => {
  const first = () =>
    create({
      files: { a: 'parameters:\n  x: a1\n  y: a1\nparameter_defaults:\n  d: a1\n' },
      environment_files: ['a'],
      parameters: { p: 'explicit' },
    }).record;

  it('seed: appends the new files, keeps the stored explicit values, recomputes from the current files', () => {
    const bag = new DiagnosticBag();
    const out = updateStack(first(), { existing: true, files: { b: 'parameters:\n  y: b\n' }, environment_files: ['b'], parameters: { q: 'new' } }, {}, bag)!;
    expect(out.record.environment_files).toEqual(['a', 'b']);
    expect(Object.keys(out.record.files)).toEqual(['a', 'b']);
    expect(out.record.parameters).toEqual({ p: 'explicit', q: 'new' });
    expect(out.parameters).toEqual({ d: 'a1', p: 'explicit', q: 'new', x: 'a1', y: 'b' });
    expect(bag.items).toEqual([]);
  });

  it('seed: new content for a stored file counts on the next recompute; Heat 19 ignores it unless the file is named', () => {
    const bag = new DiagnosticBag();
    const request: HeatRequest = { existing: true, files: { a: 'parameters:\n  x: a2\n' } };
    const out = updateStack(first(), request, {}, bag)!;
    expect(out.parameters.x).toBe('a2');
    expect(out.parameters.y).toBeUndefined();
    expect(bag.items.map((d) => d.message)).toEqual([
      `parameters.d: overcat's default mode gives no value; Heat 19 gives "a1"`,
      `parameters.x: overcat's default mode gives "a2"; Heat 19 gives "a1"`,
      `parameters.y: overcat's default mode gives no value; Heat 19 gives "a1"`,
    ]);
    const compat = updateStack(first(), request, { heatCompat: true }, new DiagnosticBag())!;
    expect(compat.parameters).toMatchObject({ x: 'a1', y: 'a1' });
  });

  it('--heat-compat: only the newly named files are merged over the stored merged environment', () => {
    const previous = create({ files: { a: 'parameter_merge_strategies:\n  l: merge\nparameters:\n  l: [a]\n' }, environment_files: ['a'] }).record;
    const request: HeatRequest = { existing: true, files: { b: 'parameters:\n  l: [b]\n' }, environment_files: ['b'] };
    const bag = new DiagnosticBag();
    const compat = updateStack(previous, request, { heatCompat: true }, bag)!;
    // Environment.load is a plain update: b's list replaces the stored one, a's strategy is gone.
    expect(compat.parameters.l).toEqual(['b']);
    // The seeds recompute a then b: a's merge strategy is inherited and the lists are joined.
    const seed = updateStack(previous, request, {}, new DiagnosticBag())!;
    expect(seed.parameters.l).toEqual(['a', 'b']);
    expect(bag.items.map((d) => d.message)).toEqual([`parameters.l: overcat's default mode gives ["a","b"]; Heat 19 gives ["b"]`]);
  });

  it('does not append a file already in the list', () => {
    const out = updateStack(first(), { existing: true, files: { a: 'parameters:\n  x: a1\n' }, environment_files: ['a'] }, {}, new DiagnosticBag())!;
    expect(out.record.environment_files).toEqual(['a']);
  });

  it('clear_parameters: the seeds remove stored explicit values only; Heat 19 also file values', () => {
    const request: HeatRequest = { existing: true, clear_parameters: ['p', 'x'] };
    const bag = new DiagnosticBag();
    const seed = updateStack(first(), request, {}, bag)!;
    expect(seed.record.parameters).toEqual({});
    expect(seed.parameters).toEqual({ d: 'a1', x: 'a1', y: 'a1' });
    expect(bag.items.map((d) => d.message)).toEqual([`parameters.x: overcat's default mode gives "a1"; Heat 19 gives no value`]);
    const compat = updateStack(first(), request, { heatCompat: true }, new DiagnosticBag())!;
    expect(compat.parameters).toEqual({ d: 'a1', y: 'a1' });
    expect(compat.environment.parameters).toEqual({ y: 'a1' });
  });

  it('clear_parameters leaves parameter_defaults alone, and a value given again wins', () => {
    for (const heatCompat of [false, true]) {
      const out = updateStack(first(), { existing: true, clear_parameters: ['d', 'p'], parameters: { p: 'again' } }, { heatCompat }, new DiagnosticBag())!;
      expect(out.parameters).toMatchObject({ d: 'a1', p: 'again' });
    }
  });

  it('a file named only in the stored files may be named again (request files overlay stored ones)', () => {
    const out = updateStack(first(), { existing: true, environment_files: ['a'], parameters: {} }, { heatCompat: true }, new DiagnosticBag());
    expect(out?.parameters.x).toBe('a1');
  });

  it('the registry is loaded entry by entry and event sinks are appended', () => {
    const previous = create({ files: { a: 'resource_registry:\n  A::B: a.yaml\n  resources:\n    r1: {X::Y: x.yaml}\nevent_sinks: [{type: zaqar-queue, target: q1}]\n' }, environment_files: ['a'] }).record;
    const out = updateStack(previous, { existing: true, files: { b: 'resource_registry:\n  C::D: c.yaml\n  resources:\n    r2: {X::Y: y.yaml}\nevent_sinks: [{type: zaqar-queue, target: q2}]\n' }, environment_files: ['b'] }, { heatCompat: true }, new DiagnosticBag())!;
    expect(out.environment.resource_registry).toEqual({ 'A::B': 'a.yaml', 'C::D': 'c.yaml', resources: { r1: { 'X::Y': 'x.yaml' }, r2: { 'X::Y': 'y.yaml' } } });
    expect(out.environment.event_sinks).toEqual([
      { type: 'zaqar-queue', target: 'q1' },
      { type: 'zaqar-queue', target: 'q2' },
    ]);
  });
});

describe('one mode failing', () => {
  it('seed accepts what Heat 19 rejects: a warning with Heat’s class', () => {
    // -P gives a string; with merge Heat 19 extends it with the file's list and fails.
    const request: HeatRequest = { files: { a: 'parameter_merge_strategies:\n  l: merge\nparameters:\n  l: [x]\n' }, environment_files: ['a'], parameters: { l: 'p' } };
    const bag = new DiagnosticBag();
    const out = create(request, false, bag);
    expect(out.record.heat).toBeNull();
    expect(bag.items.map((d) => d.message)).toEqual(["Heat 19 would reject this request: AttributeError: 'str' object has no attribute 'extend'"]);
    const compat = new DiagnosticBag();
    expect(createStack(request, { heatCompat: true, identity }, compat)).toBeUndefined();
    expect(compat.items.map((d) => d.data?.heatClass)).toEqual(['AttributeError']);
  });

  it('a --heat-compat PATCH of a stack Heat 19 never accepted is refused', () => {
    const request: HeatRequest = { files: { a: 'parameter_merge_strategies:\n  l: merge\nparameters:\n  l: [x]\n' }, environment_files: ['a'], parameters: { l: 'p' } };
    const previous = create(request).record;
    const bag = new DiagnosticBag();
    expect(updateStack(previous, { existing: true }, { heatCompat: true }, bag)).toBeUndefined();
    expect(codes(bag)).toEqual(['OVC6108']);
  });
});

describe('immutable parameters', () => {
  const template = `heat_template_version: 2018-08-31
parameters:
  n: {type: number, immutable: true}
  s: {type: string, immutable: true, default: a}
  free: {type: string, default: f}
`;
  const first = (parameters: Record<string, unknown>) => create({ template, parameters }).record;

  it('typed values: the seeds accept a number re-sent as a string, Heat 19 rejects it (and each mode warns about the other)', () => {
    const seed = new DiagnosticBag();
    expect(updateStack(first({ n: '3' }), { existing: true, parameters: { n: '3' } }, {}, seed)!.parameters).toEqual({ free: 'f', n: 3, s: 'a' });
    expect(seed.items.map((d) => [d.code, d.message])).toEqual([['OVC6112', 'Heat 19 rejects this update for n: it compares the raw new value with the typed old one (n: old 3, new "3")']]);
    const heat = new DiagnosticBag();
    expect(updateStack(first({ n: '3' }), { existing: true, parameters: { n: '3' } }, { heatCompat: true }, heat)).toBeUndefined();
    expect(heat.items.map((d) => [d.code, d.severity, d.data?.heatClass])).toEqual([
      ['OVC6112', 'warning', undefined],
      ['OVC6102', 'error', 'ImmutableParameterModified'],
    ]);
  });

  it('a PATCH that does not mention the parameter fails in Heat 19 when it was set as text', () => {
    const heat = new DiagnosticBag();
    expect(updateStack(first({ n: '3' }), { existing: true, parameters: { free: 'g' } }, { heatCompat: true }, heat)).toBeUndefined();
    expect(heat.items.at(-1)!.message).toBe('The following parameters are immutable and may not be updated: n');
    expect(updateStack(first({ n: '3' }), { existing: true, parameters: { free: 'g' } }, {}, new DiagnosticBag())!.parameters.free).toBe('g');
  });

  it('names every offending parameter, in both modes, and nothing is returned to store', () => {
    for (const heatCompat of [false, true]) {
      const bag = new DiagnosticBag();
      expect(updateStack(first({ n: 3 }), { template, parameters: { n: 4, s: 'b' } }, { heatCompat }, bag)).toBeUndefined();
      expect(bag.items.map((d) => [d.code, d.message, d.data?.parameters])).toEqual([['OVC6102', 'The following parameters are immutable and may not be updated: n, s', ['n', 's']]]);
    }
  });

  it('the same typed value passes in both modes', () => {
    for (const heatCompat of [false, true]) {
      const bag = new DiagnosticBag();
      expect(updateStack(first({ n: 3 }), { existing: true, parameters: { n: 3, s: 'a' } }, { heatCompat }, bag)).toBeDefined();
      expect(bag.items).toEqual([]);
    }
  });
});
