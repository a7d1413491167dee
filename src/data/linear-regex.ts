// User regular expressions (Hiera lookup_options keys, Heat allowed_pattern, Puppet's regexps)
// compiled so that no pattern can hang the process on any input: the one place that decides how.
// Two policies, one engine setup:
// - compileLinear: V8's non-backtracking engine only (the `l` flag), linear in the input whatever
//   the pattern; patterns it cannot run (back-references, look-around) are refused, never run.
// - compileBounded: the backtracking engine, which restarts a match that backtracks excessively
//   on the linear engine; a pattern that needs backtracking (so cannot restart there) and has the
//   shape of catastrophic backtracking (a repeated group that itself repeats) is refused.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--enable-experimental-regexp-engine');
setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');

export type LinearRegex = { ok: true; regex: RegExp } | { ok: false; invalid: boolean; reason: string };

export const NEEDS_BACKTRACKING = 'it needs a backtracking engine (back-reference or look-around) and could take exponential time';

export const MAY_BACKTRACK_FOREVER = 'a back reference or look-around with nested repetition could run without end';

function syntaxError(source: string, flags: string): string | undefined {
  try {
    new RegExp(source, flags);
    return undefined;
  } catch (e) {
    return (e as Error).message.replace(/^Invalid regular expression: /, '');
  }
}

/** `source` compiled for linear-time matching, or why it cannot be (`invalid`: not a regex at all). */
export function compileLinear(source: string, flags = ''): LinearRegex {
  const invalid = syntaxError(source, flags);
  if (invalid !== undefined) return { ok: false, invalid: true, reason: invalid };
  try {
    return { ok: true, regex: new RegExp(source, `${flags}l`) };
  } catch {
    return { ok: false, invalid: false, reason: NEEDS_BACKTRACKING };
  }
}

/**
 * `source` compiled for the backtracking engine with the linear fallback, or why not. No `i` or
 * `u` flag should be given: V8 gives up the fallback under them (callers spell case out).
 */
export function compileBounded(source: string, flags = ''): LinearRegex {
  let regex: RegExp;
  try {
    regex = new RegExp(source, flags);
  } catch (e) {
    return { ok: false, invalid: true, reason: (e as Error).message };
  }
  if (mayBacktrackForever(source)) return { ok: false, invalid: false, reason: MAY_BACKTRACK_FOREVER };
  return { ok: true, regex };
}

/**
 * True when the pattern needs V8's backtracking engine (back references, look-arounds) and has
 * a repeated group that itself repeats or alternates: the shapes of catastrophic backtracking.
 */
function mayBacktrackForever(p: string): boolean {
  if (!/\\[1-9]|\\k<|\(\?<?[=!]/.test(p)) return false;
  const frames: { repeats: boolean }[] = [{ repeats: false }];
  let inClass = false;
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      inClass = c !== ']';
      continue;
    }
    const top = frames[frames.length - 1]!;
    if (c === '[') inClass = true;
    else if (c === '(') frames.push({ repeats: false });
    else if (c === '|') top.repeats = true;
    else if (c === '*' || c === '+' || (c === '{' && /^\{\d*,\d*\}/.test(p.slice(i)))) top.repeats = true;
    else if (c === ')') {
      const inner = frames.pop()!;
      const q = p[i + 1];
      const quantified = q === '*' || q === '+' || (q === '{' && /^\{\d*,\d*\}/.test(p.slice(i + 1)));
      if (quantified && inner.repeats) return true;
      if (inner.repeats) frames[frames.length - 1]!.repeats = true;
    }
  }
  return false;
}
