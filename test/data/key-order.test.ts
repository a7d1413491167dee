// Integer-like hash keys in insertion order, as Ruby keeps them: the recorded order itself, and the
// readers, merges, conversions and writers that carry it (Puppet's own answers are in the hiera
// and compile conformance suites: intkeys-*, hiera-integer-keys).
import { describe, expect, it } from 'vitest';
import { ExactNumber, parseJson, stringifyJson } from '../../src/data/exact-number.js';
import { assignHash, dataEntries, dataKeys, hasKeyOrder, isIndexKey, mapDataValues, orderedObject, putKey, spreadHash, updatedHash } from '../../src/data/key-order.js';
import { deepClone } from '../../src/data/value.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { convertTo } from '../../src/hiera/convert.js';
import { interpolateValue } from '../../src/hiera/interpolate.js';
import { mergeHiera, type HieraMergeSpec } from '../../src/merge/hiera-strategies.js';
import { fromData, PHash } from '../../src/puppet/values/index.js';
import { dumpYaml } from '../../src/yaml/dump.js';
import { loadYaml, type YamlLoadOptions } from '../../src/yaml/load.js';

const load = (text: string, options: YamlLoadOptions = {}): unknown => {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('t.yaml', text), bag, options);
  expect(bag.items).toEqual([]);
  return doc!.value;
};

/** Every hash's keys in their order, nested: what Ruby would list. */
function keyTree(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(keyTree);
  if (v === null || typeof v !== 'object' || v instanceof ExactNumber) return v;
  return dataEntries(v).map(([k, x]) => [k, keyTree(x)]);
}

describe('key order of data hashes', () => {
  it('is recorded only once an integer-like key is set, and lists keys as they were set', () => {
    const o: Record<string, unknown> = {};
    putKey(o, 'web', 1);
    expect(hasKeyOrder(o)).toBe(false);
    putKey(o, '8080', 2);
    putKey(o, 'ssh', 3);
    putKey(o, '443', 4);
    putKey(o, 'web', 5);
    expect(Object.keys(o)).toEqual(['443', '8080', 'web', 'ssh']);
    expect(dataKeys(o)).toEqual(['web', '8080', 'ssh', '443']);
    expect(dataEntries(o)[0]).toEqual(['web', 5]);
    // Changed behind putKey's back: deleted keys go, assigned ones come last, nothing twice.
    delete o.ssh;
    o.late = 6;
    delete o['8080'];
    putKey(o, '8080', 7);
    expect(dataKeys(o)).toEqual(['web', '443', '8080', 'late']);
    expect(JSON.stringify(o)).toBe('{"443":4,"8080":7,"web":5,"late":6}');
  });

  it('knows the keys a JS object lists first', () => {
    for (const k of ['0', '7', '443', '4294967294']) expect(isIndexKey(k)).toBe(true);
    for (const k of ['', '01', '-1', '1.5', '4294967295', '1e3', ' 1', 'a1']) expect(isIndexKey(k)).toBe(false);
  });

  it('survives deep copies and copies of merged objects', () => {
    const o = orderedObject([['b', orderedObject([['z', 1], ['9', 2]])], ['1', 'one']]);
    expect(keyTree(deepClone(o))).toEqual([['b', [['z', 1], ['9', 2]]], ['1', 'one']]);
  });
});

describe('readers keep the written order of integer-like keys', () => {
  const written = [['web', [['p', 1]]], ['8080', [['p', 2]]], ['ssh', [['p', 3]]], ['443', [['p', 4]]]];

  it('in block YAML (subset reader and js-yaml alike), flow mappings and << merges', () => {
    const text = "ports:\n  web: {p: 1}\n  '8080': {p: 2}\n  ssh: {p: 3}\n  \"443\": {p: 4}\n";
    expect(keyTree(load(text))).toEqual([['ports', written]]);
    expect(keyTree(load(text, { subset: false }))).toEqual([['ports', written]]);
    expect(keyTree(load(text, { python: true }))).toEqual([['ports', written]]);
    expect(keyTree(load("f: {b: 1, '20': x, a: 2}\n"))).toEqual([['f', [['b', 1], ['20', 'x'], ['a', 2]]]]);
    const merged = load("base: &b {x: 1, '4': four}\nm:\n  <<: *b\n  '0': zero\n  y: 2\n") as Record<string, unknown>;
    expect(keyTree(merged.m)).toEqual([['x', 1], ['4', 'four'], ['0', 'zero'], ['y', 2]]);
  });

  it('in JSON, read natively or with exact numbers, by loadYaml and parseJson', () => {
    const native = '{"ports": {"web": {"p": 1}, "8080": {"p": 2}, "ssh": {"p": 3}, "443": {"p": 4}}, "list": [{"k": "v", "0": "z"}]}';
    const tail = ['list', [[['k', 'v'], ['0', 'z']]]];
    for (const v of [load(native), parseJson(native)]) expect(keyTree(v)).toEqual([['ports', written], tail]);
    const exact = '{"b": 4.0, "7": 12345678901234567890, "a\\"": 1.5, "1": 2}';
    for (const v of [load(exact), parseJson(exact)]) {
      expect(dataKeys(v as object)).toEqual(['b', '7', 'a"', '1']);
      expect(stringifyJson(v)).toBe('{"b":4.0,"7":12345678901234567890,"a\\"":1.5,"1":2}');
    }
  });
});

describe('merges, interpolation and conversions keep it', () => {
  const merge = (strategy: HieraMergeSpec['strategy'], ...values: unknown[]) => mergeHiera(values.map((value, i) => ({ name: `l${i}`, value })), { strategy }).value;
  const higher = load("'30': {name: thirty}\n'10': {name: node}\nedge: {name: edge}\n");
  const lower = load("'10': {name: mgmt, mtu: 1500}\ncore: {name: core}\n'2': {name: two}\n");

  it("hash merges are Ruby's lower.merge(higher), deep merges add new keys last", () => {
    expect(dataKeys(merge('hash', higher, lower) as object)).toEqual(['10', 'core', '2', '30', 'edge']);
    const deep = merge('deep', higher, lower) as Record<string, unknown>;
    expect(dataKeys(deep)).toEqual(['10', 'core', '2', '30', 'edge']);
    expect(keyTree(deep['10'])).toEqual([['name', 'node'], ['mtu', 1500]]);
  });

  it('interpolated keys may become integer-like', () => {
    const value = interpolateValue(load("'%{facts.a}': first\nb: second\n'%{facts.rack}': rack\n"), { variables: { facts: { a: 'x', rack: '42' } } });
    expect(dataKeys(value as object)).toEqual(['x', 'b', '42']);
  });

  it('convert_to Hash builds the hash in the pairs order', () => {
    expect(dataKeys(convertTo([['z', 1], ['5', 2], ['a', 3]], 'Hash') as object)).toEqual(['z', '5', 'a']);
    expect(dataKeys(convertTo(['z', 1, '5', 2], 'Hash') as object)).toEqual(['z', '5']);
  });

  it('Puppet hashes and YAML output take the order', () => {
    const v = fromData(higher) as PHash;
    expect([...v].map(([k]) => k)).toEqual(['30', '10', 'edge']);
    expect(dumpYaml(higher)).toBe("'30':\n  name: thirty\n'10':\n  name: node\nedge:\n  name: edge\n");
  });
});

describe("Python's dict copies and updates (Heat's side) keep it", () => {
  const note = Symbol('a loader note');
  const ordered = (): Record<string, unknown> => Object.assign(orderedObject([['1', 'a'], ['x', 'b'], ['0', 'c']]), { [note]: 'kept' });

  it('update adds new keys after the old ones, in their order, and keeps a key updated in its place', () => {
    const a = ordered();
    expect(dataKeys(assignHash(a, orderedObject([['5', 'e'], ['1', 'g'], ['y', 'f']])))).toEqual(['1', 'x', '0', '5', 'y']);
    expect(a['1']).toBe('g');
    expect(dataKeys(updatedHash({ b: 1 }, orderedObject([['2', 'x']])))).toEqual(['b', '2']);
  });

  it("copies keep the order and, as a spread, the object's own enumerable symbols", () => {
    const copy = spreadHash(ordered());
    expect([dataKeys(copy), (copy as Record<symbol, unknown>)[note]]).toEqual([['1', 'x', '0'], 'kept']);
    expect(dataKeys(mapDataValues(ordered(), (v, k) => `${k}=${String(v)}`))).toEqual(['1', 'x', '0']);
  });

  it('maps without integer-like keys stay plain spreads and assigns', () => {
    const plain = { b: 1, a: 2 };
    expect([hasKeyOrder(spreadHash(plain)), hasKeyOrder(updatedHash(plain, { c: 3 })), hasKeyOrder(mapDataValues(plain, (v) => v))]).toEqual([false, false, false]);
    expect(Object.keys(updatedHash(plain, { c: 3, b: 4 }))).toEqual(['b', 'a', 'c']);
  });
});
