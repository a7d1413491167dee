import { describe, expect, it } from 'vitest';
import { DEFAULT, HashBuilder, INTEGER, PFloat, PHash, PRegexp, PSensitive } from '../../../src/puppet/values/index.js';

describe('PHash', () => {
  it('keeps insertion order, integer-like string keys included', () => {
    const h = PHash.from([['b', 1], ['2', 2], ['a', 3], ['1', 4]]);
    expect(h.keys()).toEqual(['b', '2', 'a', '1']);
  });

  it('replaces a duplicate key in its first place', () => {
    const h = PHash.from([['a', 1], ['b', 2], ['a', 3]]);
    expect([...h]).toEqual([['a', 3], ['b', 2]]);
  });

  it("keeps keys apart as Ruby's eql? does: '1', 1, 1.0 and [1] are four keys", () => {
    const h = PHash.from([['1', 'string'], [1, 'integer'], [new PFloat(1), 'float'], [[1], 'array']]);
    expect(h.size).toBe(4);
    expect(h.get(1)).toBe('integer');
    expect(h.get('1')).toBe('string');
    expect(h.get(new PFloat(1))).toBe('float');
    expect(h.get([1])).toBe('array');
    expect(h.get(['1'])).toBeUndefined();
  });

  it('finds composite keys by value and gives back the original key', () => {
    const key = PHash.from([['x', [1, null]]]);
    const h = PHash.from([[key, 'v'], [DEFAULT, 'd'], [INTEGER, 't'], [PRegexp.of('a'), 'r']]);
    expect(h.get(PHash.from([['x', [1, null]]]))).toBe('v');
    expect(h.get(DEFAULT)).toBe('d');
    expect(h.get(INTEGER)).toBe('t');
    expect(h.get(PRegexp.of('a'))).toBe('r');
    expect(h.keys()[0]).toBe(key);
  });

  it('takes hash keys equal whatever their order, as Ruby does', () => {
    const h = PHash.from([[PHash.from([['a', 1], ['b', 2]]), 'x']]);
    expect(h.get(PHash.from([['b', 2], ['a', 1]]))).toBe('x');
  });

  it('does not confuse a string starting with NUL with a composite key', () => {
    const h = PHash.from([['\0[i1]', 'string'], [[1], 'array']]);
    expect(h.size).toBe(2);
    expect(h.get('\0[i1]')).toBe('string');
    expect(h.get([1])).toBe('array');
    expect(h.keys()).toEqual(['\0[i1]', [1]]);
  });

  it('tells undef (a present null) from a missing key', () => {
    const h = PHash.from([['a', null]]);
    expect(h.get('a')).toBeNull();
    expect(h.has('a')).toBe(true);
    expect(h.get('b')).toBeUndefined();
  });

  it('compares Sensitive keys by their values', () => {
    const h = PHash.from([[new PSensitive('x'), 1], [new PSensitive('x'), 2], [new PSensitive('y'), 3]]);
    expect(h.size).toBe(2);
    expect(h.get(new PSensitive('x'))).toBe(2);
  });

  it('never changes a built hash', () => {
    const h = PHash.from([['a', 1]]);
    const b = h.toBuilder().set('b', 2).delete('a');
    const h2 = b.build();
    expect([...h]).toEqual([['a', 1]]);
    expect([...h2]).toEqual([['b', 2]]);
    const reused = b.set('c', 3).build();
    expect([...h2]).toEqual([['b', 2]]);
    expect([...reused]).toEqual([['c', 3]]);
    expect(new HashBuilder().build().size).toBe(0);
  });
});
