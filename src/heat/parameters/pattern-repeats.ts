// Counted repeats (`x{38}`, `x{2,5}`, `x{3,}`, Python's `x{,4}`) spelled out as copies of their
// atom: V8's linear-time engine refuses a pattern whose repeats multiply past 16 copies, which
// real allowed_patterns exceed (Ceph keys: `[A-Za-z0-9+/]{38}==`). The copies keep it linear.

/** The expanded pattern may be at most this long; beyond it the pattern stays unchecked. */
const MAX_EXPANDED = 20_000;

class TooLarge extends Error {}

/** Index just past the atom starting at `i` (an escape, a class, a group or one character). */
function atomEnd(p: string, i: number): number {
  const c = p[i];
  if (c === '\\') {
    const n = p[i + 1];
    if (n === 'x') return i + 4;
    if (n === 'u') return i + 6;
    if (n === 'U') return i + 10;
    if (n === 'c') return i + 3;
    return i + 2;
  }
  if (c === '[') {
    let j = i + 1;
    if (p[j] === '^') j++;
    if (p[j] === ']') j++;
    while (j < p.length && p[j] !== ']') j += p[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '(') {
    let depth = 0;
    let j = i;
    while (j < p.length) {
      const d = p[j];
      if (d === '\\') j += 2;
      else if (d === '[') j = atomEnd(p, j);
      else {
        if (d === '(') depth++;
        else if (d === ')' && --depth === 0) return j + 1;
        j++;
      }
    }
    return p.length;
  }
  return i + 1;
}

/** A counted repeat at `i`: its bounds and where it ends; undefined when the braces are a literal. */
function countAt(p: string, i: number): { min: number; max: number | undefined; end: number } | undefined {
  const m = /^\{(\d*)(,?)(\d*)\}/.exec(p.slice(i));
  if (!m || (m[1] === '' && m[3] === '' ) || (m[1] === '' && m[2] === '')) return undefined;
  const min = m[1] === '' ? 0 : Number(m[1]);
  const max = m[2] === '' ? min : m[3] === '' ? undefined : Number(m[3]);
  return { min, max, end: i + m[0].length };
}

function expand(p: string): string {
  let out = '';
  let i = 0;
  while (i < p.length) {
    const end = atomEnd(p, i);
    let atom = p.slice(i, end);
    // A group's inside may hold repeats of its own.
    if (atom.startsWith('(')) {
      const open = /^\((\?(?:[:=!]|<[=!]|<[^>]*>))?/.exec(atom)![0];
      atom = open + expand(atom.slice(open.length, -1)) + ')';
    }
    const count = countAt(p, end);
    if (!count || atom === '|' || atom === '^' || atom === '$') {
      out += atom;
      i = end;
      continue;
    }
    let next = count.end;
    const lazy = p[next] === '?' ? '?' : '';
    if (lazy) next++;
    // Copies of a capturing group would number the groups differently; as a copy it need not capture.
    const copy = /^\((?!\?)/.test(atom) ? `(?:${atom.slice(1)}` : atom.startsWith('(?<') && !/^\(\?<[=!]/.test(atom) ? `(?:${atom.slice(atom.indexOf('>') + 1)}` : atom;
    let piece = copy.repeat(Math.max(0, count.min - 1));
    piece = count.min > 0 ? piece + atom : piece;
    if (count.max === undefined) piece += `(?:${copy})*${lazy}`;
    else {
      let optional = '';
      for (let k = count.max - count.min; k > 0; k--) optional = `(?:${copy}${optional})?${lazy}`;
      piece += optional;
    }
    out += piece;
    if (out.length > MAX_EXPANDED) throw new TooLarge();
    i = next;
  }
  return out;
}

/** The pattern with its counted repeats spelled out; undefined when that would be too large. */
export function expandCountedRepeats(pattern: string): string | undefined {
  try {
    return expand(pattern);
  } catch (e) {
    if (e instanceof TooLarge) return undefined;
    throw e;
  }
}
