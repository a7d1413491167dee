// The exact JSON reader and writer take V8's JSON.parse / JSON.stringify wherever that changes
// nothing: held here to the lossless parser and writer alone (lossless-json), on texts and values
// that do and do not need them, byte for byte and error for error.
import { parse as parseLossless, stringify as stringifyLossless } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { ExactNumber, numberFromText, parseJson, stringifyJson } from '../../src/data/exact-number.js';

const EXACT = [{ test: (v: unknown) => v instanceof ExactNumber, stringify: (v: unknown) => (v as ExactNumber).text }];
const losslessRead = (text: string) => parseLossless(text, null, numberFromText);
const losslessWrite = (v: unknown, indent?: number) => stringifyLossless(v, null, indent, EXACT) ?? 'null';

/** What a read gives, comparable: the value written losslessly with each number's kind, or the error. */
function outcome(read: (text: string) => unknown, text: string): string {
  try {
    const v = read(text);
    return `ok ${losslessWrite(v)} ${JSON.stringify(kinds(v))}`;
  } catch (e) {
    return `error ${(e as Error).message}`;
  }
}

function kinds(v: unknown): unknown {
  if (v instanceof ExactNumber) return `exact ${v.kind}`;
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : typeof v;
  if (Array.isArray(v)) return v.map(kinds);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, kinds(x)]));
  return typeof v;
}

const TEXTS = [
  '{"a":1,"b":[1,2,{"c":"d"}],"e":{}}',
  '{"timeout":4.0}',
  '{"big":12345678901234567890}',
  '{"safe":9007199254740991,"unsafe":9007199254740993}',
  '[1e3, 1.5e3, 1.25, -0, -0.0, 1E400, 0.1, 123456789012345678]',
  '{"s":"a \\" 4.0 : \\\\","n":2}',
  '{"k:4.0":"v:1.0"}',
  '{"a":1,"a":2}',
  '{"a":{"x":1,"y":2},"a":{"y":2,"x":1}}',
  '{"a":1,"a":1}',
  '{"__proto__":{"p":1},"b":2}',
  '{"2":"b","1":"a","z":0}',
  '{"a":1,}',
  '[1,]',
  '{"a":01}',
  '{"a":1} x',
  '"\\u00e9\\ud800"',
  '"tab\there"',
  '',
  '  7  ',
  'nul',
];

describe('parseJson', () => {
  it.each(TEXTS)('reads %j exactly as the lossless parser does (value, kinds, key order, error)', (text) => {
    expect(outcome(parseJson, text)).toBe(outcome(losslessRead, text));
  });

  it('keeps Integer vs Float apart in a large text read natively but for one number', () => {
    const resources = Array.from({ length: 2000 }, (_, i) => `{"title":"r${i}","line":${i},"p":{"ratio":0.5}}`);
    resources[1234] = '{"title":"x","p":{"timeout":4.0}}';
    const text = `{"resources":[${resources.join(',')}]}`;
    expect(outcome(parseJson, text)).toBe(outcome(losslessRead, text));
    expect(((parseJson(text) as { resources: { p: Record<string, unknown> }[] }).resources[1234]!.p['timeout'] as ExactNumber).text).toBe('4.0');
  });
});

describe('stringifyJson', () => {
  const four = new ExactNumber('4.0', 'float');
  const big = new ExactNumber('12345678901234567890', 'integer');
  const VALUES: [string, unknown][] = [
    ['plain data', { a: [1, 'x', null, true, { b: {} }], c: [], d: -0, e: NaN }],
    ['an exact number deep inside', { resources: [{ t: 'a', p: { n: 1 } }, { t: 'b', p: { n: four, list: [big, 2, [four]] } }, { t: 'c' }], edges: [] }],
    ['an exact number alone', four],
    ['undefined, functions and symbols', { a: undefined, b: () => 1, c: Symbol('s'), d: [undefined, () => 1, Symbol('t')], e: { f: four, g: undefined } }],
    ['a bigint', { a: 12n, b: [1n] }],
    ['dates and toJSON', { d: new Date(0), t: { toJSON: () => ({ x: four }) }, n: four }],
    ['a null-prototype object', Object.assign(Object.create(null) as object, { a: four, b: 'x' })],
    ['strings with line breaks', { 'k\ney': 'a\nb', n: [four, 'c\nd', { e: 'f\ng' }] }],
    ['nothing', undefined],
  ];
  for (const [name, value] of VALUES) {
    it.each([undefined, 0, 2, 4])(`writes ${name} as the lossless writer does (indent %s)`, (indent) => {
      expect(stringifyJson(value, indent)).toBe(losslessWrite(value, indent));
    });
  }
});
