// The Ruby (Onigmo) regexp errors Puppet's parser raises while it reads a manifest, found by a
// scan of the pattern: group balance, group options, character classes and POSIX brackets.
// JavaScript's RegExp is no judge here: Ruby accepts `\A`, `(?i-m:...)`, `[[:alpha:]]`, nested
// classes and rejects things JavaScript allows, so a JavaScript compile would err both ways.

const POSIX_BRACKETS = new Set(['alnum', 'alpha', 'ascii', 'blank', 'cntrl', 'digit', 'graph', 'lower', 'print', 'punct', 'space', 'upper', 'word', 'xdigit']);
/** Onigmo looks this far after `[:` for the `:]` that would make a POSIX bracket. */
const POSIX_BRACKET_LOOKAHEAD = 20;
/** `(?imx-imx)` / `(?imx-imx:...)`, with Ruby's character-set options `a`, `d`, `u` on the on side. */
const OPTIONS = /^[imxadu]*(?:-[imx]*)?[:)]/;

/**
 * What follows `(?` at `i` (just after the `?`): an error, or how many characters the group's head
 * takes there (a head ending in `)` is a whole group: options or a comment).
 */
function groupHead(pattern: string, i: number): string | number {
  const c = pattern[i];
  if (c === undefined) return 'end pattern in group';
  if (':=!>~'.includes(c)) return 1;
  // `(?(cond)...)`: the condition is an ordinary parenthesised group.
  if (c === '(') return 0;
  if (c === '#') {
    // A comment runs to the first `)`, whatever it holds.
    const close = pattern.indexOf(')', i);
    return close < 0 ? 'end pattern in group' : close - i + 1;
  }
  if (c === '<' && (pattern[i + 1] === '=' || pattern[i + 1] === '!')) return 2;
  if (c === '<' || c === "'") {
    const end = pattern.indexOf(c === '<' ? '>' : "'", i + 1);
    const name = end < 0 ? pattern.slice(i + 1) : pattern.slice(i + 1, end);
    if (end < 0 || !/^[A-Za-z_]\w*$/.test(name)) return `invalid group name <${name}>`;
    return end - i + 1;
  }
  const options = OPTIONS.exec(pattern.slice(i));
  if (options) return options[0].length;
  return /^[imxadu-]*$/.test(pattern.slice(i)) ? 'end pattern in group' : 'undefined group option';
}

/** At `[:` inside a character class: Onigmo's verdict on a would-be POSIX bracket. */
function posixBracketProblem(pattern: string, i: number): string | undefined {
  let j = i + 2;
  if (pattern[j] === '^') j++;
  const close = pattern.indexOf(':]', j);
  if (close >= 0 && POSIX_BRACKETS.has(pattern.slice(j, close))) return undefined;
  let k = i + 2;
  while (k < pattern.length && k - (i + 2) < POSIX_BRACKET_LOOKAHEAD && pattern[k] !== ':' && pattern[k] !== ']') k++;
  return pattern[k] === ':' && pattern[k + 1] === ']' ? 'invalid POSIX bracket type' : undefined;
}

/** `{n,m}` at `i`: Ruby refuses an upper bound below the lower one. */
function repeatProblem(pattern: string, i: number): string | undefined {
  const m = /^\{(\d+),(\d+)\}/.exec(pattern.slice(i, i + 24));
  return m && Number(m[2]) < Number(m[1]) ? 'upper is smaller than lower in repeat range' : undefined;
}

/** `(?x)` turns `x` on for the rest of its group, `(?x:...)` inside it, `-x` off. */
function extendedAfter(head: string, current: boolean): boolean {
  const [on = '', off = ''] = head.replace(/[:)]$/, '').split('-');
  return off.includes('x') ? false : on.includes('x') ? true : current;
}

/**
 * The message Ruby's `Regexp.new` would fail with (its text before the `:`), if the scan finds
 * one. Not checked: back references and properties (`\k<x>`, `\p{Foo}`), ranges after a POSIX
 * bracket.
 */
export function rubyRegexProblem(pattern: string): string | undefined {
  // Per open group, whether `x` (extended: blanks and `#` comments ignored) is on inside it.
  const extended: boolean[] = [false];
  let inClass = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass > 0) {
      if (c === '[' && pattern[i + 1] === ':') {
        const problem = posixBracketProblem(pattern, i);
        if (problem) return problem;
      }
      if (c === '[') inClass++;
      else if (c === ']' && pattern[i - 1] !== '[' && !(pattern[i - 1] === '^' && pattern[i - 2] === '[')) inClass--;
      continue;
    }
    const ext = extended[extended.length - 1]!;
    if (c === '[') inClass = 1;
    else if (c === '#' && ext) {
      const eol = pattern.indexOf('\n', i);
      i = eol < 0 ? pattern.length : eol;
    } else if (c === '{') {
      const problem = repeatProblem(pattern, i);
      if (problem) return problem;
    } else if (c === '(') {
      let inner = ext;
      if (pattern[i + 1] === '?') {
        const head = groupHead(pattern, i + 2);
        if (typeof head === 'string') return head;
        const text = pattern.slice(i + 2, i + 2 + head);
        i += 1 + head;
        if (/^[imxadu-]+[:)]$/.test(text)) inner = extendedAfter(text, ext);
        if (head > 0 && pattern[i] === ')') {
          // Options alone apply to the rest of the enclosing group.
          extended[extended.length - 1] = inner;
          continue;
        }
      }
      extended.push(inner);
    } else if (c === ')') {
      if (extended.length === 1) return 'unmatched close parenthesis';
      extended.pop();
    }
  }
  if (inClass > 0) return 'premature end of char-class';
  if (extended.length > 1) return 'end pattern with unmatched parenthesis';
  return undefined;
}
