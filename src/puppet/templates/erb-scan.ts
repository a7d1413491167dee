// Cuts an ERB template into the commands Ruby's ERB compiles it to (trim mode '-'): text to put,
// code to run, values to insert, and the line breaks of the generated program. grammar/erb.ohm
// finds the tags; this file applies what ERB's compiler does with them.
import type { Node as OhmNode } from 'ohm-js';
import grammar, { recipeDigest } from '../../../grammar/erb.ohm-bundle.js';
import { lazy } from '../../data/lazy.js';

/** Ruby code of a tag: its text (`%%>` already `%>`) and, per character, its offset in the template. */
export interface CodeText {
  text: string;
  offsets: number[];
  /** Offset just after the code (where the closing tag starts). */
  end: number;
}

export type ErbCommand =
  | { kind: 'text'; value: string; start: number }
  | { kind: 'code'; code: CodeText; start: number }
  | { kind: 'insert'; code: CodeText; start: number }
  /** ERB ends a line of the generated program here (after `-%>` took the line break, or after code ending with one). */
  | { kind: 'cr' };

type Piece =
  | { kind: 'text'; value: string; start: number }
  | { kind: 'tag'; open: string; body: CodeText; closed: boolean; trim: boolean; start: number };

function bodyText(node: OhmNode): CodeText {
  const text: string[] = [];
  const offsets: number[] = [];
  for (const c of node.children[0]!.children) {
    const at = c.source.startIdx;
    if (c.ctorName === 'literalClose') {
      text.push('%', '>');
      offsets.push(at + 1, at + 2);
    } else {
      text.push(c.sourceString);
      offsets.push(at);
    }
  }
  return { text: text.join(''), offsets, end: node.source.endIdx };
}

const semantics = lazy(() =>
  grammar.createSemantics().addOperation<unknown>('piece', {
    template(items) {
      return items.children.map((c) => c['piece']());
    },
    text(chars) {
      return { kind: 'text', value: chars.children.map((c) => (c.ctorName === 'literalOpen' ? '<%' : c.sourceString)).join(''), start: this.source.startIdx };
    },
    tag_closed(open, body, close) {
      return { kind: 'tag', open: open.sourceString, body: bodyText(body), closed: true, trim: close.sourceString.startsWith('-%>'), start: this.source.startIdx };
    },
    tag_unclosed(open, body, _end) {
      return { kind: 'tag', open: open.sourceString, body: bodyText(body), closed: false, trim: false, start: this.source.startIdx };
    },
  }),
);

/** Changes whenever what {@link scanErb} makes of a text does (its results are cached across runs). */
export const ERB_SCAN_VERSION = `${recipeDigest}-v1`;

/** The commands of an ERB template, as ERB::Compiler#compile makes them. */
export function scanErb(text: string): ErbCommand[] {
  const match = grammar.match(text);
  // Every text is some sequence of items (an unclosed tag runs to the end): a failure is a grammar slip.
  if (match.failed()) throw new Error(`ERB grammar failed at ${match.getRightmostFailurePosition()}`);
  const pieces = semantics()(match)['piece']() as Piece[];
  const out: ErbCommand[] = [];
  // ERB gathers text (and unclosed tags' code) into one put until a tag starts.
  let pending: { value: string; start: number } | undefined;
  const put = (value: string, start: number) => {
    if (pending) pending.value += value;
    else pending = { value, start };
  };
  const flush = () => {
    if (pending && pending.value !== '') out.push({ kind: 'text', ...pending });
    pending = undefined;
  };
  for (const p of pieces) {
    if (p.kind === 'text') {
      put(p.value, p.start);
      continue;
    }
    if (!p.closed) {
      // ERB puts the code of a tag that never closes as text.
      put(p.body.text, p.body.offsets[0] ?? p.start);
      continue;
    }
    if (p.open === '<%-' && pending && lineStartsAt(text, p.start, pending)) pending.value = pending.value.replace(/[ \t]*$/, '');
    flush();
    const code = p.body;
    if (p.open === '<%=') out.push({ kind: 'insert', code, start: p.start });
    else if (p.open !== '<%#') {
      if (code.text.endsWith('\n')) {
        out.push({ kind: 'code', code: { text: code.text.slice(0, -1), offsets: code.offsets.slice(0, -1), end: code.end }, start: p.start });
        out.push({ kind: 'cr' });
      } else out.push({ kind: 'code', code, start: p.start });
    }
    if (p.trim) out.push({ kind: 'cr' });
  }
  flush();
  return out;
}

/** Whether only blanks stand between the start of the line and the `<%-` at `open` (ERB's `^[ \t]*<%-`). */
function lineStartsAt(text: string, open: number, pending: { value: string }): boolean {
  let i = open;
  let blanks = 0;
  while (i > 0 && (text[i - 1] === ' ' || text[i - 1] === '\t')) {
    i--;
    blanks++;
  }
  // The blanks must be in the pending text (not the tail of a literal `<%%` or a tag).
  return (i === 0 || text[i - 1] === '\n') && blanks <= pending.value.length;
}
