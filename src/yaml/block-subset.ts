// A fast reader for the YAML most data files are written in: block mappings and `- ` lists whose
// values are one-line scalars (plain, 'single' or "double" quoted) or one-line flow collections
// (`{ensure: latest}`, `[a, b]`). js-yaml's event parser, the event walk and the construction cost
// several times more on a large override data file or a thousand Heat environment files. In one
// pass over the text it gives what loadYaml's js-yaml path gives: the value (through the same
// schema), the span of every key and value (spans.ts), duplicate keys and the dialect lint's plain
// scalars. Anything outside that subset, or anything it is not sure of, returns undefined and
// loadYaml reads the text with js-yaml as always (test/yaml/block-subset.test.ts compares the two).
import { getScalarValue, SCALAR_STYLE, type ScalarEvent, type Schema } from 'js-yaml';
import { ExactNumber } from '../data/exact-number.js';
import { isIndexKey, putKey } from '../data/key-order.js';
import { LINTED_FIRST, type DialectLint } from './dialect-lint.js';
import { nonStringFirstChars } from './schema.js';
import { recordSpans, type SpanId, type Spans } from './spans.js';

export interface SubsetOptions {
  /** The schema loadYaml constructs with: plain scalars resolve through it, as js-yaml resolves them. */
  schema: Schema;
  maxDepth: number;
  maxNodes: number;
  /** Record the spans (spans.ts), as loadYaml's event walk records them. */
  spans: boolean;
  /** The dialect lint, told the plain scalars in document order. */
  lint?: DialectLint;
}

/** A mapping key written a second time in the same mapping: its text and its place. */
export interface DuplicateKey {
  key: string;
  start: number;
  end: number;
}

export interface SubsetReading {
  value: unknown;
  /** The document's spans, when asked for. */
  spans: Spans | undefined;
  /** In document order. */
  duplicates: DuplicateKey[];
}

/** Thrown inside the reader to give the text back to js-yaml. */
const GIVE_UP = Symbol('not in the subset');

function giveUp(): never {
  throw GIVE_UP;
}

/**
 * Anything but newlines, printable ASCII and printable Unicode (whole surrogate pairs): tabs,
 * carriage returns, NEL, control characters and lone surrogates, which js-yaml treats apart or refuses.
 */
const UNUSUAL = /[^\n\x20-\x7e\xa0-\ud7ff\ue000-\ufefe\uff00-\ufffd\u{10000}-\u{10ffff}]/u;

const MERGE_TAG = 'tag:yaml.org,2002:merge';
const STR_TAG = 'tag:yaml.org,2002:str';

const SPACE = 32;
const NEWLINE = 10;
const HASH = 35;
const COLON = 58;
const DASH = 45;
const QUOTE = 39;
const DOUBLE_QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

const isFlowIndicator = (c: number | undefined) => c === COMMA || c === OPEN_BRACKET || c === CLOSE_BRACKET || c === OPEN_BRACE || c === CLOSE_BRACE;


/** Escapes after `\` in a double-quoted scalar that stand for one character, as js-yaml reads them (x, u, U take hex digits). */
const SIMPLE_ESCAPE: Record<number, string> = Object.fromEntries(
  Object.entries({ 0: '\0', a: '\x07', b: '\b', t: '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', ' ': ' ', '"': '"', '/': '/', '\\': '\\' }).map(([c, v]) => [c.charCodeAt(0), v]),
);
const HEX_ESCAPE: Record<number, number> = { 120: 2, 117: 4, 85: 8 };
const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/** Runs of plain-scalar text up to the next character that may end it (sticky: read from lastIndex). */
const BLOCK_RUN = /[^:#\n]*/y;
const FLOW_RUN = /[^:#,[\]{}\n]*/y;

// What the first character of a plain scalar tells, as bits in a table by character code (its
// last entry for every character past ASCII): one look-up instead of a call per question.
/** No plain scalar of the subset starts with it (quotes and flow collections are read apart). */
const NOT_PLAIN = 1;
/** The schema may resolve a plain scalar starting with it to something other than a string. */
const RESOLVED = 2;
/** The dialect lint judges the plain scalars starting with it (LINTED_FIRST). */
const LINTED = 4;

const NOT_PLAIN_START = new Set([...'?:,[]{}#&*!|>\'"%@`'].map((c) => c.charCodeAt(0)));

/** The first-character table, by schema. */
const firstFlags = new WeakMap<Schema, Uint8Array>();

function firstFlagsOf(schema: Schema): Uint8Array {
  let flags = firstFlags.get(schema);
  if (!flags) {
    const resolved = nonStringFirstChars(schema);
    flags = new Uint8Array(129);
    for (let c = 0; c <= 128; c++) flags[c] = (NOT_PLAIN_START.has(c) ? NOT_PLAIN : 0) | (resolved.has(c) ? RESOLVED : 0) | (LINTED_FIRST.has(c) ? LINTED : 0);
    firstFlags.set(schema, flags);
  }
  return flags;
}

/** `text`'s UTF-16 code units: its UTF-8 encoding when it is ASCII (the encoder is native code), else one by one. */
function codeUnits(text: string): Uint8Array | Uint16Array {
  if (!NOT_ASCII.test(text)) return new TextEncoder().encode(text);
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return codes;
}

const NOT_ASCII = /[^\x00-\x7f]/;

// A process reads its one large data file cold: the reader runs mostly before V8 has optimized
// it, so it keeps to few calls per line and scans with indexOf and sticky regular expressions
// (native code from the first call) where it can. Its state is the variables of one call of
// read(), which its functions share: in code V8 has not optimized yet, such a variable is read
// directly, where a field of an object is looked up through an inline cache on every read.

/** Reads `text` (in the subset, or it gives up): its value, spans and duplicate keys. */
function read(text: string, options: SubsetOptions): SubsetReading {
  const n = text.length;
  /**
   * The text's UTF-16 code units, read by index: in code V8 has not optimized yet, an element of a
   * typed array costs a fraction of a charCodeAt call.
   */
  const codes = codeUnits(text);
  const { schema, lint, maxDepth } = options;
  // (About a node per 16 characters in data files.)
  const recorder = options.spans ? recordSpans(n >> 4) : undefined;
  const add = recorder?.add;
  const firstFlags = firstFlagsOf(schema);
  /** Plain scalars already resolved to a primitive, by text (data repeats its words: `false`, `present`). */
  const resolved = new Map<string, unknown>();
  const duplicates: DuplicateKey[] = [];
  /** Start of the current content line, its indent (-1 past the end) and its end (its newline). */
  let lineStart = 0;
  let indent = -1;
  let lineEnd = 0;
  /** Where reading is on the current line. */
  let pos = 0;
  let nodes = 0;
  /** End of the last scalar read: a collection ends where the last scalar inside it does. */
  let lastEnd = 0;
  /** End of the mapping key read last (mappingKey). */
  let keyEnd = 0;
  // The span of the node read last, which its parent records under its key or index: a node
  // does not need to know where it goes, so nothing is passed down for the spans.
  let nodeStart = 0;
  let nodeEnd = 0;
  /** (The last member of a collection, -1 for none or a scalar.) */
  let nodeLast: SpanId = -1;
  /** The first-character flags (firstFlagsOf) of the plain scalar plainRun read last. */
  let plainFlags = 0;

  nextLine(0, true);
  if (indent < 0) giveUp(); // no document: js-yaml says what that is
  const value = block(indent, 1);
  if (indent >= 0 || nodes > options.maxNodes) giveUp();
  return { value, spans: add ? recorder!.done(add('', nodeStart, nodeEnd, -1, -1, nodeLast, -1)) : undefined, duplicates };

  /**
   * Moves to the first line from `from` (a line start) that holds content, past blank and comment
   * lines; a `---` start line is passed over once when `atStart`. Document markers anywhere else
   * and directives give up (several documents are js-yaml's to report).
   */
  function nextLine(from: number, atStart = false): void {
    while (from < n) {
      let i = from;
      let c = codes[i];
      while (c === SPACE) c = codes[++i];
      if (i === n) break;
      let eol = text.indexOf('\n', i);
      if (eol < 0) eol = n;
      if (c === NEWLINE || c === HASH) {
        from = eol + 1;
        continue;
      }
      // (js-yaml looks for the document's start past any indentation.)
      if ((i === from || atStart) && (c === 37 || ((c === DASH || c === 46) && codes[i + 1] === c && codes[i + 2] === c))) {
        if (!atStart || i !== from || !text.startsWith('---', i)) giveUp();
        atStart = false;
        endOfLine(i + 3, eol);
        from = eol + 1;
        continue;
      }
      lineStart = from;
      indent = i - from;
      pos = i;
      lineEnd = eol;
      return;
    }
    lineStart = n;
    indent = -1;
    pos = n;
    lineEnd = n;
  }

  /** After a value on its line: only spaces, then the end or a comment (after a space). */
  function endOfLine(from: number, lineEnd: number): void {
    let i = from;
    while (codes[i] === SPACE) i++;
    if (i !== lineEnd && !(codes[i] === HASH && i > from)) giveUp();
  }

  /** Whether the current position starts a block sequence item (`-` then a space or the line's end). */
  function atItem(): boolean {
    if (codes[pos] !== DASH) return false;
    const next = pos + 1;
    return next === lineEnd || codes[next] === SPACE;
  }

  /**
   * Counts a collection opening at nesting `depth` (the document's own is 1). js-yaml refuses a
   * node nested deeper than maxDepth, counting a block list's items two deeper than the list; the
   * margin here leaves every document near the limit to it.
   */
  function openCollection(depth: number): void {
    if (depth + 2 > maxDepth) giveUp();
    nodes++;
  }

  /** A collection read from `start`: it spans to the end of the last scalar in it, as js-yaml's events give it. */
  function closed(start: number, last: SpanId): void {
    nodeStart = start;
    nodeEnd = lastEnd > start + 1 ? lastEnd : start + 1;
    nodeLast = last;
  }

  /** A block collection at column `column`, starting at the current position. */
  function block(column: number, depth: number): unknown {
    return atItem() ? sequence(column, depth) : mapping(column, depth);
  }

  function sequence(column: number, depth: number): unknown[] {
    openCollection(depth);
    const start = pos;
    const out: unknown[] = [];
    let last: SpanId = -1;
    while (indent === column && atItem()) {
      let p = pos + 1;
      let c = codes[p];
      while (c === SPACE) c = codes[++p];
      if (p === lineEnd || c === HASH) {
        nextLine(lineEnd + 1);
        out.push(indent > column ? block(indent, depth + 1) : empty());
      } else {
        pos = p;
        if (c === DASH && (p + 1 === lineEnd || codes[p + 1] === SPACE)) giveUp(); // `- - x`
        if (startsEntry()) {
          // `- key: value`: a mapping whose keys line up with this first one.
          pos = p;
          out.push(mapping(p - lineStart, depth + 1));
        } else {
          pos = p;
          out.push(inline(depth + 1, c!));
          nextLine(lineEnd + 1);
        }
        if (indent > column) giveUp();
      }
      if (add) last = add(out.length - 1, nodeStart, nodeEnd, -1, -1, nodeLast, last);
    }
    if (indent > column) giveUp();
    closed(start, last);
    return out;
  }

  /** Whether the rest of the current line, from the current position, is a `key: ...` entry (the position moves). */
  function startsEntry(): boolean {
    const c = codes[pos];
    if (c === QUOTE || c === DOUBLE_QUOTE) {
      quoted(pos);
      let i = pos;
      while (codes[i] === SPACE) i++;
      return codes[i] === COLON;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) return false;
    // (What starts no plain scalar gives up here as it would as a value.)
    plainRun(pos, c!, false, true);
    return codes[pos] === COLON;
  }

  /**
   * Reads the plain scalar starting at `from` with `first`, in a flow collection when `inFlow`: gives up when
   * none may start there (an indicator, or something js-yaml reads apart), else leaves its first
   * character's flags in plainFlags and moves the position to where it stops: a `: ` for a key, a
   * comment (block), a flow indicator (flow) or the line's end; `: ` in a value, and a comment
   * inside a flow collection, give up. Returns the end of the scalar (trailing spaces are not part
   * of it).
   */
  function plainRun(from: number, first: number, inFlow: boolean, isKey: boolean): number {
    const flags = firstFlags[first < 128 ? first : 128]!;
    if (flags & NOT_PLAIN) giveUp();
    if (first === DASH) {
      const next = codes[from + 1];
      if (from + 1 === lineEnd || next === SPACE || (inFlow && isFlowIndicator(next))) giveUp();
    }
    plainFlags = flags;
    const run = inFlow ? FLOW_RUN : BLOCK_RUN;
    let j = from;
    for (;;) {
      run.lastIndex = j;
      run.test(text);
      j = run.lastIndex;
      if (j >= lineEnd) {
        j = lineEnd;
        break;
      }
      const c = codes[j];
      if (c === COLON) {
        const next = j + 1 === lineEnd ? SPACE : codes[j + 1]!;
        if (next === SPACE || (inFlow && isFlowIndicator(next))) {
          if (isKey) break;
          giveUp(); // a mapping js-yaml refuses here, or a pair in a list
        }
      } else if (c === HASH) {
        if (codes[j - 1] === SPACE) {
          if (inFlow) giveUp(); // a comment inside a flow collection: it goes on over lines
          break;
        }
      } else break; // a flow indicator
      j++;
    }
    pos = j;
    while (codes[j - 1] === SPACE) j--;
    return j;
  }

  function mapping(column: number, depth: number): Record<string, unknown> {
    openCollection(depth);
    const start = pos;
    const out: Record<string, unknown> = {};
    let last: SpanId = -1;
    /** Whether an integer-like key was met: from then on the key order is recorded (key-order.ts). */
    let ordered = false;
    for (let first = true; ; first = false) {
      const nameStart = pos;
      const name = mappingKey(out, false, first);
      const nameEnd = keyEnd;
      // The value: on this line, or the block below.
      const p = pos;
      const c = codes[p];
      let value: unknown;
      if (p === lineEnd || c === HASH) {
        nextLine(lineEnd + 1);
        if (indent > column) value = block(indent, depth + 1);
        // A list under a key may sit at the key's own column.
        else if (indent === column && atItem()) value = sequence(column, depth + 1);
        else value = empty();
      } else {
        value = inline(depth + 1, c!);
        nextLine(lineEnd + 1);
        // A deeper line would continue a plain scalar over lines, or be out of place.
        if (indent > column) giveUp();
      }
      if (ordered || (quotedIndexKey(nameStart, name) && (ordered = true))) putKey(out, name, value);
      else out[name] = value;
      if (add) last = add(name, nodeStart, nodeEnd, nameStart, nameEnd, nodeLast, last);
      if (indent !== column) break;
      if (atItem()) giveUp();
    }
    if (indent > column) giveUp();
    closed(start, last);
    return out;
  }

  /**
   * The mapping key at the current position, to go in `out`, and its `:` (then a space, or the
   * line's end in a block mapping); the position moves past the colon and the spaces after it
   * (to the value; in a flow mapping it must be on this line), the key's end is left in keyEnd. Keys YAML 1.1 reads as something other than a string (`on:`, `1:`, `<<:`) are js-yaml's.
   * The `first` key of a mapping is no duplicate.
   */
  function mappingKey(out: Record<string, unknown>, inFlow: boolean, first: boolean): string {
    const start = pos;
    const c = codes[start]!;
    let name: string;
    let end: number;
    let colon: number;
    if (c === QUOTE || c === DOUBLE_QUOTE) {
      name = quoted(start);
      end = colon = pos;
      while (codes[colon] === SPACE) colon++;
    } else {
      end = plainRun(start, c, inFlow, true);
      const flags = plainFlags;
      colon = pos;
      name = text.slice(start, end);
      if (flags & RESOLVED && schema.resolveImplicitScalarTag(name).tag.tagName !== STR_TAG) giveUp();
      // (The lint passes by, unjudged, the scalars starting otherwise: they need not be told.)
      if (flags & LINTED && lint) lint.scalar(name, start, end, true);
    }
    // `{a:b}`, `{"a":b}` and `{a: }` are js-yaml's.
    const after = codes[colon + 1];
    if (codes[colon] !== COLON || !(after === SPACE || (!inFlow && colon + 1 === lineEnd))) giveUp();
    if (name === '__proto__') giveUp();
    nodes++;
    lastEnd = keyEnd = end;
    if (!first && Object.hasOwn(out, name)) duplicates.push({ key: name, start, end });
    let p = colon + 1;
    while (codes[p] === SPACE) p++;
    if (inFlow && p >= lineEnd) giveUp();
    pos = p;
    return name;
  }

  /**
   * Whether the key written at `start` is integer-like (`'8080'`), which a JS object would list
   * first. Only a quoted one can be: written plain, YAML 1.1 reads it as an Integer (js-yaml's).
   */
  function quotedIndexKey(start: number, name: string): boolean {
    const q = codes[start];
    return (q === QUOTE || q === DOUBLE_QUOTE) && isIndexKey(name);
  }

  /** A value with nothing written (`key:` alone, `-` alone): null, placed nowhere (-1), as js-yaml places it. */
  function empty(): null {
    nodes++;
    nodeStart = nodeEnd = -1;
    nodeLast = -1;
    return null;
  }

  /** A value written on the current line from the current position (its first character `c`), up to the end of the line. */
  function inline(depth: number, c: number): unknown {
    const start = pos;
    let value: unknown;
    if (c === OPEN_BRACE) value = flowMapping(depth);
    else if (c === OPEN_BRACKET) value = flowSequence(depth);
    else if (c === QUOTE || c === DOUBLE_QUOTE) {
      value = quoted(start);
      scalar(start, pos);
    } else return plain(start, c, false); // (it ends at the line's end or at a comment)
    endOfLine(pos, lineEnd);
    return value;
  }

  /** The plain scalar at `start` (its first character `c`; the position moves past it), its value through the schema. */
  function plain(start: number, c: number, inFlow: boolean): unknown {
    const end = plainRun(start, c, inFlow, false);
    const flags = plainFlags;
    const source = text.slice(start, end);
    let value: unknown = source;
    if (flags & RESOLVED) {
      value = resolved.get(source);
      if (value === undefined) {
        const resolution = schema.resolveImplicitScalarTag(source);
        value = resolution.value;
        // Objects other than exact numbers (dates, Python's integral floats) and merge keys are js-yaml's.
        if ((value !== null && typeof value === 'object' && !(value instanceof ExactNumber)) || resolution.tag.tagName === MERGE_TAG) giveUp();
        // (Exact numbers are made anew for each scalar, as js-yaml makes them.)
        if (!(value instanceof ExactNumber)) resolved.set(source, value);
      }
    }
    if (flags & LINTED && lint) lint.scalar(source, start, end, false);
    scalar(start, end);
    return value;
  }

  function scalar(start: number, end: number): void {
    nodes++;
    lastEnd = nodeEnd = end;
    nodeStart = start;
    nodeLast = -1;
  }

  /**
   * The quoted scalar opening at `open`, on one line, decoded as js-yaml decodes it; the position
   * moves past its closing quote. Gives up on a scalar over lines and on escapes it is unsure of.
   */
  function quoted(open: number): string {
    let close: number;
    if (codes[open] === QUOTE) {
      close = text.indexOf("'", open + 1);
      // `''` is a quote inside.
      let doubled = false;
      while (close >= 0 && close < lineEnd && codes[close + 1] === QUOTE) {
        doubled = true;
        close = text.indexOf("'", close + 2);
      }
      if (close < 0 || close >= lineEnd) giveUp(); // a scalar over lines
      pos = close + 1;
      return doubled ? decoded(SCALAR_STYLE.SINGLE_QUOTED, open, close) : text.slice(open + 1, close);
    }
    close = text.indexOf('"', open + 1);
    if (close < 0 || close >= lineEnd) giveUp();
    const body = text.slice(open + 1, close);
    if (!body.includes('\\')) {
      pos = close + 1;
      return body;
    }
    return escaped(open);
  }

  /**
   * A double-quoted scalar with escapes, from its opening quote: the simple escapes read here,
   * hexadecimal ones by js-yaml; gives up on an escape js-yaml may read otherwise.
   */
  function escaped(open: number): string {
    let out = '';
    let from = open + 1;
    let hex = false;
    for (let j = from; j < lineEnd; j++) {
      const c = codes[j];
      if (c === DOUBLE_QUOTE) {
        pos = j + 1;
        return hex ? decoded(SCALAR_STYLE.DOUBLE_QUOTED, open, j) : out + text.slice(from, j);
      }
      if (c !== BACKSLASH) continue;
      out += text.slice(from, j);
      const e = codes[++j] ?? NaN; // (NaN past the end: no escape)
      const simple = SIMPLE_ESCAPE[e];
      if (simple !== undefined) out += simple;
      else {
        const digits = HEX_ESCAPE[e];
        if (digits === undefined) giveUp();
        for (let d = 0; d < digits; d++) if (!isHex(codes[++j] ?? NaN)) giveUp();
        hex = true;
      }
      from = j + 1;
    }
    return giveUp(); // a scalar over lines
  }

  /** The quoted scalar from `open` to `close` as js-yaml decodes it. */
  function decoded(style: ScalarEvent['style'], open: number, close: number): string {
    const event: ScalarEvent = { type: 4, valueStart: open + 1, valueEnd: close, anchorStart: -1, anchorEnd: -1, tagStart: -1, tagEnd: -1, style, chomping: 1, indent: -1, fast: false };
    return getScalarValue(text, event);
  }

  /** Spaces inside a flow collection; it must go on on this line. */
  function flowSpace(from: number): number {
    let i = from;
    while (codes[i] === SPACE) i++;
    if (i >= lineEnd) giveUp();
    return i;
  }

  /** A flow node at the current position (its first character `c`): a collection, a quoted scalar or a plain one; the position moves past it. */
  function flowNode(depth: number, c: number): unknown {
    const start = pos;
    if (c === OPEN_BRACE) return flowMapping(depth);
    if (c === OPEN_BRACKET) return flowSequence(depth);
    if (c === QUOTE || c === DOUBLE_QUOTE) {
      const value = quoted(start);
      scalar(start, pos);
      return value;
    }
    return plain(start, c, true);
  }

  /**
   * After a flow entry, on this line: `,` then more (the position moves to the next entry; a
   * trailing comma is js-yaml's), or the closing bracket (the position moves past it). Says
   * whether more follow.
   */
  function flowNext(close: number): boolean {
    let p = pos;
    while (codes[p] === SPACE) p++;
    const c = codes[p];
    if (c === close) {
      pos = p + 1;
      return false;
    }
    if (c !== COMMA) giveUp(); // (the line's end too)
    p++;
    while (codes[p] === SPACE) p++;
    if (p >= lineEnd || codes[p] === close) giveUp();
    pos = p;
    return true;
  }

  function flowSequence(depth: number): unknown[] {
    openCollection(depth);
    const start = pos;
    const out: unknown[] = [];
    let last: SpanId = -1;
    pos = flowSpace(start + 1);
    if (codes[pos] === CLOSE_BRACKET) pos++;
    else {
      do {
        out.push(flowNode(depth + 1, codes[pos]!));
        if (add) last = add(out.length - 1, nodeStart, nodeEnd, -1, -1, nodeLast, last);
        // `[a: b]` is a mapping in a list: js-yaml's.
        if (codes[flowSpace(pos)] === COLON) giveUp();
      } while (flowNext(CLOSE_BRACKET));
    }
    closed(start, last);
    return out;
  }

  function flowMapping(depth: number): Record<string, unknown> {
    openCollection(depth);
    const start = pos;
    const out: Record<string, unknown> = {};
    let last: SpanId = -1;
    pos = flowSpace(start + 1);
    if (codes[pos] === CLOSE_BRACE) pos++;
    else {
      let first = true;
      let ordered = false;
      do {
        const nameStart = pos;
        const name = mappingKey(out, true, first);
        first = false;
        const nameEnd = keyEnd;
        const v = codes[pos];
        if (v === COMMA || v === CLOSE_BRACE) giveUp();
        const value = flowNode(depth + 1, v!);
        if (ordered || (quotedIndexKey(nameStart, name) && (ordered = true))) putKey(out, name, value);
        else out[name] = value;
        if (add) last = add(name, nodeStart, nodeEnd, nameStart, nameEnd, nodeLast, last);
      } while (flowNext(CLOSE_BRACE));
    }
    closed(start, last);
    return out;
  }
}

/** Reads `text` when it is in the subset; undefined when it is not (read it with js-yaml). */
export function readBlockSubset(text: string, options: SubsetOptions): SubsetReading | undefined {
  if (UNUSUAL.test(text)) return undefined;
  try {
    return read(text, options);
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
}
