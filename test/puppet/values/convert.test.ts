import { describe, expect, it } from 'vitest';
import { ExactNumber } from '../../../src/data/exact-number.js';
import { PFloat, PHash, fromData, jsonText, logText, toRichData, type CatalogData } from '../../../src/puppet/values/index.js';

describe('fromData', () => {
  it('keeps the kind of an exact number (a Float written 4.0, an Integer past 2^53), not an empty hash', () => {
    expect(fromData([new ExactNumber('4.0', 'float'), new ExactNumber('12345678901234567890', 'integer')])).toEqual([new PFloat(4), 12345678901234567890n]);
  });

  it('reads loaded data: integers, floats, big integers, ordered hashes', () => {
    const v = fromData({ b: 1, '1': 2.5, a: [null, true, 'x'], big: 12345678901234567890n });
    expect(v).toBeInstanceOf(PHash);
    const h = v as PHash;
    // A JS literal lists integer-like keys first and records no other order (the loaders do: key-order.ts).
    expect(h.keys()).toEqual(['1', 'b', 'a', 'big']);
    expect(h.get('b')).toBe(1);
    expect(h.get('1')).toEqual(new PFloat(2.5));
    expect(h.get('a')).toEqual([null, true, 'x']);
    expect(h.get('big')).toBe(12345678901234567890n);
  });

  it('takes the loader’s word for integral floats', () => {
    expect(fromData(1, (n) => n === 1)).toEqual(new PFloat(1));
    expect(fromData(1)).toBe(1);
    expect(fromData(2 ** 60)).toEqual(new PFloat(2 ** 60));
  });
});

describe('jsonText', () => {
  it('writes pretty JSON in insertion order with exact numbers', () => {
    const v = PHash.from([['z', 1], ['1', [new PFloat(1), 9223372036854775807n]], ['e', PHash.EMPTY]]);
    expect(jsonText(toRichData(v), '  ')).toBe('{\n  "z": 1,\n  "1": [\n    1.0,\n    9223372036854775807\n  ],\n  "e": {}\n}');
  });

  it('keeps Floats, bigints and every key in place, whichever writer it takes', () => {
    const data = (key: string, text: string) => new Map<string, CatalogData>([['b', [new PFloat(2), 12345678901234567890n, 3, 1e308 * 10]], [key, text], ['a', new Map()]]);
    const compact = (key: string, text: string) => `{"b":[2.0,12345678901234567890,3,Infinity],${JSON.stringify(key)}:${JSON.stringify(text)},"a":{}}`;
    const pretty = (key: string, text: string) => `{\n  "b": [\n    2.0,\n    12345678901234567890,\n    3,\n    Infinity\n  ],\n  ${JSON.stringify(key)}: ${JSON.stringify(text)},\n  "a": {}\n}`;
    // Plain keys and strings, then what a JS object would reorder or lose, and strings holding NUL
    // or looking like the placeholders Floats travel as.
    for (const [key, text] of [['x', 'y'], ['7', 'y'], ['__proto__', 'y'], ['x', 'a\u0000b'], ['\u00000', '\\u00000'], ['x', '\u00001']] as const) {
      expect(jsonText(data(key, text))).toBe(compact(key, text));
      expect(jsonText(data(key, text), '  ')).toBe(pretty(key, text));
    }
  });
});

describe('logText', () => {
  it('joins arguments as notice does', () => {
    expect(logText(['x', 1, [2, null]])).toBe('x 1 [2, ]');
  });
});
