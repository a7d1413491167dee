import { describe, expect, it } from 'vitest';
import { deepMerge, mergeFound, mergeHiera, MergeTypeError, parseMergeSpec, type HieraMergeSpec } from '../../src/merge/hiera-strategies.js';
import type { Layer } from '../../src/merge/layer.js';

// Values are given highest priority first, as Hiera finds them.
const layers = (...values: unknown[]): Layer[] => values.map((value, i) => ({ name: `level${i}`, value }));
const merge = (spec: HieraMergeSpec, ...values: unknown[]) => mergeHiera(layers(...values), spec).value;

describe('Hiera merge strategies', () => {
  it('first returns the highest-priority value untouched', () => {
    expect(merge({ strategy: 'first' }, [1, 1], [2])).toEqual([1, 1]);
  });

  it('unique flattens, keeps the higher level first and drops duplicates', () => {
    expect(merge({ strategy: 'unique' }, ['b', ['a', 'b']], 'c', ['a'])).toEqual(['b', 'a', 'c']);
    expect(merge({ strategy: 'unique' }, ['x', 'x'])).toEqual(['x']);
    // Puppet checks the values it merges after converting the first one to an array.
    expect(merge({ strategy: 'unique' }, { a: 1 }, [1])).toEqual([{ a: 1 }, 1]);
    expect(() => merge({ strategy: 'unique' }, [1], { a: 1 })).toThrow(MergeTypeError);
    expect(() => merge({ strategy: 'unique' }, [1], null)).toThrow(MergeTypeError);
  });

  it('converts the one value found among several places, and takes the one of a single place as it is', () => {
    expect(mergeFound([['a', ['a', 'b']]], 2, { strategy: 'unique' })).toEqual(['a', 'a', 'b']);
    expect(mergeFound([['a', ['a', 'b']]], 1, { strategy: 'unique' })).toEqual(['a', ['a', 'b']]);
    expect(mergeFound(['x'], 3, { strategy: 'unique' })).toEqual(['x']);
    expect(mergeFound(['x'], 3, { strategy: 'hash' })).toBe('x');
  });

  it('sorts merged arrays as Ruby does, failing on values it cannot compare', () => {
    expect(deepMerge(['b', 'B'], ['a'], { sort_merged_arrays: true })).toEqual(['B', 'a', 'b']);
    expect(() => deepMerge(['b'], [2.5], { sort_merged_arrays: true })).toThrow(MergeTypeError);
    expect(() => deepMerge([true], [false], { sort_merged_arrays: true })).toThrow(MergeTypeError);
  });

  it("hash keeps the lower level's key order and the higher level's values", () => {
    const v = merge({ strategy: 'hash' }, { b: 'high', c: 3 }, { a: 1, b: 'low' });
    expect(v).toEqual({ a: 1, b: 'high', c: 3 });
    expect(Object.keys(v as object)).toEqual(['a', 'b', 'c']);
    expect(() => merge({ strategy: 'hash' }, 'x', { a: 1 })).toThrow(MergeTypeError);
  });

  it('deep merges recursively, arrays as lower | higher', () => {
    expect(merge({ strategy: 'deep' }, { a: { x: [2, 3] }, b: 1 }, { a: { x: [1, 2], y: true } })).toEqual({ a: { x: [1, 2, 3], y: true }, b: 1 });
  });

  it('deep treats false and nil in the lower level as absent', () => {
    expect(merge({ strategy: 'deep' }, { f: { a: 1 } }, { f: false })).toEqual({ f: { a: 1 } });
  });

  it('knockout removes elements, empties arrays with a lone prefix, blanks knocked-out scalars', () => {
    const ko = { knockout_prefix: '--' };
    expect(deepMerge(['--a', 'c'], ['a', 'b'], ko)).toEqual(['b', 'c']);
    expect(deepMerge(['--', 'z'], ['a', 'b'], ko)).toEqual(['z']);
    expect(deepMerge('--gone', 'value', ko)).toBe('');
  });

  it('sort_merged_arrays and merge_hash_arrays', () => {
    expect(deepMerge(['b'], ['c', 'a'], { sort_merged_arrays: true })).toEqual(['a', 'b', 'c']);
    expect(deepMerge([{ v: 2 }, { n: 'new' }], [{ k: 'a', v: 1 }], { merge_hash_arrays: true })).toEqual([{ k: 'a', v: 2 }, { n: 'new' }]);
  });

  it('records, per merged leaf, every level that contributed, lowest priority first', () => {
    const out = mergeHiera(layers({ a: { x: 2 } }, { a: { x: 1, y: 1 } }), { strategy: 'deep' });
    expect(out.provenance.get('.a.x')!.map((c) => [c.layer, c.value])).toEqual([
      ['level1', 1],
      ['level0', 2],
    ]);
    expect(out.provenance.get('.a.y')!.map((c) => c.layer)).toEqual(['level1']);
  });

  it('parses merge specs as Puppet accepts them', () => {
    expect(parseMergeSpec('unique')).toEqual({ strategy: 'unique' });
    expect(parseMergeSpec({ strategy: 'deep', knockout_prefix: '--' })).toEqual({ strategy: 'deep', knockout_prefix: '--' });
    expect(parseMergeSpec('unconstrained_deep')).toEqual({ strategy: 'deep' });
    expect(parseMergeSpec('deeep')).toMatch(/Unknown merge strategy/);
    expect(parseMergeSpec({ strategy: 'hash', knockout_prefix: '--' })).toMatch(/do not accept/);
  });
});
