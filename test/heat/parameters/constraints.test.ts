// Constraint checks overcat does on its own (pure): the regex guard, the offline/online split of
// custom constraints, the injected clock of `expiration`, and cron/croniter agreement on edge cases.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../../src/diagnostics/source.js';
import { cronError } from '../../../src/heat/parameters/cron.js';
import { checkCustomConstraint } from '../../../src/heat/parameters/custom-constraints.js';
import { compilePattern } from '../../../src/heat/parameters/pattern.js';
import { resolveParameters } from '../../../src/heat/parameters/resolve.js';
import { loadHotTemplate } from '../../../src/heat/template/load.js';

const ID = { stackName: 's', stackId: 'i', projectId: 'p' };

function resolve(params: string, values: Record<string, unknown>, options = {}) {
  const bag = new DiagnosticBag();
  const t = loadHotTemplate(new SourceFile('t.yaml', `heat_template_version: 2021-04-16\nparameters:\n${params}`), bag)!;
  const r = resolveParameters(t, { parameters: values }, ID, bag, options);
  return { r, diagnostics: bag.items.map((d) => [d.code, d.message, d.location?.source.position(d.location.start).line]) };
}

describe('allowed_pattern guard', () => {
  it('runs a catastrophic pattern in linear time', () => {
    const p = compilePattern('(a+)+b');
    expect(p.ok).toBe(true);
    const start = Date.now();
    expect(p.ok && p.test('a'.repeat(100_000))).toBe(false);
    expect(Date.now() - start).toBeLessThan(2000);
  });

  it('keeps re.match semantics: the first match must reach the end', () => {
    const p = compilePattern('a|ab');
    expect(p.ok && [p.test('a'), p.test('ab')]).toEqual([true, false]);
    const flags = compilePattern('(?i)[a-z]+\\Z');
    expect(flags.ok && flags.test('ABC')).toBe(true);
  });

  it('does not run what needs backtracking, and says so', () => {
    const { r, diagnostics } = resolve('  s: {type: string, constraints: [{allowed_pattern: "(a)\\\\1"}]}\n', { s: 'zz' });
    expect(r!.values.s).toBe('zz');
    expect(diagnostics).toEqual([['OVC7107', expect.stringContaining("allowed_pattern \"(a)\\\\1\" is not checked: it needs a backtracking engine"), 3]]);
  });

  it('reports a pattern that does not compile', () => {
    const { r, diagnostics } = resolve('  s: {type: string, default: x, constraints: [{allowed_pattern: "[a-"}]}\n', {});
    expect(r).toBeUndefined();
    expect(diagnostics.map((d) => d[0])).toEqual(['OVC7108']);
  });
});

describe('custom constraints', () => {
  it('warns about the ones that need a cloud and checks the value otherwise', () => {
    const { r, diagnostics } = resolve('  f: {type: string, constraints: [{custom_constraint: nova.flavor}, {length: {max: 2}}]}\n', { f: 'abc' });
    expect(r).toBeUndefined();
    expect(diagnostics).toEqual([
      ['OVC7102', "Parameter 'f' is invalid: length (3) is out of range (min: None, max: 2)", 3],
      ['OVC7105', "Parameter 'f': custom constraint nova.flavor needs an OpenStack service and is not checked", 3],
    ]);
  });

  it('compares expiration with the clock it is given', () => {
    const clock = { now: () => new Date('2030-01-01T00:00:00Z') };
    expect(checkCustomConstraint('expiration', '2029-12-31T23:59:59Z', clock)).toBe("Error validating value '2029-12-31T23:59:59Z': Expiration 2029-12-31T23:59:59Z is invalid: Expiration time is out of date.");
    expect(checkCustomConstraint('expiration', '2030-01-01T00:00:01+00:00', clock)).toBeUndefined();
    expect(checkCustomConstraint('expiration', '2030-01-01T00:30:00+01:00', clock)).toContain('out of date');
  });

  it('knows names Heat registers from names it does not', () => {
    expect(checkCustomConstraint('neutron.network', 'net')).toBe('unknown');
    expect(checkCustomConstraint('neutron.netwrok', 'net')).toBe('"net" does not validate neutron.netwrok (constraint not found)');
  });
});

describe('cron expressions', () => {
  it.each([
    ['0 0 1 * *', undefined],
    ['0 12 * * sun-0', undefined],
    ['*/0 * * * *', 'invalid range: range() arg 3 must not be zero'],
    ['0 0 0 * *', '[0 0 0 * *] is not acceptable, out of range'],
    ['0 0 * * 1#6', "[0 0 * * 1#6] is not acceptable.  Invalid day_of_week value: '1#6'"],
    ['-1 * * * *', '[-1 * * * *] is not acceptable,negative numbers not allowed'],
  ])('%s', (expression, want) => {
    expect(cronError(expression)).toBe(want);
  });
});

describe('template loading', () => {
  it('reads JSON as JSON (1e3 is a number) with spans from the same text', () => {
    const bag = new DiagnosticBag();
    const t = loadHotTemplate(new SourceFile('t.json', '{"heat_template_version": "2021-04-16",\n "parameters": {"n": {"type": "numbr", "default": 1e3}}}'), bag)!;
    expect((t.data.parameters as Record<string, { default: unknown }>).n!.default).toBe(1000);
    resolveParameters(t, {}, ID, bag);
    expect(bag.items.map((d) => [d.message, d.location!.source.position(d.location!.start)])).toEqual([['Invalid type (numbr)', { line: 2, column: 31 }]]);
  });

  it('resolves release names to dates', () => {
    const t = loadHotTemplate(new SourceFile('t.yaml', 'heat_template_version: queens\n'), new DiagnosticBag())!;
    expect([t.version, t.versionText]).toEqual(['2018-03-02', 'queens']);
  });
});
