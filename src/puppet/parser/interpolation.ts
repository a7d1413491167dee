// Double-quoted string and heredoc contents: escapes, `$var` and `${expr}` pieces with offsets,
// as Puppet's lexer splits them (reference §2.6, §2.7).

export type Piece = { text: string } | { variable: string; start: number; end: number } | { expression: string; start: number; end: number };

const WORD = /[A-Za-z0-9_]/;

/** Decodes a double-quoted escape (`\n`, `\u{1F600}`, ...); returns the text and the length consumed. */
function escape(text: string, i: number, allowed: string | undefined): { out: string; used: number } {
  const c = text[i + 1];
  if (c === undefined) return { out: '\\', used: 1 };
  const on = (letter: string) => allowed === undefined || allowed.includes(letter);
  if (c === '\\') return { out: '\\', used: 2 };
  if (allowed === undefined && (c === '"' || c === "'")) return { out: c, used: 2 };
  if (c === '$' && on('$')) return { out: '$', used: 2 };
  if (c === 'n' && on('n')) return { out: '\n', used: 2 };
  if (c === 'r' && on('r')) return { out: '\r', used: 2 };
  if (c === 't' && on('t')) return { out: '\t', used: 2 };
  if (c === 's' && on('s')) return { out: ' ', used: 2 };
  if (c === '\n' && (allowed === undefined || allowed.includes('L'))) return { out: '', used: 2 };
  if (c === 'u' && on('u')) {
    const braced = /^\{([0-9a-fA-F]{1,6})\}/.exec(text.slice(i + 2));
    if (braced) return { out: String.fromCodePoint(parseInt(braced[1]!, 16)), used: 2 + braced[0].length };
    const four = /^[0-9a-fA-F]{4}/.exec(text.slice(i + 2));
    if (four) return { out: String.fromCharCode(parseInt(four[0], 16)), used: 6 };
  }
  // Not an escape here: the backslash stays and what follows is read as usual (a heredoc without
  // the `$` flag still interpolates the `$x` after it).
  return { out: '\\', used: 1 };
}

/** Index of the `}` closing a `${` whose body starts at `i`, skipping nested braces and strings. */
function closing(text: string, i: number): number {
  let depth = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      i = j + 1;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}') {
      if (depth === 0) return i;
      depth--;
    }
    i++;
  }
  return -1;
}

/**
 * Splits string content into text and interpolations. `offsetOf(k)` maps an index of `text` to
 * its source offset. `escapes`: undefined = double-quoted rules; a string = heredoc flags
 * ('' = none). `interpolate` false keeps `$` literal (single-quoted-tag heredocs).
 */
export function splitInterpolated(text: string, offsetOf: (k: number) => number, escapes: string | undefined, interpolate: boolean): Piece[] {
  const pieces: Piece[] = [];
  let buf = '';
  // Plain text is taken as slices from `run` on: appending it character by character built a
  // string node per character (a 10 MB heredoc left hundreds of megabytes to collect).
  let run = 0;
  const take = (upTo: number) => {
    if (upTo > run) buf += text.slice(run, upTo);
  };
  const flush = () => {
    if (buf !== '') pieces.push({ text: buf });
    buf = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && (escapes === undefined || escapes.length > 0)) {
      const e = escape(text, i, escapes);
      take(i);
      buf += e.out;
      i += e.used;
      run = i;
      continue;
    }
    if (c === '$' && interpolate) {
      if (text[i + 1] === '{') {
        const end = closing(text, i + 2);
        if (end >= 0) {
          take(i);
          flush();
          pieces.push({ expression: text.slice(i + 2, end), start: offsetOf(i + 2), end: offsetOf(end - 1) + 1 });
          i = end + 1;
          run = i;
          continue;
        }
      }
      let j = i + 1;
      if (text.startsWith('::', j)) j += 2;
      const nameStart = j;
      while (j < text.length && (WORD.test(text[j]!) || (text.startsWith('::', j) && WORD.test(text[j + 2] ?? '')))) j += text[j] === ':' ? 2 : 1;
      if (j > nameStart) {
        take(i);
        flush();
        pieces.push({ variable: text.slice(i + 1, j), start: offsetOf(i), end: offsetOf(j - 1) + 1 });
        i = j;
        run = i;
        continue;
      }
    }
    i++;
  }
  take(text.length);
  flush();
  return pieces;
}
