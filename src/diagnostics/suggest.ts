// Did-you-mean: the closest candidates to a misspelt name, by edit distance (bounded, deterministic).
// The distance is the optimal string alignment one (Damerau): a swap of two neighbours (`mdoe`,
// `onwer`) is one edit, as it is one slip of the fingers.

/**
 * Optimal string alignment distance (insert, delete, substitute, swap two neighbours, each one
 * edit), giving up (returning `limit + 1`) once it cannot be `<= limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) v = Math.min(v, before[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    // A swap reaches back two rows, so both must be out of reach before giving up.
    if (rowMin > limit && Math.min(...prev) > limit) return limit + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

const ASCII_MASKS = new Int32Array(128);

/**
 * A bounded distance function for one name against many candidates: Myers' bit-parallel edit
 * distance (Hyyrö's global variant, with his transposition term for the optimal string alignment
 * distance) when the name fits in 32 bits, plain dynamic programming otherwise. Did-you-mean over
 * tens of thousands of catalog titles stays linear per candidate. The function is good until the
 * next call: its ASCII table is shared (a typed array made per name, off the heap, cost more than
 * the comparisons when thousands of created titles each ask for their typos).
 */
function distanceTo(name: string): (candidate: string, limit: number) => number {
  const m = name.length;
  if (m === 0 || m > 32) return (c, limit) => editDistance(name, c, limit);
  // Match masks per character: a flat table for ASCII (the hot path), a map for the rest.
  const ascii = ASCII_MASKS.fill(0);
  const other = new Map<number, number>();
  for (let i = 0; i < m; i++) {
    const c = name.charCodeAt(i);
    if (c < 128) ascii[c]! |= 1 << i;
    else other.set(c, (other.get(c) ?? 0) | (1 << i));
  }
  const last = 1 << (m - 1);
  return (text, limit) => {
    const n = text.length;
    if (Math.abs(n - m) > limit) return limit + 1;
    let pv = -1;
    let mv = 0;
    let score = m;
    let d0 = 0;
    let eqBefore = 0;
    for (let j = 0; j < n; j++) {
      const c = text.charCodeAt(j);
      const eq = c < 128 ? ascii[c]! : (other.get(c) ?? 0);
      // Cells where name[i-1..i] is text[j..j-1] reversed and the diagonal two back did not match.
      const tr = ((~d0 & eq) << 1) & eqBefore;
      const xv = eq | mv | tr;
      const xh = (((eq & pv) + pv) ^ pv) | eq | tr;
      d0 = xh | mv;
      eqBefore = eq;
      let ph = mv | ~(xh | pv);
      let mh = pv & xh;
      if (ph & last) score++;
      else if (mh & last) score--;
      // The rest of the text can lower the score by at most one per character.
      if (score - (n - j - 1) > limit) return limit + 1;
      ph = (ph << 1) | 1;
      mh <<= 1;
      pv = mh | ~(xv | ph);
      mv = ph & xv;
    }
    return score;
  };
}

/**
 * Names and candidates longer than this are not compared: a did-you-mean for a 40 KB title helps
 * nobody, and comparing two of them costs the product of their lengths.
 */
export const MAX_SUGGEST_LENGTH = 256;

/** A candidate and its edit distance from the name. */
export interface Scored {
  candidate: string;
  distance: number;
}

/** The bound on edits for a name: a third of its length, at least 1, at most `maxEdits`. */
export function editLimit(name: string, maxEdits: number): number {
  return Math.min(maxEdits, Math.max(1, Math.floor(name.length / 3)));
}

/**
 * Candidates within the name's edit limit, compared case-insensitively (`lowered[i]` is
 * `candidates[i]` lower-cased, precomputed by callers that search the same list many times).
 */
export function nearest(name: string, candidates: readonly string[], lowered: readonly string[], maxEdits = 4): Scored[] {
  if (name.length > MAX_SUGGEST_LENGTH) return [];
  const limit = editLimit(name, maxEdits);
  const distance = distanceTo(name.toLowerCase());
  const out: Scored[] = [];
  for (let i = 0; i < candidates.length; i++) {
    if (candidates[i] === name || candidates[i]!.length > MAX_SUGGEST_LENGTH) continue;
    const d = distance(lowered[i]!, limit);
    if (d <= limit) out.push({ candidate: candidates[i]!, distance: d });
  }
  return out;
}

/** The best `max` of scored candidates: nearest first, ties in byte order, each once. */
export function best(scored: readonly Scored[], max = 3): string[] {
  // Picked one at a time (max is a few): no sorted copy of a long list.
  const out: string[] = [];
  while (out.length < max) {
    let pick: Scored | undefined;
    for (let i = 0; i < scored.length; i++) {
      const s = scored[i]!;
      if ((!pick || nearestFirst(s, pick) < 0) && !out.includes(s.candidate)) pick = s;
    }
    if (!pick) break;
    out.push(pick.candidate);
  }
  return out;
}

function nearestFirst(x: Scored, y: Scored): number {
  return x.distance - y.distance || (x.candidate < y.candidate ? -1 : x.candidate > y.candidate ? 1 : 0);
}

/** Up to `max` closest candidates (see `nearest`), nearest first, ties in byte order. */
export function suggest(name: string, candidates: Iterable<string>, max = 3, maxEdits = 4): string[] {
  const list = [...candidates];
  return best(nearest(name, list, list.map((c) => c.toLowerCase()), maxEdits), max);
}

/** The hint text for a did-you-mean, or undefined when nothing is close. */
export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const s = suggest(name, candidates);
  if (s.length === 0) return undefined;
  return `Did you mean ${s.map((x) => `'${x}'`).join(', ')}?`;
}
