// Heredoc pre-pass: Puppet takes a heredoc's body from the lines after its `@(TAG)`, out of band.
// This pass finds the bodies, blanks them out of the text the grammar sees (offsets unchanged)
// and keeps each body's facts for the AST builder.

export interface HeredocBody {
  /** Offset of the `@(` that opened it. */
  open: number;
  tag: string;
  /** The tag was quoted: `$` and `${}` interpolate in the body. */
  interpolate: boolean;
  syntax?: string;
  /** Escape letters enabled by `/...` (`t r n s u $ L`); undefined when none. */
  escapes?: string;
  /** The body text with the margin removed and, with `-`, the last line break dropped. */
  text: string;
  /**
   * Where each line of `text` came from: its first character's index in `text` and offset in the
   * source (ascending). One entry per line, not per character: a 10 MB body would need 10 million.
   */
  lines: { text: number; source: number }[];
}

/** Offset in the source of character `k` of a body's text (for interpolation positions); undefined past its end. */
export function bodyOffset(body: HeredocBody, k: number): number | undefined {
  if (k < 0 || k >= body.text.length) return undefined;
  let lo = 0;
  let hi = body.lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (body.lines[mid]!.text <= k) lo = mid;
    else hi = mid - 1;
  }
  const line = body.lines[lo]!;
  return line.source + (k - line.text);
}

export interface HeredocScan {
  /** The source with every body replaced by spaces (line breaks kept). */
  text: string;
  bodies: Map<number, HeredocBody>;
  /** Openers whose end tag was never found. */
  unterminated: { open: number; tag: string }[];
  /** Openers whose escape flags are invalid. */
  badFlags: { open: number; flags: string }[];
}

const SPEC = /^@\(\s*("?)([^"):/\n]+?)\1\s*(?::\s*([a-z][a-zA-Z0-9_+]*))?\s*(?:\/\s*([a-zA-Z$]*))?\s*\)/;

/** Skips a comment or string starting at i; returns the index after it, or i if none starts there. */
function skipOpaque(text: string, i: number): number {
  const c = text[i];
  if (c === '#') {
    const nl = text.indexOf('\n', i);
    return nl < 0 ? text.length : nl;
  }
  if (c === '/' && text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return end < 0 ? text.length : end + 2;
  }
  if (c === "'" || c === '"') {
    let j = i + 1;
    while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  return i;
}

/** End of the quoted string opened at `i` (interpolations nest), or where an inner quote is left open. */
function endOfString(source: string, i: number): { end: number } | { unclosedAt: number; quote: string } {
  const quote = source[i]!;
  let j = i + 1;
  while (j < source.length) {
    const c = source[j];
    if (c === '\\') j += 2;
    else if (c === quote) return { end: j + 1 };
    else if (quote === '"' && c === '$' && source[j + 1] === '{') {
      // Inside `${...}` the lexer reads code: braces nest and strings may open again.
      let depth = 0;
      j += 2;
      for (; j < source.length; j++) {
        const d = source[j];
        if (d === "'" || d === '"') {
          const inner = endOfString(source, j);
          if ('unclosedAt' in inner) return inner;
          j = inner.end - 1;
        } else if (d === '{') depth++;
        else if (d === '}' && depth-- === 0) break;
      }
      // Code that runs to the end of the input: Puppet's lexer gives up there, not at the quote.
      if (j >= source.length) return { unclosedAt: source.length, quote };
      j++;
    } else j++;
  }
  return { unclosedAt: i, quote };
}

/**
 * The first string or block comment that never closes, as Puppet's lexer reports it (at its
 * opening, not at the end of the input where a grammar would fail).
 */
export function findUnterminated(source: string): { at: number; what: string } | undefined {
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === "'" || c === '"') {
      const r = endOfString(source, i);
      if ('unclosedAt' in r) return { at: r.unclosedAt, what: `quote ${r.quote}` };
      i = r.end;
      continue;
    }
    const next = skipOpaque(source, i);
    if (next !== i) {
      if (c === '/' && !source.slice(i + 2).includes('*/')) return { at: i, what: 'multiline comment' };
      i = next;
    } else i++;
  }
  return undefined;
}

const ASCII = new TextDecoder();

/** The source with every character of the ranges but line breaks replaced by a space (offsets unchanged). */
function blank(source: string, ranges: readonly { start: number; end: number }[]): string {
  if (ranges.length === 0) return source;
  const out: string[] = [];
  let at = 0;
  for (const r of ranges) {
    out.push(source.slice(at, r.start));
    // Built as bytes: one pass for the line breaks, where a string per line made megabytes of garbage.
    const bytes = new Uint8Array(r.end - r.start).fill(0x20);
    for (let nl = source.indexOf('\n', r.start); nl >= 0 && nl < r.end; nl = source.indexOf('\n', nl + 1)) bytes[nl - r.start] = 0x0a;
    out.push(ASCII.decode(bytes));
    at = r.end;
  }
  out.push(source.slice(at));
  return out.join('');
}

export function scanHeredocs(source: string): HeredocScan {
  if (!source.includes('@(')) return { text: source, bodies: new Map(), unterminated: [], badFlags: [] };
  // Body ranges to blank, in order; the blanked text is built once at the end.
  const blanked: { start: number; end: number }[] = [];
  const bodies = new Map<number, HeredocBody>();
  const unterminated: HeredocScan['unterminated'] = [];
  const badFlags: HeredocScan['badFlags'] = [];
  let pending: { open: number; tag: string; interpolate: boolean; syntax?: string; escapes?: string }[] = [];
  let i = 0;
  while (i < source.length) {
    const skipped = skipOpaque(source, i);
    if (skipped !== i) {
      // A string may contain line breaks; pending bodies start after the line the opener is on.
      const nl = source.lastIndexOf('\n', skipped - 1);
      if (pending.length > 0 && nl >= i) i = takeBodies(nl);
      else i = skipped;
      continue;
    }
    if (source[i] === '@' && source[i + 1] === '(') {
      const m = SPEC.exec(source.slice(i, i + 200));
      if (m) {
        const flags = m[4];
        if (flags !== undefined && (/[^trnsuL$]/.test(flags) || new Set(flags).size !== flags.length)) badFlags.push({ open: i, flags });
        const h: (typeof pending)[number] = { open: i, tag: m[2]!.trim(), interpolate: m[1] === '"' };
        if (m[3] !== undefined) h.syntax = m[3];
        if (flags !== undefined) h.escapes = flags === '' ? 'trnsuL$' : flags;
        pending.push(h);
        i += m[0].length;
        continue;
      }
    }
    if (source[i] === '\n' && pending.length > 0) {
      i = takeBodies(i);
      continue;
    }
    i++;
  }
  for (const p of pending) unterminated.push({ open: p.open, tag: p.tag });
  return { text: blank(source, blanked), bodies, unterminated, badFlags };

  /** Reads the bodies of the pending heredocs starting after the line break at `nl`. */
  function takeBodies(nl: number): number {
    let pos = nl + 1;
    for (const h of pending) {
      const bodyStart = pos;
      // Start of each body line; lines are not copied out: a body may be megabytes of short lines.
      const lineStarts: number[] = [];
      let found: { margin: string; trim: boolean; end: number } | undefined;
      const endRe = new RegExp(`^([ \\t]*)(\\|)?[ \\t]*(-)?[ \\t]*${h.tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[ \\t]*\\r?$`, 'my');
      while (pos <= source.length) {
        const lineEnd = source.indexOf('\n', pos);
        const end = lineEnd < 0 ? source.length : lineEnd;
        endRe.lastIndex = pos;
        const m = endRe.exec(source);
        // The end tag is a whole line (`$` alone would also stop before a U+2028 inside it).
        if (m && m.index + m[0].length === end) {
          found = { margin: m[2] ? m[1]! : '', trim: m[3] !== undefined, end: lineEnd < 0 ? source.length : lineEnd + 1 };
          break;
        }
        lineStarts.push(pos);
        if (lineEnd < 0) break;
        pos = lineEnd + 1;
      }
      if (!found) {
        unterminated.push({ open: h.open, tag: h.tag });
        continue;
      }
      const bodyEnd = pos;
      const pieces: string[] = [];
      const bodyLines: HeredocBody['lines'] = [];
      let length = 0;
      // Where the piece being gathered starts: lines with no margin to cut continue it, so a body
      // without a margin is one slice of the source.
      let pieceStart = -1;
      for (let n = 0; n < lineStarts.length; n++) {
        const lineStart = lineStarts[n]!;
        // Puppet cuts the margin's exact text where a line starts with it and leaves other lines
        // whole (its lexer's own "bug compatible" reading: a shallower line keeps its indentation).
        const cut = found.margin !== '' && source.startsWith(found.margin, lineStart) ? found.margin.length : 0;
        if (cut > 0 || n === 0) {
          if (pieceStart >= 0) pieces.push(source.slice(pieceStart, lineStart));
          pieceStart = lineStart + cut;
          bodyLines.push({ text: length, source: pieceStart });
        }
        length += (n + 1 < lineStarts.length ? lineStarts[n + 1]! : bodyEnd) - lineStart - cut;
      }
      if (pieceStart >= 0) pieces.push(source.slice(pieceStart, bodyEnd));
      let text = pieces.join('');
      if (found.trim && text.endsWith('\n')) text = text.slice(0, text.endsWith('\r\n') ? -2 : -1);
      bodies.set(h.open, { ...h, text, lines: bodyLines });
      blanked.push({ start: bodyStart, end: found.end });
      pos = found.end;
    }
    pending = [];
    return pos;
  }
}
