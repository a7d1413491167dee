// Did-you-mean: the closest candidates to a misspelt name, by edit distance (bounded, deterministic).

/** Levenshtein distance, giving up (returning `limit + 1`) once it cannot be `<= limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Up to `max` candidates within a third of the name's length (at least 1, at most `maxEdits`),
 * compared case-insensitively, nearest first, ties in byte order.
 */
export function suggest(name: string, candidates: Iterable<string>, max = 3, maxEdits = 4): string[] {
  const lower = name.toLowerCase();
  const limit = Math.min(maxEdits, Math.max(1, Math.floor(name.length / 3)));
  const scored: { c: string; d: number }[] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    if (seen.has(c) || c === name) continue;
    seen.add(c);
    const d = editDistance(lower, c.toLowerCase(), limit);
    if (d <= limit) scored.push({ c, d });
  }
  scored.sort((x, y) => x.d - y.d || (x.c < y.c ? -1 : x.c > y.c ? 1 : 0));
  return scored.slice(0, max).map((s) => s.c);
}

/** The hint text for a did-you-mean, or undefined when nothing is close. */
export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const s = suggest(name, candidates);
  if (s.length === 0) return undefined;
  return `Did you mean ${s.map((x) => `'${x}'`).join(', ')}?`;
}
