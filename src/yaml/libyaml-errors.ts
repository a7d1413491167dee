// What libyaml (Psych's parser) says of a text js-yaml refused, for the mistakes people make in
// Hiera data: a quoted scalar never closed, a tab in indentation. libyaml's scanner fails at the
// first of them in the text, in its own words and at its own place (Psych's message is "problem
// context at line L column C", L:C being the context's mark); undefined for any other mistake
// (the caller keeps js-yaml's reason).
import { EVENT_ID, type Event } from 'js-yaml';

/** libyaml's problem and context, and the offset of its context mark. */
export interface LibyamlError {
  problem: string;
  offset: number;
}

/** The scalar that opens at `start` (a quote) and the offset past its closing quote; -1 past the end, -2 at a document indicator. */
function quotedEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    // A line opening with `---` or `...` (then a blank or the end) ends the document, not the scalar.
    if ((i === 0 || text[i - 1] === '\n') && /^(?:---|\.\.\.)(?:[ \t\r\n]|$)/.test(text.slice(i, i + 4))) return -2;
    if (quote === '"' && c === '\\') i++;
    else if (quote === "'" && c === "'" && text[i + 1] === "'") i++;
    else if (c === quote) return i + 1;
  }
  return -1;
}

/**
 * Where a node may open on a line, in block or flow context: the offsets where a quote would start
 * a quoted scalar (after indentation and `- ` entries, after `key: `, `? `, and after `[`, `{`, `,`).
 */
const NODE_START = /(?:^[ ]*(?:[-?:][ ]+)*|[:][ \t]+|[[{,][ \t]*)(?=["'])/g;

/** The first quoted scalar libyaml would scan that is never closed (`"abc` to the end of the text). */
function unclosedQuote(text: string): LibyamlError | undefined {
  let block: number | undefined; // a block scalar's key indentation: its more indented lines are content
  let offset = 0;
  while (offset < text.length) {
    const lineEnd = text.indexOf('\n', offset) === -1 ? text.length : text.indexOf('\n', offset);
    const line = text.slice(offset, lineEnd);
    const indent = /^[ ]*/.exec(line)![0].length;
    if (block !== undefined && (line.trim() === '' || indent > block)) {
      offset = lineEnd + 1;
      continue;
    }
    block = undefined;
    let resume = lineEnd + 1;
    NODE_START.lastIndex = 0;
    for (let m = NODE_START.exec(line); m; m = NODE_START.exec(line)) {
      const start = offset + m.index + m[0].length;
      // A comment ends what the line says.
      if (/(?:^|[ \t])#/.test(text.slice(offset, start))) break;
      const end = quotedEnd(text, start);
      if (end === -1) return { problem: 'found unexpected end of stream while scanning a quoted scalar', offset: start };
      if (end === -2) return { problem: 'found unexpected document indicator while scanning a quoted scalar', offset: start };
      // A scalar closed on a later line: read on after it.
      if (end > lineEnd) {
        resume = text.indexOf('\n', end) === -1 ? text.length : text.indexOf('\n', end) + 1;
        break;
      }
      NODE_START.lastIndex = end - offset;
    }
    if (resume === lineEnd + 1 && /(?:^|[ \t:-])[|>][-+0-9]*[ \t]*(?:#.*)?$/.test(line)) block = indent;
    offset = resume;
  }
  return undefined;
}

/** The lines before offset `before`, nearest first: each line's start and text. */
function* linesBefore(text: string, before: number): Generator<{ start: number; line: string }> {
  let end = text.lastIndexOf('\n', before - 1);
  while (end >= 0) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    yield { start, line: text.slice(start, end) };
    end = start - 1;
  }
}

const indentOf = (line: string): number => /^[ ]*/.exec(line)![0].length;

/**
 * A tab in the indentation of the line at `lineStart` (js-yaml's "tab characters must not be used
 * in indentation"). Inside a block scalar libyaml refuses it as the scalar's indentation; after a
 * line ending with a plain scalar (`key: value`, `- value`, blank lines between) it reads the line
 * as the scalar's continuation and refuses the tab when it stands left of the scalar's
 * collection's content; else the line starts a token, which a tab cannot.
 */
function tabInIndentation(text: string, lineStart: number): LibyamlError | undefined {
  const tab = text.indexOf('\t', lineStart);
  if (tab < 0 || !/^[ \t]*$/.test(text.slice(lineStart, tab)) || inFlow(text, lineStart)) return undefined;
  let previous: { start: number; line: string } | undefined;
  let comment = false;
  // The content lines above, while more indented than a line that opens a block scalar.
  let least = Infinity;
  for (const l of linesBefore(text, lineStart)) {
    if (l.line.trim() === '') continue;
    if (!previous && l.line.trim().startsWith('#')) {
      comment = true;
      continue;
    }
    previous ??= l;
    const indent = indentOf(l.line);
    if (indent >= least) continue;
    least = indent;
    const header = /(?:^|[ \t:-])([|>])[-+0-9]*[ \t]*(?:#.*)?$/.exec(l.line);
    if (header && l !== previous) {
      return { problem: 'found a tab character where an indentation space is expected while scanning a block scalar', offset: l.start + header.index + header[0].indexOf(header[1]!) };
    }
  }
  const cannotStart = { problem: 'found character that cannot start any token while scanning for the next token', offset: tab };
  if (!previous || comment) return cannotStart;
  const entry = /^([ ]*)((?:- +)*)(?:([^\s"'#\-?:[\]{},&*!|>%@`][^#]*?|"[^"]*"|'[^']*'):[ \t]+)?(.*)$/.exec(previous.line);
  if (!entry) return cannotStart;
  const [, spaces, dashes, key, rest] = entry as unknown as [string, string, string, string | undefined, string];
  const value = rest.replace(/[ \t]+#.*$/, '').trimEnd();
  const plain = value !== '' && !/^["'[{|>&*!#%@`]/.test(value) && !/^-(?:[ \t]|$)/.test(value) && !/:$/.test(value) && !/[ \t]#/.test(rest);
  // A plain scalar with neither key nor entry on its line is a continuation whose start is above: not read here.
  if (!plain || (key === undefined && dashes === '')) return plain ? undefined : cannotStart;
  // The scalar's collection: a mapping at its key's column, else a sequence at its last `- `.
  const column = key !== undefined ? spaces.length + dashes.length : spaces.length + dashes.length - /- +$/.exec(dashes)![0].length;
  if (tab - lineStart > column) return undefined;
  return { problem: 'found a tab character that violates indentation while scanning a plain scalar', offset: previous.start + previous.line.indexOf(value, spaces.length + dashes.length) };
}

/** Whether `offset` is inside a flow collection (`[`, `{` opened before it, quotes and comments aside), where tabs are blanks. */
function inFlow(text: string, offset: number): boolean {
  let depth = 0;
  const tokens = /"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|(?:^|[ \t])#[^\n]*|[[\]{}]/gm;
  for (let m = tokens.exec(text); m && m.index < offset; m = tokens.exec(text)) {
    if (m[0] === '[' || m[0] === '{') depth++;
    else if (m[0] === ']' || m[0] === '}') depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}

/** The start of the first line up to `position` whose indentation holds a tab. */
function firstTabIndentedLine(text: string, position: number): number | undefined {
  const m = /^[ ]*\t/m.exec(text);
  return m && m.index <= position ? m.index : undefined;
}

/** libyaml's error for a text js-yaml refused with `reason` at `position`, when it is one of these mistakes. */
export function libyamlError(text: string, reason: string, position: number): LibyamlError | undefined {
  const quote = unclosedQuote(text);
  if (quote && quote.offset <= position) return quote;
  // `& 1`, `*,`: js-yaml stops just past the indicator.
  const empty = /^name of an (anchor|alias) node must contain at least one character$/.exec(reason);
  if (empty && '&*'.includes(text[position - 1] ?? '')) return anchorName(empty[1] as 'anchor' | 'alias', position - 1);
  // js-yaml says "tab characters must not be used in indentation", or fails later on the line.
  const tabbed = firstTabIndentedLine(text, position);
  return tabbed === undefined ? undefined : tabInIndentation(text, tabbed);
}

const anchorName = (kind: 'anchor' | 'alias', offset: number): LibyamlError => ({ problem: `did not find expected alphabetic or numeric character while scanning an ${kind}`, offset });

/**
 * The first anchor or alias of a document js-yaml read whose name libyaml refuses: libyaml's names
 * are ASCII letters, digits, `-` and `_` (YAML 1.2 takes any character but spaces and flow
 * indicators: `&my.anchor`).
 */
export function badAnchorName(events: readonly Event[], text: string): LibyamlError | undefined {
  let first: LibyamlError | undefined;
  for (const e of events) {
    if (e.type === EVENT_ID.DOCUMENT || e.type === EVENT_ID.POP || e.anchorStart < 0) continue;
    if (first && first.offset < e.anchorStart) continue;
    const name = text.slice(e.anchorStart, e.anchorEnd);
    if (!/^[0-9A-Za-z_-]+$/.test(name)) first = anchorName(e.type === EVENT_ID.ALIAS ? 'alias' : 'anchor', e.anchorStart - 1);
  }
  return first;
}
