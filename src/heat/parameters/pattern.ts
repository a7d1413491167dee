// allowed_pattern as Heat checks it (re.match, and the match must end at the end of the value),
// without letting a user's regex hang the process: patterns run on V8's linear-time engine.
import { setFlagsFromString } from 'node:v8';

// V8's non-backtracking engine (the `l` flag) runs in time linear in the value, whatever the
// pattern. It lacks back-references and look-around; such patterns are not run at all.
setFlagsFromString('--enable-experimental-regexp-engine');

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

/** Compiles a Heat allowed_pattern once; the result tells whether and how it can be checked. */
export function compilePattern(pattern: string): CompiledPattern {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const compiled = compile(pattern);
  cache.set(pattern, compiled);
  return compiled;
}

function compile(pattern: string): CompiledPattern {
  const t = translate(pattern);
  if (!t) return { ok: false, reason: 'it uses Python regex syntax JavaScript lacks', invalid: false };
  // Anchored at the start like re.match; the whole value must then be the first match.
  const source = `^(?:${t.source})`;
  try {
    new RegExp(source, t.flags);
  } catch (e) {
    return { ok: false, reason: (e as Error).message.replace(/^Invalid regular expression: /, ''), invalid: true };
  }
  let re: RegExp;
  try {
    re = new RegExp(source, `${t.flags}l`);
  } catch {
    return { ok: false, reason: 'it needs a backtracking engine (back-reference or look-around) and could take exponential time', invalid: false };
  }
  return {
    ok: true,
    test: (value) => {
      const m = re.exec(value);
      return m !== null && m[0].length === value.length;
    },
  };
}
