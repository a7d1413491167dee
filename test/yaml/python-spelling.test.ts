// The `python` load: what PyYAML makes of integral floats and non-str keys, kept beside JS data.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { pyJsonDumps, pyRepr, pyStrItems } from '../../src/heat/parameters/python.js';
import { mergeHeatEnvironments } from '../../src/merge/heat-strategies.js';
import { loadYaml } from '../../src/yaml/load.js';
import { carryMember, keySpelling, pyFloatRepr, valueSpelling } from '../../src/yaml/python-spelling.js';

function load(text: string, warnings: string[] = []): unknown {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('t.yaml', text), bag, { python: true });
  expect(bag.items.map((d) => d.code)).toEqual(warnings);
  return doc!.value;
}

describe('loadYaml with python: true', () => {
  it('keeps the JS values (numbers, JSON-spelled keys) and the same YAML 1.1 reading', () => {
    const v = load('a: 2.0\nb: [1.0e+3, .5, 3, 1:30.0, 1e3, 0644]\non: x\nnull: y\n1: z\nd: 2016-10-14\n');
    expect(JSON.stringify(v)).toBe('{"1":"z","a":2,"b":[1000,0.5,3,90,"1e3",420],"true":"x","null":"y","d":"2016-10-14"}');
  });

  it('records integral floats on the list or mapping holding them, as Python repr() spells them', () => {
    const v = load('a: 2.0\nb: [1.0e+3, .5, 3, -0.0, 1.0e+16]\nc: 3\n') as { b: unknown[] };
    expect(valueSpelling(v, 'a')).toBe('2.0');
    expect(valueSpelling(v, 'c')).toBeUndefined();
    expect([0, 1, 2, 3, 4].map((i) => valueSpelling(v.b, i))).toEqual(['1000.0', undefined, undefined, '-0.0', '1e+16']);
    expect(pyStrItems(v.b)).toEqual(['1000.0', '0.5', '3', '-0.0', '1e+16']);
    expect(pyRepr(v)).toBe("{'a': 2.0, 'b': [1000.0, 0.5, 3, -0.0, 1e+16], 'c': 3}");
  });

  it("records non-str keys as Python's str() prints them; json.dumps spells them as JSON does", () => {
    const v = load('on: 1\nOff: 2\nnull: 3\n~: 4\n1: 5\n2.0: 6\n"yes": 7\n');
    expect(Object.keys(v as object)).toEqual(['1', 'true', 'false', 'null', '2.0', 'yes']);
    expect(['true', 'false', 'null', '1', '2.0', 'yes'].map((k) => keySpelling(v, k))).toEqual(['True', 'False', 'None', '1', '2.0', undefined]);
    expect(pyRepr(load('on: 1.0\n"off": 2\n'))).toBe("{True: 1.0, 'off': 2}");
    expect(pyJsonDumps(load('on: 1.0\nnull: 2\n'))).toBe('{"true": 1.0, "null": 2}');
  });

  it('lets a duplicate key replace the spelling with its value, and keeps floats through << and aliases', () => {
    const v = load('a: 2.0\na: 2\n', ['OVC1005']);
    expect(valueSpelling(v, 'a')).toBeUndefined();
    const m = load('base: &b {x: 1.0}\nuse: {<<: *b, y: 2}\nref: *b\nf: &f 4.0\ng: *f\n') as Record<string, unknown>;
    expect(valueSpelling(m.use, 'x')).toBe('1.0');
    expect(valueSpelling(m.ref, 'x')).toBe('1.0');
    expect(valueSpelling(m, 'g')).toBe('4.0');
    expect(load('2.0')).toBe(2);
  });

  it('records nothing without the option', () => {
    const bag = new DiagnosticBag();
    const v = loadYaml(new SourceFile('t.yaml', 'a: 2.0\non: 1\n'), bag)!.value;
    expect(valueSpelling(v, 'a')).toBeUndefined();
    expect(keySpelling(v, 'true')).toBeUndefined();
  });
});

describe('spellings through Heat merges', () => {
  it('follow a value that overwrites and leave with one that replaces it', () => {
    const one = { name: 'one', value: load('parameters: {a: 1.0, b: 2.0}\n') };
    const two = { name: 'two', value: load('parameters: {a: 3.0, b: 4}\n') };
    const env = mergeHeatEnvironments([one, two], new Map([['a', 'string'], ['b', 'string']])).environment;
    expect(pyRepr(env.parameters)).toBe("{'a': 3.0, 'b': 4}");
    // The files' own records are untouched.
    expect(pyRepr((one.value as Record<string, unknown>).parameters)).toBe("{'a': 1.0, 'b': 2.0}");
  });

  it('follow list items a merge joins', () => {
    const file = (t: string) => ({ name: t, value: load(`parameters: {l: ${t}}\nparameter_merge_strategies: {l: merge}\n`) });
    const env = mergeHeatEnvironments([file('[1.0]'), file('[2, 3.0]')], new Map([['l', 'comma_delimited_list']])).environment;
    expect(pyStrItems((env.parameters as { l: unknown[] }).l)).toEqual(['1.0', '2', '3.0']);
  });

  it('carryMember copies or clears one member', () => {
    const target: Record<string, unknown> = { a: 1 };
    carryMember(target, 'a', load('x: 1.0\n'), 'x', 'before');
    expect(valueSpelling(target, 'a')).toBe('1.0');
    target.a = 'text';
    carryMember(target, 'a', {}, 'x', 1);
    expect(valueSpelling(target, 'a')).toBeUndefined();
  });

  it('pyFloatRepr is repr() of a float', () => {
    expect([2, -0, 0.1, 1e16, 1.5e-5, 123456789012345.0, NaN, -Infinity].map(pyFloatRepr)).toEqual(['2.0', '-0.0', '0.1', '1e+16', '1.5e-05', '123456789012345.0', 'nan', '-inf']);
  });
});
