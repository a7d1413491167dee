// Which of many strings share a one-character deletion with a query (the symmetric-deletion way of
// finding strings one edit apart, or two for some pairs such as an adjacent swap), without making
// the deletions: each string's deletions are hashed from prefix and suffix hashes into one sorted
// array of numbers, and a hit is checked against the strings themselves.

/** Base of the polynomial hash (odd, so multiplying by it is a bijection modulo 2^32). */
const BASE = 0x01000193;

/**
 * The strings (already lower-cased or otherwise normalised by the caller) and, sorted, one key per
 * string and per deletion of one of its characters: hash · 2^bits + the string's index.
 */
export class TypoTable {
  private readonly keys: Float64Array;
  /** Bits for the string index; the hash keeps what is left of a double's 53 exact bits. */
  private readonly indexBits: number;
  private readonly hashShift: number;
  private readonly scale: number;

  constructor(private readonly strings: readonly string[]) {
    this.indexBits = Math.max(1, Math.ceil(Math.log2(strings.length + 1)));
    this.hashShift = Math.max(0, 32 - (53 - this.indexBits));
    this.scale = 2 ** this.indexBits;
    let total = 0;
    for (const s of strings) total += s.length + 1;
    this.keys = new Float64Array(total);
    let w = 0;
    strings.forEach((s, i) => {
      deletionHashes(s, (h) => {
        this.keys[w++] = (h >>> this.hashShift) * this.scale + i;
      });
    });
    this.keys.sort();
  }

  /** Indexes of the strings that are `query`, or one of its deletions, or have one of its deletions or itself among theirs. */
  sharingDeletion(query: string): Set<number> {
    const found = new Set<number>();
    let at = 0;
    deletionHashes(query, (h) => {
      // The deletion this hash stands for: `query` itself first, then without character at-1.
      const key = at === 0 ? query : query.slice(0, at - 1) + query.slice(at);
      at++;
      const reduced = (h >>> this.hashShift) * this.scale;
      for (let j = lowerBound(this.keys, reduced); j < this.keys.length && this.keys[j]! < reduced + this.scale; j++) {
        const i = this.keys[j]! - reduced;
        if (hasDeletion(this.strings[i]!, key)) found.add(i);
      }
    });
    return found;
  }
}

/** The hash of `s` and of each string made by deleting one character, in that order (index 0, 1, ...). */
function deletionHashes(s: string, emit: (hash: number) => void): void {
  const n = s.length;
  // suffix[i]: the hash of s[i..] as the tail of an n-character string; powers[k] = BASE^k.
  const suffix = new Array<number>(n + 1);
  const powers = new Array<number>(n + 1);
  suffix[n] = 0;
  powers[0] = 1;
  for (let k = 1; k <= n; k++) powers[k] = Math.imul(powers[k - 1]!, BASE) >>> 0;
  for (let k = n - 1; k >= 0; k--) suffix[k] = (Math.imul(s.charCodeAt(k), powers[n - 1 - k]!) + suffix[k + 1]!) >>> 0;
  let prefix = 0;
  const whole = suffix[0]!;
  emit(whole);
  for (let i = 0; i < n; i++) {
    // Without s[i]: the prefix s[..i) moves up past the n-1-i characters after it.
    emit((Math.imul(prefix, powers[n - 1 - i]!) + suffix[i + 1]!) >>> 0);
    prefix = (Math.imul(prefix, BASE) + s.charCodeAt(i)) >>> 0;
  }
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

function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
