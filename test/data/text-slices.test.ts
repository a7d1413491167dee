// textSlices: a text a slice at a time, never split inside a surrogate pair.
import { describe, expect, it } from 'vitest';
import { textSlices } from '../../src/data/text-slices.js';

describe('textSlices', () => {
  it('gives the text back joined, each slice at most one unit over the size, none ending in half a pair', () => {
    const texts = ['', 'a', 'abcdef', '\ud83d\ude00'.repeat(9), `x${'\ud83d\ude00'.repeat(9)}`, 'é☃\ud83d\ude00z'.repeat(7)];
    for (const text of texts) {
      for (const size of [1, 2, 3, 4, 7, 64]) {
        const slices = [...textSlices(text, size)];
        expect(slices.join('')).toBe(text);
        for (const s of slices) {
          expect(s.length).toBeGreaterThan(0);
          expect(s.length).toBeLessThanOrEqual(size + 1);
          // Each slice alone encodes without a replacement character.
          expect(Buffer.from(s, 'utf8').toString('utf8')).toBe(s);
        }
      }
    }
  });
});
