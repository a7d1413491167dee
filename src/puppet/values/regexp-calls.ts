// Onigmo's subexpression calls (`\g<name>`, `\g'name'`, `\g<1>`, `\g<-1>`, `\g<0>`) written out for
// JavaScript, which has none: each call becomes a copy of the called group's text, recursion
// unrolled to a fixed depth. Puppet's own SemVer qualifier pattern calls a group
// (`(?<part>[0-9A-Za-z-]+)(?:\.\g<part>)*`), so Init[SemVer] and SemVer.new need this.

/**
 * How deep a recursive call is unrolled; a match needing more nesting fails where Onigmo's
 * succeeds. A call past it is `[^\s\S]`, which matches nothing and, unlike `(?!)`, leaves the
 * pattern one V8's linear-time engine can run.
 */
const MAX_DEPTH = 12;
/** The longest expansion written out: a pattern whose calls multiply past it is refused. */
const MAX_LENGTH = 20_000;

/** A capture group of the pattern: its number (in Onigmo's order), its name, and its body's span. */
interface Group {
  number: number;
  name?: string;
  /** Index just after the group's opening (`(`, `(?<name>`). */
  start: number;
  /** Index of its closing `)`. */
  end: number;
}

/** A call's reference as written (`name`, `2`, `-1`, `+1`) and where the call starts and ends. */
interface Call {
  ref: string;
  at: number;
  end: number;
}

const CALL = /^\\g(?:<([^>]*)>|'([^']*)')/;
const NAMED_OPEN = /^\(\?(?:<([A-Za-z_]\w*)>|'([A-Za-z_]\w*)')/;

/** The capture groups and the calls of a Ruby pattern (escapes and character classes skipped). */
function scan(source: string): { groups: Group[]; calls: Call[] } {
  const groups: Group[] = [];
  const calls: Call[] = [];
  const open: Group[] = [];
  const named = /(?:^|[^\\])\(\?(?:<[A-Za-z_]|')/.test(source.replace(/\\\\/g, ''));
  let classDepth = 0;
  let count = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const m = classDepth === 0 ? CALL.exec(source.slice(i)) : null;
      if (m) {
        calls.push({ ref: m[1] ?? m[2]!, at: i, end: i + m[0].length });
        i += m[0].length - 1;
      } else i++;
    } else if (c === '[') classDepth++;
    else if (classDepth > 0) {
      if (c === ']') classDepth--;
    } else if (c === '(') {
      const n = NAMED_OPEN.exec(source.slice(i));
      // Onigmo numbers only the named groups of a pattern that has any.
      const capturing = n !== null || (source[i + 1] !== '?' && !named);
      const g: Group = { number: capturing ? ++count : 0, start: i + (n ? n[0].length : 1), end: -1 };
      if (n) g.name = n[1] ?? n[2]!;
      open.push(g);
      if (capturing) groups.push(g);
    } else if (c === ')') {
      const g = open.pop();
      if (g) g.end = i;
    }
  }
  return { groups, calls };
}

/** The group a call names, or Onigmo's refusal of the call. */
function target(source: string, groups: readonly Group[], call: Call): Group | { whole: true } | string {
  if (/^[A-Za-z_]\w*$/.test(call.ref)) return groups.find((g) => g.name === call.ref) ?? `undefined name <${call.ref}> reference`;
  if (!/^[-+]?\d+$/.test(call.ref)) return `invalid group name <${call.ref}>`;
  if (groups.some((g) => g.name !== undefined)) return 'numbered backref/call is not allowed. (use name)';
  let n = Number(call.ref);
  if (call.ref === '0') return { whole: true };
  // Relative calls count the groups opened before the call (`-1` the last), or after it (`+1` the next).
  if (call.ref.startsWith('-') || call.ref.startsWith('+')) {
    const before = groups.filter((g) => g.start <= call.at).length;
    n = call.ref.startsWith('-') ? before + n + 1 : before + n;
  }
  return groups.find((g) => g.number === n) ?? `undefined group <${call.ref}> reference`;
}

/** Capturing groups made non-capturing: a copy of a group must not capture again (JavaScript forbids a name twice). */
function uncaptured(text: string): string {
  let out = '';
  let classDepth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      out += c + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '[') classDepth++;
    else if (c === ']' && classDepth > 0) classDepth--;
    else if (c === '(' && classDepth === 0) {
      const n = NAMED_OPEN.exec(text.slice(i));
      if (n) {
        out += '(?:';
        i += n[0].length - 1;
        continue;
      }
      if (text[i + 1] !== '?') {
        out += '(?:';
        continue;
      }
    }
    out += c;
  }
  return out;
}

/**
 * The pattern with its subexpression calls written out, or the pattern itself when it has none;
 * `refuse` is called with Onigmo's message for a call it would not compile. A copy does not
 * capture: after `(?<p>\d)(?:\.\g<p>)*` matches `1.2.3`, Onigmo's `p` is `3` (the last call's
 * text), here `1`.
 */
export function expandCalls(source: string, refuse: (why: string) => never): string {
  const { groups, calls } = scan(source);
  if (calls.length === 0) return source;
  const resolved = new Map<Call, Group | { whole: true }>();
  for (const call of calls) {
    const t = target(source, groups, call);
    if (typeof t === 'string') refuse(t);
    resolved.set(call, t);
  }
  // The text of source[from, to) with its calls written out, `depth` calls deep.
  const expand = (from: number, to: number, depth: number): string => {
    let out = '';
    let at = from;
    for (const call of calls) {
      if (call.at < from || call.end > to) continue;
      out += source.slice(at, call.at);
      at = call.end;
      const t = resolved.get(call)!;
      const [start, end] = 'whole' in t ? [0, source.length] : [t.start, t.end];
      out += depth >= MAX_DEPTH ? '[^\s\S]' : `(?:${uncaptured(expand(start, end, depth + 1))})`;
      if (out.length > MAX_LENGTH) refuse('subexpression calls nest too deep');
    }
    return out + source.slice(at, to);
  };
  return expand(0, source.length, 0);
}
