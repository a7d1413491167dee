import { describe, expect, it } from 'vitest';
import { PFloat, arithmetic, coerceNumeric, equals, int, jsonText, negate, toRichData } from '../../../src/puppet/values/index.js';

describe('Integer representation', () => {
  it('is a number while safe and a bigint beyond, never both', () => {
    expect(int(5n)).toBe(5);
    expect(int(9007199254740991n)).toBe(9007199254740991);
    expect(int(9007199254740992n)).toBe(9007199254740992n);
    expect(arithmetic('+', 9007199254740991, 1)).toBe(9007199254740992n);
    expect(arithmetic('-', 9007199254740992n, 1)).toBe(9007199254740991);
  });

  it('stays exact beyond 2^53', () => {
    expect(arithmetic('*', 3037000499, 3037000499)).toBe(9223372030926249001n);
    expect(arithmetic('+', 9007199254740993n, 2)).toBe(9007199254740995n);
    expect(jsonText(toRichData(9223372036854775807n))).toBe('9223372036854775807');
  });

  it('keeps a Float a Float, integral or not', () => {
    const r = arithmetic('/', 252, new PFloat(6));
    expect(r).toBeInstanceOf(PFloat);
    expect((r as PFloat).value).toBe(42);
    expect(jsonText(toRichData(r))).toBe('42.0');
    expect(equals(r, 42)).toBe(true);
  });

  it('reports each string read as a number', () => {
    const seen: string[] = [];
    expect(arithmetic('+', '0x10', '1.5', (before) => seen.push(before))).toEqual(new PFloat(17.5));
    expect(seen).toEqual(['0x10', '1.5']);
    expect(coerceNumeric(3)).toBe(3);
  });

  it('negates without making -0 an Integer', () => {
    expect(Object.is(negate(0), 0)).toBe(true);
    expect(negate(-9223372036854775807n)).toBe(9223372036854775807n);
  });
});
