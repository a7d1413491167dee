// Dotted keys (`a.b.0`, `conf."x.y"`) as Hiera splits them and digs them into a found value: in
// lookup keys and in interpolated variables alike.
import { scalarKey } from '../data/scalar-keys.js';
import { isHash } from '../data/value.js';

/** A key's segment: a name, or an index (an unquoted integer, which only digs into an array). */
export type KeySegment = string | number;

/** A dotted key dug into a value that is neither a hash nor an array it can index. */
export class SubKeyError extends Error {
  override name = 'SubKeyError';
}

/** Dug into a value that does not have the segment: the key is not found (not an error). */
export const NOT_DUG = Symbol('not dug');

/** A segment: a quoted name (blanks around it allowed) or a run of anything but quotes and dots. */
const SEGMENT = /\s*"[^"]+"\s*|\s*'[^']+'\s*|[^'".]+/y;

/**
 * Splits a key into segments separated by single dots; undefined when the key is not segments and
 * dots strictly alternating (`a..b`, `a.`, `.a`, an empty key, a stray quote). A key with no dot or
 * quote is one segment as it is. An unquoted segment is trimmed and, when it is an integer, an index.
 */
export function splitKey(key: string): KeySegment[] | undefined {
  if (!/['".]/.test(key)) return [key];
  const out: KeySegment[] = [];
  let at = 0;
  for (;;) {
    SEGMENT.lastIndex = at;
    const m = SEGMENT.exec(key);
    if (!m) return undefined;
    out.push(segment(m[0]));
    at = SEGMENT.lastIndex;
    if (at === key.length) return out;
    if (key[at] !== '.') return undefined;
    at++;
  }
}

function segment(text: string): KeySegment {
  const trimmed = text.trim();
  if (trimmed.startsWith('"') || trimmed.startsWith("'")) return trimmed.slice(1, -1);
  // Ruby's to_i of the optional leading colon the pattern allows reads the whole segment as 0.
  const integer = /^(:?)([+-]?\d+)$/.exec(trimmed);
  if (integer) return integer[1] ? 0 : Number(integer[2]);
  return trimmed;
}

/** The name Ruby gives a value's class, for the type mismatch message. */
function rubyClass(value: unknown): string {
  if (Array.isArray(value)) return 'Array';
  if (typeof value === 'string') return 'String';
  if (typeof value === 'boolean') return value ? 'TrueClass' : 'FalseClass';
  if (typeof value === 'number') return Number.isInteger(value) ? 'Integer' : 'Float';
  return 'Object';
}

/**
 * Digs `segments` into `value`: an index into an array (out of range: not found), a name into a
 * hash (an index never names a hash key: not found). Anything else can not be dug into: an error,
 * as Puppet's is (it reads an Integer's bits, then fails on them).
 */
export function digSegments(value: unknown, segments: readonly KeySegment[], key: string): unknown {
  let cur = value;
  for (const seg of segments) {
    if (cur === null || cur === undefined) return NOT_DUG;
    if (typeof seg === 'number' && Array.isArray(cur)) {
      if (seg < 0 || seg >= cur.length) return NOT_DUG;
      cur = cur[seg];
    } else if (isHash(cur)) {
      // Ruby's Hash#include?: a number segment finds only a key YAML wrote as that number (`1:`),
      // a text segment only a String key (scalar-keys.ts).
      const k = String(seg);
      if (!Object.hasOwn(cur, k) || scalarKey(cur, k) !== (typeof seg === 'number' ? seg : undefined)) return NOT_DUG;
      cur = cur[k];
    } else if (typeof cur === 'number' && Number.isInteger(cur)) {
      throw new SubKeyError(`undefined method \`include?' for ${cur}:Integer`);
    } else {
      throw new SubKeyError(`Data Provider type mismatch: Got ${rubyClass(cur)} when a hash-like object was expected to access value using '${seg}' from key '${key}'`);
    }
  }
  return cur;
}
