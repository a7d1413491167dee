// Which of many strings share a one-character deletion with a query (the symmetric-deletion way of
// finding strings one edit apart, or two for some pairs such as an adjacent swap), without making
// the deletions: each string's deletions are hashed from prefix and suffix hashes into buckets
// (a counting sort by the hash's low bits: linear, where sorting every key cost most of a large
// catalog's first typo question), and a hit is checked against the strings themselves.

/** Base of the polynomial hash (odd, so multiplying by it is a bijection modulo 2^32). */
const BASE = 0x01000193;

/**
 * The strings (already lower-cased or otherwise normalised by the caller) and one entry per string
 * and per deletion of one of its characters: its hash and the string's index, grouped by bucket.
 */
export class TypoTable {
  /** Bucket b's entries are at starts[b] .. starts[b + 1] - 1 of `hashes` and `owners`. */
  private readonly starts: Int32Array;
  private readonly hashes: Uint32Array;
  private readonly owners: Int32Array;
  private readonly mask: number;

  constructor(private readonly strings: readonly string[]) {
    let total = 0;
    for (const s of strings) total += s.length + 1;
    // About two entries per bucket: a query checks few, and the bucket array stays small.
    const buckets = 2 ** Math.max(1, Math.ceil(Math.log2(total / 2 + 1)));
    // Locals, not fields, in the loops: they run once per table, mostly before V8 optimises them.
    const mask = buckets - 1;
    const starts = new Int32Array(buckets + 1);
    const hashes = new Uint32Array(total);
    const owners = new Int32Array(total);
    // First pass: every hash, in string order, counted per bucket.
    const unsorted = new Uint32Array(total);
    let w = 0;
    for (let i = 0; i < strings.length; i++) {
      const n = strings[i]!.length;
      deletionHashes(strings[i]!, unsorted, w);
      for (const end = w + n + 1; w < end; w++) starts[(unsorted[w]! & mask) + 1]!++;
    }
    for (let b = 1; b <= buckets; b++) starts[b]! += starts[b - 1]!;
    // Second pass: each entry into the next free slot of its bucket.
    const next = starts.slice(0, buckets);
    w = 0;
    for (let i = 0; i < strings.length; i++) {
      for (const end = w + strings[i]!.length + 1; w < end; w++) {
        const h = unsorted[w]!;
        const at = next[h & mask]!++;
        hashes[at] = h;
        owners[at] = i;
      }
    }
    this.mask = mask;
    this.starts = starts;
    this.hashes = hashes;
    this.owners = owners;
  }

  /** Indexes of the strings that are `query`, or one of its deletions, or have one of its deletions or itself among theirs. */
  sharingDeletion(query: string): Set<number> {
    const found = new Set<number>();
    const hashes = deletionHashes(query, new Uint32Array(query.length + 1), 0);
    for (let at = 0; at <= query.length; at++) {
      // The string hashes[at] stands for: `query` itself first, then without its character at-1.
      const key = at === 0 ? query : query.slice(0, at - 1) + query.slice(at);
      const h = hashes[at]!;
      const bucket = h & this.mask;
      for (let j = this.starts[bucket]!; j < this.starts[bucket + 1]!; j++) {
        if (this.hashes[j] !== h) continue;
        const i = this.owners[j]!;
        if (hasDeletion(this.strings[i]!, key)) found.add(i);
      }
    }
    return found;
  }
}

/** Scratch space of deletionHashes, grown to the longest string seen (a table is built from tens of thousands). */
let scratch = { suffix: new Uint32Array(65), powers: new Uint32Array(65) };

/**
 * The hash of `s` and of each string made by deleting one character (without character 0, 1, ...),
 * written to out[at .. at + s.length]; returns `out`. The hash of a string x is the sum of
 * x[k]·BASE^(|x|-1-k) modulo 2^32, so a deletion's is made from the prefix and suffix hashes of
 * `s` without making the string.
 */
function deletionHashes(s: string, out: Uint32Array, at: number): Uint32Array {
  const n = s.length;
  if (n + 1 > scratch.suffix.length) {
    const size = 2 * (n + 1);
    scratch = { suffix: new Uint32Array(size), powers: new Uint32Array(size) };
  }
  const { suffix, powers } = scratch;
  // suffix[i]: s[i..] as the tail of an n-character string; powers[k] = BASE^k.
  suffix[n] = 0;
  powers[0] = 1;
  for (let k = 1; k <= n; k++) powers[k] = Math.imul(powers[k - 1]!, BASE);
  for (let k = n - 1; k >= 0; k--) suffix[k] = Math.imul(s.charCodeAt(k), powers[n - 1 - k]!) + suffix[k + 1]!;
  out[at] = suffix[0]!;
  let prefix = 0;
  for (let i = 0; i < n; i++) {
    // Without s[i]: the prefix s[..i) moves up past the n-1-i characters after it.
    out[at + i + 1] = Math.imul(prefix, powers[n - 1 - i]!) + suffix[i + 1]!;
    prefix = (Math.imul(prefix, BASE) + s.charCodeAt(i)) >>> 0;
  }
  return out;
}

/** Whether `key` is `s` or `s` without one of its characters. */
function hasDeletion(s: string, key: string): boolean {
  if (s.length === key.length) return s === key;
  if (s.length !== key.length + 1) return false;
  let i = 0;
  while (i < key.length && s.charCodeAt(i) === key.charCodeAt(i)) i++;
  for (; i < key.length; i++) if (s.charCodeAt(i + 1) !== key.charCodeAt(i)) return false;
  return true;
}
