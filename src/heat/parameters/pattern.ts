// allowed_pattern as Heat checks it (re.match, and the match must end at the end of the value),
// without letting a user's regex hang the process: patterns run on V8's linear-time engine.
import { compileLinear, NEEDS_BACKTRACKING } from '../../data/linear-regex.js';
import { expandCountedRepeats } from './pattern-repeats.js';

export type CompiledPattern = { ok: true; test: (value: string) => boolean } | { ok: false; reason: string; invalid: boolean };

const cache = new Map<string, CompiledPattern>();

/**
 * Python `re` syntax to JavaScript: named groups `(?P<n>...)`, `(?P=n)`, `\A`, `\Z` and leading
 * global flags `(?aimsx)`. Returns undefined for what has no JavaScript form.
 */
function translate(pattern: string): { source: string; flags: string } | undefined {
  let flags = '';
  let rest = pattern;
  const lead = /^\(\?([aiLmsux]+)\)/.exec(rest);
  if (lead) {
    if (/[Lx]/.test(lead[1]!)) return undefined;
    flags = [...new Set(lead[1]!.replace(/[au]/g, ''))].join('');
    rest = rest.slice(lead[0].length);
  }
  let out = '';
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i]!;
    if (c === '\\') {
      const n = rest[i + 1];
      if (n === 'A') out += '^';
      else if (n === 'Z') out += '$';
      else out += c + (n ?? '');
      i++;
    } else if (rest.startsWith('(?P<', i)) {
      out += '(?<';
      i += 3;
    } else if (rest.startsWith('(?P=', i)) {
      const end = rest.indexOf(')', i);
      if (end < 0) return undefined;
      out += `\\k<${rest.slice(i + 4, end)}>`;
      i = end;
    } else if (rest.startsWith('(?#', i) || rest.startsWith('(?(', i)) {
      return undefined;
    } else {
      out += c;
    }
  }
  return { source: out, flags };
}

const other = (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());
const isLetter = (c: string | undefined) => c !== undefined && /^[a-zA-Z]$/.test(c);

/** Length of an escape starting at `i` (`\x41`, `\u0041`, `\cA`, `\k<n>`, `\d`, ...), so its letters stay as written. */
function escapeLength(p: string, i: number): number {
  const n = p[i + 1];
  if (n === 'x') return 4;
  if (n === 'u') return 6;
  if (n === 'c') return 3;
  if (n === 'k' && p[i + 2] === '<') return p.indexOf('>', i) - i + 1;
  return 2;
}

/**
 * The `i` flag spelled out (`a` → `[aA]`, `[a-f]` → `[a-fA-F]`), since V8's linear engine refuses
 * it. ASCII letters only: Python's IGNORECASE also folds other scripts, which this does not.
 */
function caseless(p: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '\\') {
      const n = escapeLength(p, i);
      out += p.slice(i, i + n);
      i += n - 1;
    } else if (!inClass && p.startsWith('(?<', i) && p[i + 3] !== '=' && p[i + 3] !== '!') {
      const end = p.indexOf('>', i);
      out += p.slice(i, end + 1);
      i = end;
    } else if (c === '[' && !inClass) {
      inClass = true;
      out += c;
      if (p[i + 1] === '^') out += p[++i];
    } else if (c === ']' && inClass) {
      inClass = false;
      out += c;
    } else if (!isLetter(c)) {
      out += c;
    } else if (!inClass) {
      out += `[${c}${other(c)}]`;
    } else if (p[i + 1] === '-' && isLetter(p[i + 2]) && (c === c.toLowerCase()) === (p[i + 2] === p[i + 2]!.toLowerCase())) {
      out += `${c}-${p[i + 2]}${other(c)}-${other(p[i + 2]!)}`;
      i += 2;
    } else {
      out += c + other(c);
    }
  }
  return out;
}

/** Compiles a Heat allowed_pattern once; the result tells whether and how it can be checked. */
export function compilePattern(pattern: string): CompiledPattern {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const compiled = compile(pattern);
  cache.set(pattern, compiled);
  return compiled;
}

/** The pattern on the linear engine: as written, else with its counted repeats spelled out. */
function linear(source: string, flags: string): RegExp | undefined {
  // Python reads `x{,4}` as `x{0,4}`, JavaScript as text: such a pattern runs expanded only.
  for (const candidate of /\{,\d/.test(source) ? [expandCountedRepeats(source)] : [source, expandCountedRepeats(source)]) {
    if (candidate === undefined) continue;
    // Refused by the linear engine: the next candidate, if any.
    const compiled = compileLinear(candidate, flags);
    if (compiled.ok) return compiled.regex;
  }
  return undefined;
}

function compile(pattern: string): CompiledPattern {
  const t = translate(pattern);
  if (!t) return { ok: false, reason: 'it uses Python regex syntax JavaScript lacks', invalid: false };
  // Anchored at the start like re.match; the whole value must then be the first match.
  const source = `^(?:${t.flags.includes('i') ? caseless(t.source) : t.source})`;
  const flags = t.flags.replace('i', '');
  const checked = compileLinear(source, flags);
  if (!checked.ok && checked.invalid) return { ok: false, reason: checked.reason, invalid: true };
  const re = linear(source, flags);
  if (!re) return { ok: false, reason: NEEDS_BACKTRACKING, invalid: false };
  return {
    ok: true,
    test: (value) => {
      const m = re.exec(value);
      return m !== null && m[0].length === value.length;
    },
  };
}
