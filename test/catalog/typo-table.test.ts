// TypoTable answers what a table of every one-character deletion of every title answered (the
// symmetric-deletion index it replaces), from hashes: held here to that table, made naively.
import { describe, expect, it } from 'vitest';
import { TypoTable } from '../../src/catalog/typo-table.js';

function withDeletions(s: string): string[] {
  const out = [s];
  for (let i = 0; i < s.length; i++) out.push(s.slice(0, i) + s.slice(i + 1));
  return out;
}

/** The strings sharing a deletion (or themselves) with the query: the string table, made naively. */
function naive(strings: string[], query: string): number[] {
  const keys = new Set(withDeletions(query));
  return strings.flatMap((s, i) => (withDeletions(s).some((k) => keys.has(k)) ? [i] : []));
}

/** A deterministic generator of strings over a small alphabet, so that many are near each other. */
function words(count: number, seed: number, alphabet = 'abc-é1'): string[] {
  let s = seed;
  const next = (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
  return Array.from({ length: count }, () => Array.from({ length: next(7) }, () => alphabet[next(alphabet.length)]).join(''));
}

describe('TypoTable', () => {
  // First in the file: the query hashes live in a buffer grown for longer queries, and this asks
  // ever longer ones from a fresh module (a short buffer would lose the deletions at its end).
  it('finds a substitution at the end of queries of every length up to the longest compared', () => {
    for (let n = 1; n <= 300; n++) {
      const s = 'ab'.repeat(n).slice(0, n);
      const table = new TypoTable(['y'.repeat(400), s]);
      expect([...table.sharingDeletion(`${s.slice(0, -1)}z`)], String(n)).toEqual([1]);
    }
  });

  it('finds exactly the strings the deletion table finds, on thousands of near strings and queries', () => {
    const strings = words(3000, 7);
    const table = new TypoTable(strings);
    for (const query of [...words(400, 11), '', 'abc', 'package-1', 'ééé']) {
      expect([...table.sharingDeletion(query)].sort((a, b) => a - b), query).toEqual(naive(strings, query));
    }
  });

  it('leaves out strings longer than the longest compared, wherever they are', () => {
    const long = 'a'.repeat(300);
    const table = new TypoTable([long, 'abc', long, long, 'abd', long], 256);
    expect([...table.sharingDeletion('abc')].sort()).toEqual([1, 4]);
    expect([...table.sharingDeletion('abd')].sort()).toEqual([1, 4]);
    expect([...table.sharingDeletion(long)]).toEqual([]);
  });

  it('finds substitutions, insertions, deletions and swaps, and nothing two substitutions away', () => {
    const strings = ['package-30000', 'package-3000', 'package-300000', 'packgae-30000', 'package-31001', '/etc/gen/f1.conf', ''];
    const table = new TypoTable(strings);
    expect([...table.sharingDeletion('package-50000')].sort()).toEqual([0]);
    expect([...table.sharingDeletion('package-30000')].sort()).toEqual([0, 1, 2, 3]);
    expect([...table.sharingDeletion('pakcage-30000')].sort()).toEqual([0]);
    expect([...table.sharingDeletion('/etc/gen/f2.conf')].sort()).toEqual([5]);
    expect([...table.sharingDeletion('x')].sort()).toEqual([6]);
  });
});
