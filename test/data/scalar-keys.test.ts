// Mapping keys Ruby holds as numbers (YAML's plain `1:`): the loaders record them, the copies,
// interpolation and merges carry them, and Puppet hashes are keyed by them (Puppet's own answers
// are the compile conformance cases hiera-scalar-keys and hiera-scalar-keys-hash-merge).
import { describe, expect, it } from 'vitest';
import { copyHash, mapDataValues } from '../../src/data/key-order.js';
import { hasScalarKeys, scalarKey } from '../../src/data/scalar-keys.js';
import { deepClone } from '../../src/data/value.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { interpolateValue } from '../../src/hiera/interpolate.js';
import { mergeHiera, MergeTypeError } from '../../src/merge/hiera-strategies.js';
import { fromData, PFloat, PHash } from '../../src/puppet/values/index.js';
import { loadYaml, type YamlLoadOptions } from '../../src/yaml/load.js';

const load = (text: string, options: YamlLoadOptions = {}): Record<string, unknown> => {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('t.yaml', text), bag, options);
  expect(bag.items).toEqual([]);
  return doc!.value as Record<string, unknown>;
};

/** The keys of a Puppet hash made from `v`, as the values Puppet keys it by. */
const puppetKeys = (v: unknown): unknown[] => [...(fromData(v) as PHash)].map(([k]) => k);

describe('mapping keys that are no strings', () => {
  it('are recorded by the YAML readers, block (subset and js-yaml) and flow alike; quoted ones stay strings', () => {
    const text = "ns:\n  1: a\n  0x10: b\n  -3: c\n  '4': d\n  name: e\n";
    for (const options of [{}, { subset: false }]) {
      const ns = load(text, options).ns as Record<string, unknown>;
      expect([scalarKey(ns, '1'), scalarKey(ns, '16'), scalarKey(ns, '-3'), scalarKey(ns, '4'), scalarKey(ns, 'name')]).toEqual([1, 16, -3, undefined, undefined]);
      expect(puppetKeys(ns)).toEqual([1, 16, -3, '4', 'name']);
    }
    expect(puppetKeys(load('f: {1: x, b: y}\n').f)).toEqual([1, 'b']);
    expect(hasScalarKeys(load("q: {'1': x}\n").q as object)).toBe(false);
    // Exact numbers (an integral Float, an Integer beyond 2^53) are keyed by their text, and by themselves to Puppet.
    const exact = load('v: {2.0: a, 12345678901234567890: b}\n').v as Record<string, unknown>;
    expect(Object.keys(exact)).toEqual(['2.0', '12345678901234567890']);
    expect(puppetKeys(exact)).toEqual([new PFloat(2), 12345678901234567890n]);
  });

  it('survive copies, interpolation and deep merges', () => {
    const ns = load("ns:\n  1: one\n  h: '%{facts.a}'\n  n: {2: two}\n").ns as Record<string, unknown>;
    for (const copy of [copyHash(ns), deepClone(ns), mapDataValues(ns, (x) => x)]) expect(puppetKeys(copy)).toEqual([1, 'h', 'n']);
    const interpolated = interpolateValue(ns, { variables: { facts: { a: 'x' } } }) as Record<string, unknown>;
    expect(puppetKeys(interpolated)).toEqual([1, 'h', 'n']);
    expect(puppetKeys(interpolated.n)).toEqual([2]);
    const higher = load('p: {1: node, 2: node}\n').p;
    const lower = load('p: {1: common, 3: common}\n').p;
    const merged = mergeHiera([{ name: 'node', value: higher }, { name: 'common', value: lower }], { strategy: 'deep' }, false).value;
    expect(puppetKeys(merged)).toEqual([1, 3, 2]);
  });

  it('fail a hash merge, which takes Hash[String, Data] (at any depth), as Puppet fails it', () => {
    const layer = (name: string, text: string) => ({ name, value: load(text).p });
    expect(() => mergeHiera([layer('a', 'p: {1: x}\n'), layer('b', 'p: {b: y}\n')], { strategy: 'hash' }, false)).toThrow(MergeTypeError);
    expect(() => mergeHiera([layer('a', 'p: {a: {1: x}}\n'), layer('b', 'p: {b: y}\n')], { strategy: 'hash' }, false)).toThrow(MergeTypeError);
    expect(mergeHiera([layer('a', "p: {'1': x}\n"), layer('b', 'p: {b: y}\n')], { strategy: 'hash' }, false).value).toEqual({ 1: 'x', b: 'y' });
  });
});
