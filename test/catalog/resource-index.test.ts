// ResourceIndex.typoCandidates held to its definition, made naively: the titles (as the type had
// them at its first question) whose lower-cased form shares a one-character deletion with the
// lower-cased title, other than the title itself and its neighbours in a numbered series, each
// once, with their optimal string alignment distance when it is within the title's edit limit
// (nearest's answer over those titles).
import { describe, expect, it } from 'vitest';
import { ResourceIndex, differsInDigitsOnly, shareDeletion } from '../../src/catalog/resource-index.js';
import type { ResourceJson } from '../../src/catalog/catalog-json.js';
import { sharedDeletionDistance } from '../../src/catalog/typo-table.js';
import { MAX_SUGGEST_LENGTH, best, editDistance, editLimit, type Scored } from '../../src/diagnostics/suggest.js';
import type { TypeLookup } from '../../src/puppet/modulepath/type-lookup.js';

const NO_TYPES: TypeLookup = { getType: () => undefined, isMetaparameter: () => false, typeNames: () => [] };

function withDeletions(s: string): string[] {
  const out = [s];
  for (let i = 0; i < s.length; i++) out.push(s.slice(0, i) + s.slice(i + 1));
  return out;
}

/** Every title's lower-cased deletions, made once per title (the naive answer asks for them per query). */
const deletionsOf = new Map<string, string[]>();

function naiveTypos(titles: readonly string[], title: string): Scored[] {
  if (title.length > MAX_SUGGEST_LENGTH) return [];
  const query = title.toLowerCase();
  const keys = new Set(withDeletions(query));
  const limit = editLimit(title, 2);
  const out: Scored[] = [];
  for (const candidate of new Set(titles)) {
    const lower = candidate.toLowerCase();
    if (candidate === title || lower.length > MAX_SUGGEST_LENGTH || differsInDigitsOnly(title, candidate)) continue;
    let deletions = deletionsOf.get(lower);
    if (!deletions) deletionsOf.set(lower, (deletions = withDeletions(lower)));
    if (!deletions.some((k) => keys.has(k))) continue;
    const distance = editDistance(lower, query);
    if (distance <= limit) out.push({ candidate, distance });
  }
  return out;
}

/** A deterministic generator: words over small alphabets (unicode and case included), so that many are near each other. */
function generator(seed: number) {
  let s = seed;
  const next = (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
  const word = (alphabet: string, maxLength: number) => {
    const chars = [...alphabet];
    return Array.from({ length: next(maxLength) }, () => chars[next(chars.length)]).join('');
  };
  /** A typo of `w`: a deletion, an insertion, a swap, a substitution, another case or a longer word. */
  const typo = (w: string) => {
    const i = next(w.length + 1);
    switch (next(6)) {
      case 0:
        return w.slice(0, i) + w.slice(i + 1);
      case 1:
        return `${w.slice(0, i)}x${w.slice(i)}`;
      case 2:
        return w.slice(0, i) + w.slice(i + 1, i + 2) + w.slice(i, i + 1) + w.slice(i + 2);
      case 3:
        return w.toUpperCase();
      case 4:
        return `${w.slice(0, i)}Z${w.slice(i + 1)}`;
      default:
        return w + w.slice(0, 2);
    }
  };
  return { next, word, typo };
}

/** Candidates come in no particular order: compared in byte order. */
const sorted = (scored: Scored[]) => [...scored].sort((x, y) => (x.candidate < y.candidate ? -1 : x.candidate > y.candidate ? 1 : 0));

describe('ResourceIndex.typoCandidates', () => {
  it('answers what the naive definition answers on generated titles: unicode, case, swaps, long titles, duplicates', () => {
    const { next, word, typo } = generator(17);
    const alphabets = ['ab', 'abc-', 'aAbB1', 'éÉaßİıσΣς', 'pkg-0123456789', 'xy\u{1F600}', 'a01', 'x-9'];
    let nonEmpty = 0;
    for (let round = 0; round < 60; round++) {
      const alphabet = alphabets[round % alphabets.length]!;
      const maxLength = [4, 8, 14, 40, 300][next(5)]!;
      const titles = Array.from({ length: 50 + next(300) }, () => word(alphabet, maxLength));
      for (let d = 0; d < 20; d++) titles.push(titles[next(titles.length)]!, typo(titles[next(titles.length)]!));
      if (round % 7 === 0) titles.push('a'.repeat(MAX_SUGGEST_LENGTH), 'a'.repeat(MAX_SUGGEST_LENGTH + 1), `${'b'.repeat(MAX_SUGGEST_LENGTH - 1)}İ`);
      // Two spellings of the type: one list, as Puppet's catalog finds them.
      const resources: ResourceJson[] = titles.map((title, i) => ({ type: i % 5 === 0 ? 'PACKAGE' : 'Package', title }) as ResourceJson);
      const index = new ResourceIndex({ resources } as never, NO_TYPES);
      const queries = [...Array.from({ length: 40 }, () => typo(titles[next(titles.length)]!)), word(alphabet, maxLength), '', 'a'.repeat(MAX_SUGGEST_LENGTH + 1)];
      for (const [q, query] of queries.entries()) {
        const got = index.typoCandidates('package', query);
        expect(sorted(got), JSON.stringify(query)).toEqual(sorted(naiveTypos(titles, query)));
        expect(best(got)).toEqual(best(naiveTypos(titles, query)));
        if (got.length > 0) nonEmpty++;
        // A title created after the type's first question is not among its candidates.
        if (q % 10 === 0) {
          resources.push({ type: 'package', title: typo(query) } as ResourceJson);
          index.add(resources.length - 1);
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(1000);
  });

  it('gives each candidate once, never the title itself nor its neighbours in a numbered series', () => {
    const resources = ['package-30000', 'Package-3000', 'package-3000', 'package-3000', 'package-30000x', 'packgae-30000', 'package-3001', 'package-300a'].map((title) => ({ type: 'Package', title }) as ResourceJson);
    const index = new ResourceIndex({ resources } as never, NO_TYPES);
    expect(sorted(index.typoCandidates('package', 'package-3000'))).toEqual([{ candidate: 'package-300a', distance: 1 }]);
    expect(sorted(index.typoCandidates('PACKAGE', 'package-30000'))).toEqual([
      { candidate: 'package-30000x', distance: 1 },
      { candidate: 'packgae-30000', distance: 1 },
    ]);
    expect(index.typoCandidates('file', 'package-3000')).toEqual([]);
  });

  it('finds a typo among thousands of numbered titles of one series form', () => {
    const resources = Array.from({ length: 5000 }, (_, i) => ({ type: 'Service', title: `svc-${i}` }) as ResourceJson);
    const index = new ResourceIndex({ resources } as never, NO_TYPES);
    expect(index.typoCandidates('service', 'svc-5000')).toEqual([]);
    expect(index.typoCandidates('service', 'svc-50000')).toEqual([]);
    expect(sorted(index.typoCandidates('service', 'scv-4999'))).toEqual([{ candidate: 'svc-4999', distance: 1 }]);
    const titles = resources.map((r) => r.title);
    for (const query of ['svc-49x9', 'svcc-12', 'sv-c12', 'SVC-7']) expect(sorted(index.typoCandidates('service', query)), query).toEqual(sorted(naiveTypos(titles, query)));
    expect(index.typoCandidates('service', 'svc-49x9').length).toBeGreaterThan(10);
  });
});

describe('shareDeletion', () => {
  it('answers whether deleting at most one character from each makes two strings equal, as trying every deletion does', () => {
    const { word, typo } = generator(29);
    for (let n = 0; n < 4000; n++) {
      const a = word(['ab', 'abc', 'a1', 'xyz-'][n % 4]!, 9);
      const b = n % 3 === 0 ? word(['ab', 'abc', 'a1', 'xyz-'][n % 4]!, 9) : typo(a);
      const naive = withDeletions(a).some((x) => withDeletions(b).includes(x));
      expect(shareDeletion(a, b), `${a} ${b}`).toBe(naive);
      expect(shareDeletion(b, a), `${b} ${a}`).toBe(naive);
    }
  });
});

describe('sharedDeletionDistance', () => {
  it('is the optimal string alignment distance of strings sharing a deletion', () => {
    const { word, typo } = generator(5);
    let pairs = 0;
    for (let k = 0; k < 20000; k++) {
      const a = word('abcé', 9);
      const b = k % 3 === 0 ? typo(typo(a)) : typo(a);
      const keys = new Set(withDeletions(a));
      if (!withDeletions(b).some((d) => keys.has(d))) continue;
      pairs++;
      expect(sharedDeletionDistance(a, b), `${a} ${b}`).toBe(editDistance(a, b));
    }
    expect(pairs).toBeGreaterThan(10000);
  });
});
