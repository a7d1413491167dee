// Fuel's deployment functions in YAQL conditions: what they decide with and without a previous
// deployment, that Heat's yaql does not have them, and which node data a condition reads.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { decideCondition, type NodeData } from '../../src/tasks/condition.js';
import { readTasksDocument } from '../../src/tasks/task.js';
import { loadYaml } from '../../src/yaml/load.js';
import { evaluateYaql, YaqlError } from '../../src/yaql/evaluate.js';

const data = (values: Record<string, unknown>): NodeData => (key) => (Object.hasOwn(values, key) ? { found: true, value: values[key] } : { found: false, value: undefined });

function condition(expression: string, current: Record<string, unknown>, previous?: Record<string, unknown>) {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('tasks.yaml', `- id: t\n  type: puppet\n  condition: {yaql_exp: ${JSON.stringify(expression)}}\n  parameters: {puppet_manifest: t.pp}\n`), bag)!;
  const [task] = readTasksDocument(doc, 0, bag);
  const outcome = decideCondition(task!, data(current), previous ? { previous: data(previous) } : {}, bag);
  return { run: outcome?.run, codes: bag.items.map((d) => d.code) };
}

describe('task conditions', () => {
  it('changed() is true on a first deployment, and compares with the previous one when given', () => {
    expect(condition('changed($.ntp)', { ntp: ['a'] }).run).toBe(true);
    expect(condition('changed($.ntp)', { ntp: ['a'] }, { ntp: ['a'] }).run).toBe(false);
    expect(condition('changed($.ntp)', { ntp: ['a'] }, { ntp: ['b'] }).run).toBe(true);
    // A key the previous deployment did not have changed.
    expect(condition('changed($.ntp)', { ntp: ['a'] }, {}).run).toBe(true);
  });

  it('changedAny / changedAll over several expressions', () => {
    const now = { a: 1, b: 2 };
    expect(condition('changedAny($.a, $.b)', now, { a: 1, b: 3 }).run).toBe(true);
    expect(condition('changedAll($.a, $.b)', now, { a: 1, b: 3 }).run).toBe(false);
    expect(condition('changedAll($.a, $.b)', now, { a: 0, b: 3 }).run).toBe(true);
  });

  it('new(), old(), added(), deleted()', () => {
    const previous = { nodes: { n1: 1, n2: 2 }, roles: ['a', 'b'] };
    const current = { nodes: { n2: 2, n3: 3 }, roles: ['b', 'c'] };
    const run = (e: string) => evaluateYaql(e, current, { previous });
    expect(run('new($.roles)')).toEqual(['b', 'c']);
    expect(run('old($.roles)')).toEqual(['a', 'b']);
    expect(run('added($.nodes)')).toEqual({ n3: 3 });
    expect(run('deleted($.nodes)')).toEqual({ n1: 1 });
    expect(run('added($.roles)')).toEqual(['c']);
    expect(run('deleted($.roles)')).toEqual(['a']);
    // No previous deployment: everything was added, nothing deleted, old is null.
    expect(evaluateYaql('added($.roles)', current, {})).toEqual(['b', 'c']);
    expect(evaluateYaql('deleted($.roles)', current, {})).toEqual([]);
    expect(evaluateYaql('old($.roles)', current, {})).toBeNull();
  });

  it("Heat's yaql has no deployment functions", () => {
    expect(() => evaluateYaql('changed($.a)', { a: 1 })).toThrow(YaqlError);
  });

  it("reads the keys an expression names ($.key, $['key'], $.get('key')), absent keys absent", () => {
    expect(condition("$.get('public_ssl', false)", {}).run).toBe(false);
    expect(condition("$['role'] = 'compute'", { role: 'compute' }).run).toBe(true);
    expect(condition('$.missing.key', {})).toEqual({ run: false, codes: ['OVC3610'] });
  });
});
