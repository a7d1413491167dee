// Finding the key written before a value in YAML text (merged data records only values' places).
import { describe, expect, it } from 'vitest';
import { SourceFile } from '../../src/diagnostics/source.js';
import { keyBeforeValue } from '../../src/yaml/key-before-value.js';

/** [text with the value marked by «», key, the key's text found (undefined: not that key)] */
const CASES: [string, string, string | undefined][] = [
  ['valu: «true»', 'valu', 'valu'],
  ['a:\n  valu:\n    «- x»', 'valu', 'valu'],
  ['{group: wheel, "ownr": «root»}', 'ownr', '"ownr"'],
  ["{'ownr' : «root»}", 'ownr', "'ownr'"],
  ['- «x»', 'x', undefined],
  ['other: «1»', 'valu', undefined],
  ['valu: [«1»]', 'valu', undefined],
];

describe('keyBeforeValue', () => {
  it.each(CASES)('%j, key %s', (marked, key, expected) => {
    const start = marked.indexOf('«');
    const text = marked.replace('«', '').replace('»', '');
    const source = new SourceFile('t.yaml', text);
    const found = keyBeforeValue({ source, start, end: start + 1 }, key);
    expect(found ? text.slice(found.start, found.end) : undefined).toBe(expected);
  });
});
