// Which of many strings share a one-character deletion with a query (the symmetric-deletion way of
// finding strings one edit apart, or two for some pairs such as an adjacent swap), without making
// the deletions: each string's deletions are hashed from its prefix hashes into chained buckets
// (one pass, no sort, no scratch array per string), and a hit is checked against the strings
// themselves, character by character.
import { lastAtOrBefore } from '../diagnostics/source.js';

/** Base of the polynomial hash (odd, so multiplying by it is a bijection modulo 2^32). */
const BASE = 0x01000193;
/** BASE's inverse modulo 2^32 (Newton's iteration doubles the correct low bits each step). */
const BASE_INVERSE = [1, 2, 3, 4, 5].reduce((x) => Math.imul(x, 2 - Math.imul(BASE, x)), BASE);
/** Spreads a hash over the buckets by its high bits (Fibonacci hashing): the low bits of a polynomial hash depend on the characters' low bits only. */
const SPREAD = 0x9e3779b1 | 0;

/**
 * The strings (already lower-cased or otherwise normalised by the caller) and one entry per string
 * and per deletion of one of its characters: string i's entries are firsts[i] (the string itself),
 * then firsts[i] + 1 + k (without its character k), each with its hash, chained by bucket. A
 * deletion that makes the same string as the one before it (`aa` without either `a`) is left out
 * of the chains; a string longer than `maxLength` has no entries (nor room for them).
 */
export class TypoTable {
  /** Per bucket, its last entry (-1: none). */
  private readonly heads: Int32Array;
  /** Per entry e, its hash at 2e and the entry before it in its bucket at 2e + 1 (one cache line for both). */
  private readonly links: Int32Array;
  /** Per string, its first entry; one more at the end (the entry count). */
  private readonly firsts: Int32Array;
  private readonly shift: number;
  /** Per string, the query that last found it (each string is found once per query). */
  private readonly seen: Int32Array;
  private queries = 0;

  /** Over strings[0 .. its length now): strings appended to the array later are not in the table. */
  constructor(
    private readonly strings: readonly string[],
    maxLength = Infinity,
  ) {
    const count = strings.length;
    let total = 0;
    for (let i = 0; i < count; i++) if (strings[i]!.length <= maxLength) total += strings[i]!.length + 1;
    // About two entries per bucket: a query walks few, and the bucket array stays small.
    const bits = Math.max(1, Math.ceil(Math.log2(total / 2 + 1)));
    // Locals, not fields, in the loop: it runs once per table, mostly before V8 optimises it.
    const shift = 32 - bits;
    const heads = new Int32Array(2 ** bits).fill(-1);
    const links = new Int32Array(2 * total);
    const firsts = new Int32Array(count + 1);
    let e = 0;
    for (let i = 0; i < count; i++) {
      const s = strings[i]!;
      // A string left out has no entries: its first is the next string's (ownerOf finds the later).
      firsts[i] = e;
      if (s.length > maxLength) continue;
      deletionHashes(s, links, e);
      for (let k = -1; k < s.length; k++, e++) {
        if (k > 0 && s.charCodeAt(k) === s.charCodeAt(k - 1)) continue;
        const b = Math.imul(links[2 * e]!, SPREAD) >>> shift;
        links[2 * e + 1] = heads[b]!;
        heads[b] = e;
      }
    }
    firsts[count] = total;
    this.heads = heads;
    this.links = links;
    this.firsts = firsts;
    this.shift = shift;
    this.seen = new Int32Array(count);
  }

  /**
   * Indexes of the strings that are `query`, or one of its deletions, or have one of its deletions
   * or itself among theirs; each once, in no particular order.
   */
  sharingDeletion(query: string): number[] {
    const found: number[] = [];
    const stamp = ++this.queries;
    if (2 * (query.length + 1) > keys.length) keys = new Int32Array(4 * (query.length + 1));
    deletionHashes(query, keys, 0);
    const { heads, links, seen, shift } = this;
    for (let a = -1; a < query.length; a++) {
      // The key: `query` itself first, then without its character a (once per run of equal characters).
      if (a > 0 && query.charCodeAt(a) === query.charCodeAt(a - 1)) continue;
      const h = keys[2 * (a + 1)]!;
      for (let e = heads[Math.imul(h, SPREAD) >>> shift]!; e >= 0; e = links[2 * e + 1]!) {
        if (links[2 * e] !== h) continue;
        const i = this.ownerOf(e);
        if (seen[i] !== stamp && sameWithout(this.strings[i]!, e - this.firsts[i]! - 1, query, a)) {
          seen[i] = stamp;
          found.push(i);
        }
      }
    }
    return found;
  }

  /** The string an entry belongs to: the last whose first entry is at or before it (asked only on a hash match). */
  private ownerOf(e: number): number {
    // The last of `firsts` is the end of the last string's entries, never an owner.
    return lastAtOrBefore(this.firsts, e, this.firsts.length - 1);
  }
}

/** A query's hashes, at even places as in TypoTable's links (grown to the longest query: thousands of created titles each ask). */
let keys = new Int32Array(128);

/**
 * The hash of `s`, then of each string made by deleting one of its characters (without character
 * 0, 1, ...), written to out[2·at], out[2·(at + 1)], ... out[2·(at + s.length)]. The hash of x is
 * the sum of x[k]·BASE^k modulo 2^32; deleting character k leaves the prefix's hash P_k and moves
 * the suffix's down one power: P_k + (H - P_(k+1))·BASE^-1, so no deletion is made and no table
 * of powers is kept.
 */
function deletionHashes(s: string, out: Int32Array, at: number): void {
  let whole = 0;
  let power = 1;
  for (let k = 0; k < s.length; k++) {
    whole = (whole + Math.imul(s.charCodeAt(k), power)) | 0;
    power = Math.imul(power, BASE);
  }
  out[2 * at] = whole;
  let prefix = 0;
  power = 1;
  for (let k = 0, w = 2 * at + 2; k < s.length; k++, w += 2) {
    const through = (prefix + Math.imul(s.charCodeAt(k), power)) | 0;
    out[w] = (prefix + Math.imul(whole - through, BASE_INVERSE)) | 0;
    prefix = through;
    power = Math.imul(power, BASE);
  }
}

/** Whether `s` without its character d is `q` without its character a (-1: nothing deleted). */
function sameWithout(s: string, d: number, q: string, a: number): boolean {
  const n = s.length - (d >= 0 ? 1 : 0);
  if (n !== q.length - (a >= 0 ? 1 : 0)) return false;
  for (let k = 0, i = 0, j = 0; k < n; k++, i++, j++) {
    if (i === d) i++;
    if (j === a) j++;
    if (s.charCodeAt(i) !== q.charCodeAt(j)) return false;
  }
  return true;
}

/**
 * The optimal string alignment distance (Damerau: a swap of neighbours is one edit) of two strings
 * known to share a one-character deletion, so at most 2: 0 when equal, 1 for one insertion or
 * deletion (their lengths differ), one substitution or one swap, else 2 (a deletion in each).
 */
export function sharedDeletionDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length !== b.length) return 1;
  let first = 0;
  while (a.charCodeAt(first) === b.charCodeAt(first)) first++;
  let last = a.length - 1;
  while (a.charCodeAt(last) === b.charCodeAt(last)) last--;
  if (first === last) return 1;
  return last === first + 1 && a.charCodeAt(first) === b.charCodeAt(last) && a.charCodeAt(last) === b.charCodeAt(first) ? 1 : 2;
}
