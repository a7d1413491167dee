// stringifyJsonParts: the parts a file writer takes one at a time join to stringifyJson's text exactly.
import { describe, expect, it } from 'vitest';
import { ExactNumber, stringifyJson, stringifyJsonParts } from '../../src/data/exact-number.js';

const joined = (value: unknown) => [...stringifyJsonParts(value)].join('');

describe('stringifyJsonParts', () => {
  const resources = Array.from({ length: 5000 }, (_, i) => ({ type: 'File', title: `/etc/f${i}`, tags: ['file', `c${i % 7}`], parameters: i % 3 === 0 ? {} : { mode: '0644', line: i } }));
  const cases: Record<string, unknown> = {
    // More elements than one part holds: the batches' seams.
    catalog: { tags: ['settings'], name: 'n', version: 1, code_id: null, resources, edges: [], classes: ['main'], nested: { a: [1, { b: [] }], c: {} } },
    'exact numbers in a batch and a member': { resources: [...resources.slice(0, 3000), { p: new ExactNumber('4.0', 'float') }, ...resources.slice(0, 2100)], big: { n: new ExactNumber('12345678901234567890', 'integer') } },
    'a hole and undefined in an array': { list: [1, , undefined, () => 1, 'x'] }, // eslint-disable-line no-sparse-arrays
    'empty object': {},
    // Not streamed (a member JSON leaves out, a member with its own writer, not an object): one part, stringifyJson's.
    'an undefined member': { a: 1, b: undefined, c: [1] },
    'an exact number member': { a: new ExactNumber('4.0', 'float'), c: [1] },
    array: [1, [2, 3], { a: 'b' }],
    string: 'x',
    number: 4,
    null: null,
  };
  for (const [name, value] of Object.entries(cases)) {
    it(`joins to stringifyJson's text: ${name}`, () => {
      expect(joined(value)).toBe(stringifyJson(value, 2));
    });
  }

  it('writes a large array a batch at a time', () => {
    const parts = [...stringifyJsonParts({ resources })];
    expect(parts.length).toBeGreaterThan(3);
    expect(Math.max(...parts.map((p) => p.length))).toBeLessThan(stringifyJson(resources, 2).length / 2);
  });
});
