// Ruby 3.1's shellwords library (`require 'shellwords'`), which voxpupuli prometheus's daemon
// templates use: Shellwords.escape quotes a text for a POSIX shell, Shellwords.split cuts a
// command line into words as the shell would.
import { rubyStringInspect } from '../../data/ruby-inspect.js';

/** Shellwords.escape of a text (the caller gives its to_s): a backslash before each character outside the safe set, a line break quoted. */
export function shellEscape(s: string): string {
  if (s === '') return "''";
  return s.replace(/[^A-Za-z0-9_\-.,:+/@\n]/gu, '\\$&').replace(/\n/g, "'\n'");
}

/** A word (1), single-quoted (2), double-quoted (3), an escape (4), a stray quote (5), and the blank that ends the word (6). */
const WORD = /[ \t\n\v\f\r]*(?:([^ \t\n\v\f\r\\'"]+)|'([^']*)'|"((?:[^"\\]|\\[\s\S])*)"|(\\[\s\S]?)|([^ \t\n\v\f\r]))([ \t\n\v\f\r])?/y;

/** Shellwords.split: the words, or the message of Ruby's ArgumentError for an unmatched quote. */
export function shellSplit(line: string): string[] | { error: string } {
  const words: string[] = [];
  let field = '';
  WORD.lastIndex = 0;
  for (let m = WORD.exec(line); m !== null; m = WORD.exec(line)) {
    const [, word, sq, dq, esc, garbage, sep] = m;
    if (garbage !== undefined) return { error: `Unmatched quote: ${rubyStringInspect(line)}` };
    // In double quotes a backslash escapes only $ ` " \ and a line break; elsewhere any character but a line break.
    field += word ?? sq ?? (dq !== undefined ? dq.replace(/\\([$`"\\\n])/g, '$1') : esc!.replace(/\\([^\n])/g, '$1'));
    // Ruby's `(\s|\z)?`: the end of the line ends a word too.
    if (sep !== undefined || WORD.lastIndex === line.length) {
      words.push(field);
      field = '';
    }
  }
  return words;
}
