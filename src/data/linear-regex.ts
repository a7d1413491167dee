// User regular expressions (Hiera lookup_options keys, Heat allowed_pattern, Puppet's =~ to come)
// compiled for V8's linear-time engine, so no pattern can hang the process on any input.
import { setFlagsFromString } from 'node:v8';

// The non-backtracking engine (the `l` flag) runs in time linear in the input whatever the
// pattern. It lacks back-references and look-around: such patterns are refused, never run.
setFlagsFromString('--enable-experimental-regexp-engine');

export type LinearRegex = { ok: true; regex: RegExp } | { ok: false; invalid: boolean; reason: string };

export const NEEDS_BACKTRACKING = 'it needs a backtracking engine (back-reference or look-around) and could take exponential time';

/** `source` compiled for linear-time matching, or why it cannot be (`invalid`: not a regex at all). */
export function compileLinear(source: string, flags = ''): LinearRegex {
  try {
    new RegExp(source, flags);
  } catch (e) {
    return { ok: false, invalid: true, reason: (e as Error).message.replace(/^Invalid regular expression: /, '') };
  }
  try {
    return { ok: true, regex: new RegExp(source, `${flags}l`) };
  } catch {
    return { ok: false, invalid: false, reason: NEEDS_BACKTRACKING };
  }
}
