// Did-you-mean: a swap of neighbours is one edit, in the plain and the bit-parallel distance alike.
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearest, suggest } from '../../src/diagnostics/suggest.js';

/** The textbook optimal string alignment distance, unbounded: the reference for both implementations. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('did-you-mean', () => {
  it.each([
    ['mdoe', 'mode'],
    ['onwer', 'owner'],
    ['valeu', 'value'],
    ['EnableDebg', 'EnableDebug'],
  ])('counts %s -> %s as one edit', (typo, name) => {
    expect(editDistance(typo, name)).toBe(1);
    expect(nearest(typo, [name], [name.toLowerCase()])).toEqual([{ candidate: name, distance: 1 }]);
  });

  it('keeps a name four edits away out of a bound of three', () => {
    expect(editDistance('type_filter', 'titles_filter')).toBe(4);
    expect(nearest('type_filter', ['titles_filter'], ['titles_filter'])).toEqual([]);
  });

  it('suggests the transposed name first', () => {
    expect(suggest('mdoe', ['mode', 'node', 'ensure'])).toEqual(['mode']);
    expect(didYouMean('onwer', ['owner', 'group', 'mode'])).toBe("Did you mean 'owner'?");
  });

  it('agrees with the textbook distance on random strings (plain and bit-parallel, bounded and not)', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
    for (let k = 0; k < 6000; k++) {
      // Small alphabets make swaps and matches common; up to 20 characters, as names are.
      const alphabet = 'abcdefgh'.slice(0, 2 + rand(7));
      const word = () => Array.from({ length: rand(20) }, () => alphabet[rand(alphabet.length)]).join('');
      const [a, b] = [word(), word()];
      const expected = osa(a, b);
      expect(editDistance(a, b), `${a} ${b}`).toBe(expected);
      for (const limit of [1, 2, 3]) {
        expect(Math.min(editDistance(a, b, limit), limit + 1), `${a} ${b} ≤${limit}`).toBe(Math.min(expected, limit + 1));
        const found = a.length > 0 && a !== b ? nearest(a, [b], [b], limit) : [];
        expect(found, `${a} ${b} ≤${limit}`).toEqual(a.length > 0 && a !== b && editLimitOf(a, limit) >= expected ? [{ candidate: b, distance: expected }] : []);
      }
      if (a.length > 0 && a !== b) expect(nearest(a, [b], [b], 30), `${a} ${b}`).toEqual(editLimitOf(a, 30) >= expected ? [{ candidate: b, distance: expected }] : []);
    }
  });
});

/** nearest's own bound: a third of the name, at least 1, at most maxEdits. */
function editLimitOf(name: string, maxEdits: number): number {
  return Math.min(maxEdits, Math.max(1, Math.floor(name.length / 3)));
}
