// Ruby's String methods that Puppet's string functions call, where JavaScript's differ: Unicode
// case mapping without JavaScript's final-sigma rule, title case for capitalize, Ruby's whitespace
// ("\0\t\n\v\f\r " only, not Unicode spaces) and code-point (not UTF-16) characters.

/** String#downcase (full Unicode mapping; Σ always becomes σ, as Ruby does). */
export const rubyDowncase = (s: string): string => s.replace(/Σ/g, 'σ').toLowerCase();

/** String#upcase. */
export const rubyUpcase = (s: string): string => s.toUpperCase();

// Title case where it is not upper case: the Latin digraphs.
const TITLE: Record<string, string> = { Ǆ: 'ǅ', ǅ: 'ǅ', ǆ: 'ǅ', Ǉ: 'ǈ', ǈ: 'ǈ', ǉ: 'ǈ', Ǌ: 'ǋ', ǋ: 'ǋ', ǌ: 'ǋ', Ǳ: 'ǲ', ǲ: 'ǲ', ǳ: 'ǲ' };

/** A character's title case (Unicode's titlecase mapping). */
function titleCase(c: string): string {
  const special = TITLE[c];
  if (special !== undefined) return special;
  // Georgian has no title case: Mkhedruli stays, Mtavruli becomes Mkhedruli.
  if (/[\u10d0-\u10ff\u1c90-\u1cbf]/.test(c)) return c.toLowerCase();
  // A character whose upper case is several (ß → SS, ﬁ → FI, ŉ → ʼN) keeps the first cased letter
  // upper and lowers the ones after it (Ss, Fi, ʼN).
  const upper = c.toUpperCase();
  const cased = /\p{Cased}/u.exec(upper);
  return cased === null ? upper : upper.slice(0, cased.index + cased[0].length) + upper.slice(cased.index + cased[0].length).toLowerCase();
}

/** String#capitalize: the first character in title case, the rest in lower case. */
export function rubyCapitalize(s: string): string {
  if (s === '') return s;
  const first = String.fromCodePoint(s.codePointAt(0)!);
  return titleCase(first) + rubyDowncase(s.slice(first.length));
}

const SPACE = '\0\t\n\v\f\r ';

/** String#lstrip (leading "\0\t\n\v\f\r " removed). */
export function rubyLstrip(s: string): string {
  let i = 0;
  while (i < s.length && SPACE.includes(s[i]!)) i++;
  return s.slice(i);
}

/** String#rstrip (trailing "\0\t\n\v\f\r " removed). */
export function rubyRstrip(s: string): string {
  let i = s.length;
  while (i > 0 && SPACE.includes(s[i - 1]!)) i--;
  return s.slice(0, i);
}

export const rubyStrip = (s: string): string => rubyLstrip(rubyRstrip(s));

/** String#chomp: one trailing "\r\n", "\n" or "\r" removed. */
export function rubyChomp(s: string): string {
  if (s.endsWith('\r\n')) return s.slice(0, -2);
  if (s.endsWith('\n') || s.endsWith('\r')) return s.slice(0, -1);
  return s;
}

/** String#chop: the last character removed ("\r\n" counts as one). */
export function rubyChop(s: string): string {
  if (s.endsWith('\r\n')) return s.slice(0, -2);
  const last = s.codePointAt(s.length - 2);
  return s.slice(0, last !== undefined && last > 0xffff ? -2 : -1);
}

/** String#split by a separator string: trailing empty fields dropped, as Ruby does. */
export function rubySplit(s: string, separator: string): string[] {
  const fields = s.split(separator);
  while (fields.at(-1) === '') fields.pop();
  return fields;
}
