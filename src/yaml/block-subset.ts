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
import type { PathSegment } from '../data/path.js';
import { LINTED_FIRST, type DialectLint } from './dialect-lint.js';
import { nonStringFirstChars, type FirstChars } from './schema.js';
import { ROOT, spanNode, type SpanNode } from './spans.js';

type Members = Map<PathSegment, SpanNode>;

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
  /** The root of the spans, when asked for. */
  spans: SpanNode | undefined;
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

const isFlowIndicator = (c: number) => c === COMMA || c === OPEN_BRACKET || c === CLOSE_BRACKET || c === OPEN_BRACE || c === CLOSE_BRACE;

/** Characters no plain scalar of the subset starts with (quotes and flow collections are read apart). */
const NOT_PLAIN_START = new Set([...'?:,[]{}#&*!|>\'"%@`'].map((c) => c.charCodeAt(0)));

/** Escapes after `\` in a double-quoted scalar that stand for one character, as js-yaml reads them (x, u, U take hex digits). */
const SIMPLE_ESCAPE: Record<number, string> = Object.fromEntries(
  Object.entries({ 0: '\0', a: '\x07', b: '\b', t: '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', ' ': ' ', '"': '"', '/': '/', '\\': '\\' }).map(([c, v]) => [c.charCodeAt(0), v]),
);
const HEX_ESCAPE: Record<number, number> = { 120: 2, 117: 4, 85: 8 };
const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/** Runs of plain-scalar text up to the next character that may end it (sticky: read from lastIndex). */
const BLOCK_RUN = /[^:#\n]*/y;
const FLOW_RUN = /[^:#,[\]{}\n]*/y;

/** The first characters of plain scalars a schema may resolve to something other than a string, by schema. */
const resolvedFirst = new WeakMap<Schema, FirstChars>();

function resolvedFirstOf(schema: Schema): FirstChars {
  let first = resolvedFirst.get(schema);
  if (!first) resolvedFirst.set(schema, (first = nonStringFirstChars(schema)));
  return first;
}

// A process reads its one large data file cold: the reader runs mostly before V8 has optimized
// it, so it keeps to few calls per line and scans with indexOf and sticky regular expressions
// (native code from the first call) where it can.
class Reader {
  private readonly n: number;
  private readonly schema: Schema;
  private readonly resolvedFirst: FirstChars;
  /** Plain scalars already resolved to a primitive, by text (data repeats its words: `false`, `present`). */
  private readonly resolved = new Map<string, unknown>();
  private readonly lint: DialectLint | undefined;
  private readonly maxDepth: number;
  /** Start of the current content line, its indent (-1 past the end) and its end (its newline). */
  private lineStart = 0;
  private indent = -1;
  private lineEnd = 0;
  /** Where reading is on the current line. */
  private pos = 0;
  private nodes = 0;
  /** End of the last scalar read: a collection ends where the last scalar inside it does. */
  private lastEnd = 0;
  /** Holds the root's spans under ROOT, when spans are recorded. */
  readonly holder: Members | undefined;
  readonly duplicates: DuplicateKey[] = [];

  constructor(
    private readonly text: string,
    options: SubsetOptions,
  ) {
    this.n = text.length;
    this.schema = options.schema;
    this.resolvedFirst = resolvedFirstOf(options.schema);
    this.lint = options.lint;
    this.maxDepth = options.maxDepth;
    this.holder = options.spans ? new Map() : undefined;
  }

  read(maxNodes: number): unknown {
    this.nextLine(0, true);
    if (this.indent < 0) giveUp(); // no document: js-yaml says what that is
    const value = this.block(this.indent, 1, this.holder, ROOT, -1, -1);
    if (this.indent >= 0 || this.nodes > maxNodes) giveUp();
    return value;
  }

  /**
   * Moves to the first line from `from` (a line start) that holds content, past blank and comment
   * lines; a `---` start line is passed over once when `atStart`. Document markers anywhere else
   * and directives give up (several documents are js-yaml's to report).
   */
  private nextLine(from: number, atStart = false): void {
    const { text, n } = this;
    while (from < n) {
      let i = from;
      while (text.charCodeAt(i) === SPACE) i++;
      if (i === n) break;
      const c = text.charCodeAt(i);
      let eol = text.indexOf('\n', i);
      if (eol < 0) eol = n;
      if (c === NEWLINE || c === HASH) {
        from = eol + 1;
        continue;
      }
      // (js-yaml looks for the document's start past any indentation.)
      if ((i === from || atStart) && (c === 37 || ((c === DASH || c === 46) && text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c))) {
        if (!atStart || i !== from || !text.startsWith('---', i)) giveUp();
        atStart = false;
        this.endOfLine(i + 3, eol);
        from = eol + 1;
        continue;
      }
      this.lineStart = from;
      this.indent = i - from;
      this.pos = i;
      this.lineEnd = eol;
      return;
    }
    this.lineStart = n;
    this.indent = -1;
    this.pos = n;
    this.lineEnd = n;
  }

  /** After a value on its line: only spaces, then the end or a comment (after a space). */
  private endOfLine(from: number, lineEnd: number): void {
    let i = from;
    while (this.text.charCodeAt(i) === SPACE) i++;
    if (i !== lineEnd && !(this.text.charCodeAt(i) === HASH && i > from)) giveUp();
  }

  /** Whether the current position starts a block sequence item (`-` then a space or the line's end). */
  private atItem(): boolean {
    if (this.text.charCodeAt(this.pos) !== DASH) return false;
    const next = this.pos + 1;
    return next === this.lineEnd || this.text.charCodeAt(next) === SPACE;
  }

  /**
   * Records a node's span in `into` (its parent's members, undefined when spans are not kept)
   * under `segment`, with its key's (keyStart -1: no key).
   */
  private record(into: Members | undefined, segment: PathSegment, start: number, end: number, keyStart: number, keyEnd: number, members: Members | undefined): void {
    into?.set(segment, spanNode(start, end, keyStart < 0 ? undefined : keyStart, keyStart < 0 ? undefined : keyEnd, members));
  }

  /** A collection's span: from its start to the end of the last scalar in it, as js-yaml's events give it. */
  private recordCollection(into: Members | undefined, segment: PathSegment, start: number, keyStart: number, keyEnd: number, members: Members | undefined): void {
    this.record(into, segment, start, Math.max(start + 1, this.lastEnd), keyStart, keyEnd, members);
  }

  /**
   * Counts a collection opening at nesting `depth` (the document's own is 1). js-yaml refuses a
   * node nested deeper than maxDepth, counting a block list's items two deeper than the list; the
   * margin here leaves every document near the limit to it.
   */
  private open(depth: number): void {
    if (depth + 2 > this.maxDepth) giveUp();
    this.nodes++;
  }

  /** A block collection at column `column`, starting at the current position. */
  private block(column: number, depth: number, into: Members | undefined, segment: PathSegment, keyStart: number, keyEnd: number): unknown {
    return this.atItem() ? this.sequence(column, depth, into, segment, keyStart, keyEnd) : this.mapping(column, depth, into, segment, keyStart, keyEnd);
  }

  private sequence(column: number, depth: number, into: Members | undefined, segment: PathSegment, keyStart: number, keyEnd: number): unknown[] {
    this.open(depth);
    const { text } = this;
    const start = this.pos;
    const out: unknown[] = [];
    const members: Members | undefined = into && new Map();
    while (this.indent === column && this.atItem()) {
      const index = out.length;
      let p = this.pos + 1;
      while (text.charCodeAt(p) === SPACE) p++;
      if (p === this.lineEnd || text.charCodeAt(p) === HASH) {
        this.nextLine(this.lineEnd + 1);
        out.push(this.indent > column ? this.block(this.indent, depth + 1, members, index, -1, -1) : this.empty(members, index, -1, -1));
        continue;
      }
      this.pos = p;
      if (text.charCodeAt(p) === DASH && (p + 1 === this.lineEnd || text.charCodeAt(p + 1) === SPACE)) giveUp(); // `- - x`
      if (this.startsEntry()) {
        // `- key: value`: a mapping whose keys line up with this first one.
        this.pos = p;
        out.push(this.mapping(p - this.lineStart, depth + 1, members, index, -1, -1));
      } else {
        this.pos = p;
        out.push(this.inline(depth + 1, members, index, -1, -1));
        this.nextLine(this.lineEnd + 1);
      }
      if (this.indent > column) giveUp();
    }
    if (this.indent > column) giveUp();
    this.recordCollection(into, segment, start, keyStart, keyEnd, members);
    return out;
  }

  /** Whether the rest of the current line, from the current position, is a `key: ...` entry (the position moves). */
  private startsEntry(): boolean {
    const { text } = this;
    const c = text.charCodeAt(this.pos);
    if (c === QUOTE || c === DOUBLE_QUOTE) {
      this.quoted(this.pos);
      let i = this.pos;
      while (text.charCodeAt(i) === SPACE) i++;
      return text.charCodeAt(i) === COLON;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET || !this.plainStart(this.pos, false)) return false;
    this.plainRun(this.pos, BLOCK_RUN, true);
    return this.text.charCodeAt(this.pos) === COLON;
  }

  /**
   * Reads plain-scalar text from `from` with `run` (BLOCK_RUN or FLOW_RUN): the position moves to
   * where it stops, a `: ` for a key, a comment (block), a flow indicator (flow) or the line's
   * end; `: ` in a value, and a comment inside a flow collection, give up. Returns the end of the
   * scalar (trailing spaces are not part of it).
   */
  private plainRun(from: number, run: RegExp, isKey: boolean): number {
    const { text, lineEnd } = this;
    const inFlow = run === FLOW_RUN;
    let j = from;
    for (;;) {
      run.lastIndex = j;
      run.test(text);
      j = run.lastIndex;
      if (j >= lineEnd) {
        j = lineEnd;
        break;
      }
      const c = text.charCodeAt(j);
      if (c === COLON) {
        const next = j + 1 === lineEnd ? SPACE : text.charCodeAt(j + 1);
        if (next === SPACE || (inFlow && isFlowIndicator(next))) {
          if (isKey) break;
          giveUp(); // a mapping js-yaml refuses here, or a pair in a list
        }
      } else if (c === HASH) {
        if (text.charCodeAt(j - 1) === SPACE) {
          if (inFlow) giveUp(); // a comment inside a flow collection: it goes on over lines
          break;
        }
      } else break; // a flow indicator
      j++;
    }
    this.pos = j;
    while (text.charCodeAt(j - 1) === SPACE) j--;
    return j;
  }

  private mapping(column: number, depth: number, into: Members | undefined, segment: PathSegment, keyStart: number, keyEnd: number): Record<string, unknown> {
    this.open(depth);
    const { text } = this;
    const start = this.pos;
    const out: Record<string, unknown> = {};
    const members: Members | undefined = into && new Map();
    for (;;) {
      // The key, at the current position, then `:` and a space or the line's end.
      const nameStart = this.pos;
      const c = text.charCodeAt(nameStart);
      let name: string;
      let nameEnd: number;
      if (c === QUOTE || c === DOUBLE_QUOTE) {
        name = this.quoted(nameStart);
        nameEnd = this.pos;
        while (text.charCodeAt(this.pos) === SPACE) this.pos++;
      } else {
        if (!this.plainStart(nameStart, false)) giveUp();
        nameEnd = this.plainRun(nameStart, BLOCK_RUN, true);
        name = this.plainKey(nameStart, nameEnd);
      }
      const colon = this.pos;
      if (text.charCodeAt(colon) !== COLON || !(colon + 1 === this.lineEnd || text.charCodeAt(colon + 1) === SPACE)) giveUp();
      this.key(out, name, nameStart, nameEnd);
      // The value: on this line, or the block below.
      let p = colon + 1;
      while (text.charCodeAt(p) === SPACE) p++;
      if (p === this.lineEnd || text.charCodeAt(p) === HASH) {
        this.nextLine(this.lineEnd + 1);
        if (this.indent > column) out[name] = this.block(this.indent, depth + 1, members, name, nameStart, nameEnd);
        // A list under a key may sit at the key's own column.
        else if (this.indent === column && this.atItem()) out[name] = this.sequence(column, depth + 1, members, name, nameStart, nameEnd);
        else out[name] = this.empty(members, name, nameStart, nameEnd);
      } else {
        this.pos = p;
        out[name] = this.inline(depth + 1, members, name, nameStart, nameEnd);
        this.nextLine(this.lineEnd + 1);
        // A deeper line would continue a plain scalar over lines, or be out of place.
        if (this.indent > column) giveUp();
      }
      if (this.indent !== column) break;
      if (this.atItem()) giveUp();
    }
    if (this.indent > column) giveUp();
    this.recordCollection(into, segment, start, keyStart, keyEnd, members);
    return out;
  }

  /** A plain mapping key: a string to the schema (keys YAML 1.1 reads otherwise, `on:`, `1:`, `<<:`, are js-yaml's). */
  private plainKey(start: number, end: number): string {
    const name = this.text.slice(start, end);
    const first = name.charCodeAt(0);
    if (this.resolvedFirst.has(first) && this.schema.resolveImplicitScalarTag(name).tag.tagName !== STR_TAG) giveUp();
    // (The lint passes by, unjudged, the scalars starting otherwise: they need not be told.)
    if (this.lint && LINTED_FIRST.has(first)) this.lint.scalar(name, start, end, true);
    return name;
  }

  /** Counts a mapping key read into `out` and notes it when written twice. */
  private key(out: Record<string, unknown>, name: string, start: number, end: number): void {
    if (name === '__proto__') giveUp();
    this.nodes++;
    this.lastEnd = end;
    if (Object.hasOwn(out, name)) this.duplicates.push({ key: name, start, end });
  }

  /** A value with nothing written (`key:` alone, `-` alone): null, placed nowhere (-1), as js-yaml places it. */
  private empty(into: Members | undefined, segment: PathSegment, keyStart: number, keyEnd: number): null {
    this.nodes++;
    this.record(into, segment, -1, -1, keyStart, keyEnd, undefined);
    return null;
  }

  /** A value written on the current line from the current position, up to the end of the line. */
  private inline(depth: number, into: Members | undefined, segment: PathSegment, keyStart: number, keyEnd: number): unknown {
    const start = this.pos;
    const c = this.text.charCodeAt(start);
    let value: unknown;
    if (c === OPEN_BRACE) value = this.flowMapping(depth, into, segment, keyStart, keyEnd);
    else if (c === OPEN_BRACKET) value = this.flowSequence(depth, into, segment, keyStart, keyEnd);
    else if (c === QUOTE || c === DOUBLE_QUOTE) {
      value = this.quoted(start);
      this.scalar(into, segment, start, this.pos, keyStart, keyEnd);
    } else {
      if (!this.plainStart(start, false)) giveUp();
      return this.plain(into, segment, start, this.plainRun(start, BLOCK_RUN, false), keyStart, keyEnd);
    }
    this.endOfLine(this.pos, this.lineEnd);
    return value;
  }

  /** Whether a plain scalar may start at `at` (else it is an indicator, or something js-yaml reads apart). */
  private plainStart(at: number, inFlow: boolean): boolean {
    const c = this.text.charCodeAt(at);
    if (NOT_PLAIN_START.has(c)) return false;
    if (c === DASH) {
      const next = this.text.charCodeAt(at + 1);
      return !(at + 1 === this.lineEnd || next === SPACE || (inFlow && isFlowIndicator(next)));
    }
    return true;
  }

  /** A plain scalar's value through the schema, recorded at its span. */
  private plain(into: Members | undefined, segment: PathSegment, start: number, end: number, keyStart: number, keyEnd: number): unknown {
    const source = this.text.slice(start, end);
    let value: unknown = source;
    const first = source.charCodeAt(0);
    if (this.resolvedFirst.has(first)) {
      value = this.resolved.get(source);
      if (value === undefined) {
        const resolved = this.schema.resolveImplicitScalarTag(source);
        value = resolved.value;
        // Objects other than exact numbers (dates, Python's integral floats) and merge keys are js-yaml's.
        if ((value !== null && typeof value === 'object' && !(value instanceof ExactNumber)) || resolved.tag.tagName === MERGE_TAG) giveUp();
        // (Exact numbers are made anew for each scalar, as js-yaml makes them.)
        if (!(value instanceof ExactNumber)) this.resolved.set(source, value);
      }
    }
    if (this.lint && LINTED_FIRST.has(first)) this.lint.scalar(source, start, end, false);
    this.scalar(into, segment, start, end, keyStart, keyEnd);
    return value;
  }

  private scalar(into: Members | undefined, segment: PathSegment, start: number, end: number, keyStart: number, keyEnd: number): void {
    this.nodes++;
    this.lastEnd = end;
    this.record(into, segment, start, end, keyStart, keyEnd, undefined);
  }

  /**
   * The quoted scalar opening at `open`, on one line, decoded as js-yaml decodes it; the position
   * moves past its closing quote. Gives up on a scalar over lines and on escapes it is unsure of.
   */
  private quoted(open: number): string {
    const { text, lineEnd } = this;
    let close: number;
    if (text.charCodeAt(open) === QUOTE) {
      close = text.indexOf("'", open + 1);
      // `''` is a quote inside.
      let doubled = false;
      while (close >= 0 && close < lineEnd && text.charCodeAt(close + 1) === QUOTE) {
        doubled = true;
        close = text.indexOf("'", close + 2);
      }
      if (close < 0 || close >= lineEnd) giveUp(); // a scalar over lines
      this.pos = close + 1;
      return doubled ? this.decoded(SCALAR_STYLE.SINGLE_QUOTED, open, close) : text.slice(open + 1, close);
    }
    close = text.indexOf('"', open + 1);
    if (close < 0 || close >= lineEnd) giveUp();
    const body = text.slice(open + 1, close);
    if (!body.includes('\\')) {
      this.pos = close + 1;
      return body;
    }
    return this.escaped(open);
  }

  /**
   * A double-quoted scalar with escapes, from its opening quote: the simple escapes read here,
   * hexadecimal ones by js-yaml; gives up on an escape js-yaml may read otherwise.
   */
  private escaped(open: number): string {
    const { text, lineEnd } = this;
    let out = '';
    let from = open + 1;
    let hex = false;
    for (let j = from; j < lineEnd; j++) {
      const c = text.charCodeAt(j);
      if (c === DOUBLE_QUOTE) {
        this.pos = j + 1;
        return hex ? this.decoded(SCALAR_STYLE.DOUBLE_QUOTED, open, j) : out + text.slice(from, j);
      }
      if (c !== BACKSLASH) continue;
      out += text.slice(from, j);
      const e = text.charCodeAt(++j);
      const simple = SIMPLE_ESCAPE[e];
      if (simple !== undefined) out += simple;
      else {
        const digits = HEX_ESCAPE[e];
        if (digits === undefined) giveUp();
        for (let d = 0; d < digits; d++) if (!isHex(text.charCodeAt(++j))) giveUp();
        hex = true;
      }
      from = j + 1;
    }
    return giveUp(); // a scalar over lines
  }

  /** The quoted scalar from `open` to `close` as js-yaml decodes it. */
  private decoded(style: ScalarEvent['style'], open: number, close: number): string {
    const event: ScalarEvent = { type: 4, valueStart: open + 1, valueEnd: close, anchorStart: -1, anchorEnd: -1, tagStart: -1, tagEnd: -1, style, chomping: 1, indent: -1, fast: false };
    return getScalarValue(this.text, event);
  }

  /** Spaces inside a flow collection; it must go on on this line. */
  private flowSpace(from: number): number {
    let i = from;
    while (this.text.charCodeAt(i) === SPACE) i++;
    if (i >= this.lineEnd) giveUp();
    return i;
  }

  /** A flow node at the current position: a collection, a quoted scalar or a plain one; the position moves past it. */
  private flowNode(depth: number, into: Members | undefined, segment: PathSegment, keyStart: number, keyEnd: number): unknown {
    const start = this.pos;
    const c = this.text.charCodeAt(start);
    if (c === OPEN_BRACE) return this.flowMapping(depth, into, segment, keyStart, keyEnd);
    if (c === OPEN_BRACKET) return this.flowSequence(depth, into, segment, keyStart, keyEnd);
    if (c === QUOTE || c === DOUBLE_QUOTE) {
      const value = this.quoted(start);
      this.scalar(into, segment, start, this.pos, keyStart, keyEnd);
      return value;
    }
    if (!this.plainStart(start, true)) giveUp();
    return this.plain(into, segment, start, this.plainRun(start, FLOW_RUN, false), keyStart, keyEnd);
  }

  /** After a flow entry: `,` then more (a trailing comma is js-yaml's), or the closing bracket. Says whether more follow. */
  private flowNext(close: number): boolean {
    const p = this.flowSpace(this.pos);
    const c = this.text.charCodeAt(p);
    if (c === close) {
      this.pos = p + 1;
      return false;
    }
    if (c !== COMMA) giveUp();
    this.pos = this.flowSpace(p + 1);
    if (this.text.charCodeAt(this.pos) === close) giveUp();
    return true;
  }

  private flowSequence(depth: number, into: Members | undefined, segment: PathSegment, keyStart: number, keyEnd: number): unknown[] {
    this.open(depth);
    const start = this.pos;
    const out: unknown[] = [];
    const members: Members | undefined = into && new Map();
    this.pos = this.flowSpace(start + 1);
    if (this.text.charCodeAt(this.pos) === CLOSE_BRACKET) this.pos++;
    else {
      do {
        out.push(this.flowNode(depth + 1, members, out.length, -1, -1));
        // `[a: b]` is a mapping in a list: js-yaml's.
        if (this.text.charCodeAt(this.flowSpace(this.pos)) === COLON) giveUp();
      } while (this.flowNext(CLOSE_BRACKET));
    }
    this.recordCollection(into, segment, start, keyStart, keyEnd, members);
    return out;
  }

  private flowMapping(depth: number, into: Members | undefined, segment: PathSegment, keyStart: number, keyEnd: number): Record<string, unknown> {
    this.open(depth);
    const { text } = this;
    const start = this.pos;
    const out: Record<string, unknown> = {};
    const members: Members | undefined = into && new Map();
    this.pos = this.flowSpace(start + 1);
    if (text.charCodeAt(this.pos) === CLOSE_BRACE) this.pos++;
    else {
      do {
        const nameStart = this.pos;
        const c = text.charCodeAt(nameStart);
        let name: string;
        let nameEnd: number;
        if (c === QUOTE || c === DOUBLE_QUOTE) {
          name = this.quoted(nameStart);
          nameEnd = this.pos;
          this.pos = this.flowSpace(nameEnd);
        } else {
          if (!this.plainStart(nameStart, true)) giveUp();
          nameEnd = this.plainRun(nameStart, FLOW_RUN, true);
          name = this.plainKey(nameStart, nameEnd);
        }
        // `key: value` with a space after the colon; `{a}`, `{a: }` and `{"a":b}` are js-yaml's.
        const colon = this.pos;
        if (text.charCodeAt(colon) !== COLON || text.charCodeAt(colon + 1) !== SPACE) giveUp();
        this.key(out, name, nameStart, nameEnd);
        this.pos = this.flowSpace(colon + 1);
        const v = text.charCodeAt(this.pos);
        if (v === COMMA || v === CLOSE_BRACE) giveUp();
        out[name] = this.flowNode(depth + 1, members, name, nameStart, nameEnd);
      } while (this.flowNext(CLOSE_BRACE));
    }
    this.recordCollection(into, segment, start, keyStart, keyEnd, members);
    return out;
  }
}

/** Reads `text` when it is in the subset; undefined when it is not (read it with js-yaml). */
export function readBlockSubset(text: string, options: SubsetOptions): SubsetReading | undefined {
  if (UNUSUAL.test(text)) return undefined;
  const reader = new Reader(text, options);
  try {
    const value = reader.read(options.maxNodes);
    return { value, spans: reader.holder?.get(ROOT), duplicates: reader.duplicates };
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
}
