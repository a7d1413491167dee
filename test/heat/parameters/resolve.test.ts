// resolveParameters and the pieces under it (pure functions): coercions, precedence, pseudo
// parameters, unknown and missing parameters, and the Python text rules the messages are made of.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../../src/diagnostics/source.js';
import { UnreadableValue } from '../../../src/heat/parameters/coerce.js';
import { parameterTypes, resolveParameters, typedValue, unvalidatedParameters } from '../../../src/heat/parameters/resolve.js';
import { parameterSchemas } from '../../../src/heat/parameters/schema.js';
import { pyJsonDumps, pyRepr, strToNum } from '../../../src/heat/parameters/python.js';
import { stackParameters } from '../../../src/heat/stack/parameters.js';
import { loadHotTemplate } from '../../../src/heat/template/load.js';

const ID = { stackName: 'web', stackId: 'id-1', projectId: 'proj' };

function template(text: string) {
  const bag = new DiagnosticBag();
  const t = loadHotTemplate(new SourceFile('t.yaml', text), bag);
  if (!t) throw new Error(bag.items.map((d) => d.message).join('\n'));
  return t;
}

const T = template(`heat_template_version: 2021-04-16
parameters:
  s: {type: string, default: d}
  n: {type: number}
  l: {type: comma_delimited_list, default: "a, b"}
  j: {type: json, default: {k: 1}}
  b: {type: boolean, default: "yes"}
`);

describe('unvalidatedParameters (Parameter.value() before Stack.validate)', () => {
  it('types the values it can, constraints unchecked, and keeps why the others fail', () => {
    const t = template(`heat_template_version: 2021-04-16
parameters:
  n: {type: number, constraints: [{range: {max: 0}}]}
  bad: {type: number}
  none: {type: string}
  flag: {type: boolean}
  j: {type: json, default: "{bad"}
`);
    const values = unvalidatedParameters(parameterSchemas(t, new DiagnosticBag()), { parameters: { n: '5', bad: 'abc' } }, ID);
    expect(values.n).toBe(5);
    expect(values['OS::stack_name']).toBe('web');
    const why = (v: unknown) => (v instanceof UnreadableValue ? [v.heatClass, v.message] : v);
    expect(why(values.bad)).toEqual(['ValueError', "could not convert string to float: 'abc'"]);
    expect(why(values.none)).toEqual(['UserParameterMissing', 'The Parameter (none) was not provided.']);
    // BooleanParam.value() parses str(None) rather than saying the value is missing.
    expect(why(values.flag)).toEqual(['ValueError', expect.stringContaining("Unrecognized value 'None'")]);
    expect(why(values.j)).toEqual(['ValueError', expect.stringContaining('Value must be valid JSON')]);
  });
});

describe('resolveParameters', () => {
  it('types every value, pseudo parameters first', () => {
    const bag = new DiagnosticBag();
    const r = resolveParameters(T, { parameters: { n: '1_000' } }, ID, bag)!;
    expect(bag.items).toEqual([]);
    expect(r.values).toEqual({ 'OS::stack_id': 'id-1', 'OS::project_id': 'proj', 'OS::stack_name': 'web', s: 'd', n: 1000, l: ['a', ' b'], j: { k: 1 }, b: true });
    expect(Object.keys(r.values).slice(0, 3)).toEqual(['OS::stack_id', 'OS::project_id', 'OS::stack_name']);
    expect(r.schemas.get('OS::stack_name')!.pseudo).toBe(true);
  });

  it('takes parameters over parameter_defaults over the default; a null counts as unset', () => {
    const bag = new DiagnosticBag();
    const r = resolveParameters(T, { parameters: { s: 'p', n: null }, parameter_defaults: { s: 'pd', n: 2, b: null } }, ID, bag)!;
    expect([r.values.s, r.values.n, r.values.b]).toEqual(['p', 2, true]);
  });

  it('reports missing and undeclared parameters and returns undefined', () => {
    const bag = new DiagnosticBag();
    expect(resolveParameters(T, { parameters: { nope: 1 }, parameter_defaults: { alsonope: 1 } }, ID, bag)).toBeUndefined();
    expect(bag.items.map((d) => d.message)).toEqual(['The Parameter (nope) was not defined in template.', 'The Parameter (n) was not provided.']);
  });

  it('leaves OS::stack_name out for a stack without a name', () => {
    const r = resolveParameters(T, { parameters: { n: 1 } }, { ...ID, stackName: '' }, new DiagnosticBag())!;
    expect(Object.hasOwn(r.values, 'OS::stack_name')).toBe(false);
  });

  it('gives mergeHeatRequest the template types', () => {
    expect([...parameterTypes(T)]).toEqual([
      ['s', 'string'],
      ['n', 'number'],
      ['l', 'comma_delimited_list'],
      ['j', 'json'],
      ['b', 'boolean'],
    ]);
  });
});

describe("the stack engine's parameter step", () => {
  it('types through the template and refuses malformed conditions, as a Heat create does', () => {
    const text = 'heat_template_version: 2016-10-14\nparameters:\n  n: {type: number, immutable: yes}\n';
    const ok = stackParameters(text, { parameters: { n: '2' } }, ID, new DiagnosticBag())!;
    expect([ok.values.n, ok.schemas!.get('n')!.immutable]).toEqual([2, true]);
    const bag = new DiagnosticBag();
    expect(stackParameters(`${text}conditions:\n  a: {or: [true]}\n`, { parameters: { n: '2' } }, ID, bag)).toBeUndefined();
    expect(bag.items.map((d) => d.message)).toEqual(['conditions.a.or: The minimum number of condition arguments to "or" is 2.']);
  });
});

describe('typedValue', () => {
  const schemas = parameterSchemas(T, new DiagnosticBag());
  const s = (name: string) => schemas.get(name)!;
  it.each([
    ['n', ' 7 ', 7],
    ['n', '3.50', 3.5],
    ['n', '-1e-2', -0.01],
    ['n', true, true],
    ['b', 'On', true],
    ['b', 0, false],
    ['s', 42, '42'],
    ['s', { k: 'v' }, "{'k': 'v'}"],
    ['s', ['p', 'q'], "['p', 'q']"],
    ['l', '', []],
    ['l', [true, 2, null], ['True', '2', 'None']],
    ['j', '', ''],
    ['j', '[1, {"a": null}]', [1, { a: null }]],
  ] as const)('%s %j → %j', (name, raw, want) => {
    expect(typedValue(s(name), raw)).toEqual(want);
  });

  it('raises where Heat raises', () => {
    expect(() => typedValue(s('n'), '0x10')).toThrow("could not convert string to float: '0x10'");
    expect(() => typedValue(s('b'), 'maybe')).toThrow("Unrecognized value 'maybe'");
  });
});

describe('Python text', () => {
  it('prints values as Python does', () => {
    expect(pyRepr({ a: [1, 'x', null, true, 0.5, 1e-5] })).toBe("{'a': [1, 'x', None, True, 0.5, 1e-05]}");
    expect(pyRepr("it's")).toBe('"it\'s"');
    expect(pyJsonDumps({ a: ['é', 1] })).toBe('{"a": ["\\u00e9", 1]}');
  });

  it('parses numbers as int() then float()', () => {
    expect(strToNum('1_000')).toBe(1000);
    expect(strToNum(' -inf ')).toBe(-Infinity);
    expect(() => strToNum('1__0')).toThrow('could not convert');
    expect(() => strToNum([1])).toThrow("not 'list'");
  });
});
