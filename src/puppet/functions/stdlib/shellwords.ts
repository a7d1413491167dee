// Ruby's Shellwords: shellescape (every character outside [A-Za-z0-9_\-.,:+/@\n] backslashed, a
// newline quoted as '\n', the empty string as '') and shellsplit.
import { rubyStringInspect } from '../../../data/ruby-inspect.js';
import { FunctionError } from '../dispatcher.js';

/** Shellwords.shellescape. */
export function rubyShellEscape(s: string): string {
  if (s === '') return "''";
  return s.replace(/[^A-Za-z0-9_\-.,:+/@\n]/gu, '\\$&').replace(/\n/g, "'\n'");
}

/**
 * Ruby's Shellwords.shellsplit: words split as a Bourne shell does (single quotes literal, double
 * quotes with backslash escapes of the special characters, a backslash elsewhere escapes the next
 * character); an unmatched quote is Ruby's ArgumentError.
 */
export function rubyShellSplit(line: string): string[] {
  const words: string[] = [];
  let field = '';
  const re = /\s*(?:([^\s\\'"]+)|'([^']*)'|"((?:[^"\\]|\\.)*)"|(\\[^]?)|(\S))(\s|$)?/uy;
  for (let m = re.exec(line); m !== null && m[0] !== ''; m = re.exec(line)) {
    const [, word, sq, dq, esc, garbage, sep] = m;
    if (garbage !== undefined) throw new FunctionError(`Unmatched quote: ${rubyStringInspect(line)}`);
    field += word ?? sq ?? (dq !== undefined ? dq.replace(/\\([$`"\\\n])/g, '$1') : esc!.replace(/\\(.)/, '$1'));
    // JS leaves an optional group that could match only the empty end unset: the end separates too.
    if (sep !== undefined || re.lastIndex === line.length) {
      words.push(field);
      field = '';
    }
  }
  return words;
}
