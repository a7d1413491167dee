// Parses EPP templates (`.epp`) into an EppTemplate. grammar/epp.ohm cuts the template into text,
// comments and tags as Puppet's EPP scanner does; the Puppet code of the tags is then parsed by
// the manifest parser from a stand-in text of the same length, in which text becomes a one-digit
// placeholder and `<%= e %>` becomes `[e]`, so every offset the parser reports is the template's.
import type { Node as OhmNode } from 'ohm-js';
import grammar from '../../../grammar/epp.ohm-bundle.js';
import { lazy } from '../../data/lazy.js';
import { DiagnosticBag, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { SourceFile, type Location } from '../../diagnostics/source.js';
import type * as A from './ast.js';
import { parseManifest, type ParserChoice } from './parse.js';
import { validateProgram } from './validate.js';

interface TextPiece {
  kind: 'text';
  /** With `<%%` and `%%>` already turned into `<%` and `%>`. */
  text: string;
}

interface CommentPiece {
  kind: 'comment';
  start: number;
  closed: boolean;
  /** `<%#-`: blanks before the comment on its line are dropped. */
  trimBefore: boolean;
  /** `-%>`: blanks and the line break after the comment are dropped. */
  trimAfter: boolean;
}

/** Text and comments between two tags: Puppet renders them as one string. */
interface Run extends A.Span {
  kind: 'run';
  pieces: (TextPiece | CommentPiece)[];
}

interface Tag extends A.Span {
  kind: 'code' | 'render';
  /** `<%-`: blanks before the tag on its line are dropped. */
  trimLeft: boolean;
  /** `-%>`: blanks and the line break after the tag are dropped. */
  trimRight: boolean;
  /** The `| ... |` parameter list, pipes included. */
  params?: A.Span;
  code: A.Span;
  /** Offset of `%>` or `-%>`. */
  close: number;
}

/** A tag that reaches the end of the template: its code runs to the end, as Puppet lexes it. */
interface Unclosed extends A.Span {
  kind: 'unclosed';
  render: boolean;
  code: A.Span;
}

type Item = Run | Tag | Unclosed;

function span(node: OhmNode): A.Span {
  return { start: node.source.startIdx, end: node.source.endIdx };
}

const semantics = lazy(() =>
  grammar.createSemantics().addOperation<unknown>('item', {
    template(items) {
      return items.children.map((c) => c['item']());
    },
    run(pieces) {
      return { kind: 'run', pieces: pieces.children.map((p) => p['item']()), ...span(this) };
    },
    text(chars) {
      return { kind: 'text', text: chars.children.map((c) => c['item']()).join('') };
    },
    textChar_open(_literal) {
      return '<%';
    },
    textChar_close(_literal) {
      return '%>';
    },
    textChar_char(c) {
      return c.sourceString;
    },
    comment_closed(_open, _hash, _body, _end) {
      const text = this.sourceString;
      return { kind: 'comment', start: this.source.startIdx, closed: true, trimBefore: text[3] === '-', trimAfter: text.endsWith('-%>') };
    },
    comment_unclosed(_open, _hash, _body) {
      return { kind: 'comment', start: this.source.startIdx, closed: false, trimBefore: false, trimAfter: false };
    },
    renderTag(_open, code, close) {
      return { kind: 'render', trimLeft: false, trimRight: close.sourceString === '-%>', code: span(code), close: close.source.startIdx, ...span(this) };
    },
    codeTag(_open, trim, params, code, close) {
      const tag: Tag = { kind: 'code', trimLeft: trim.sourceString === '-', trimRight: close.sourceString === '-%>', code: span(code), close: close.source.startIdx, ...span(this) };
      const list = params.children[0];
      if (list) tag.params = { start: list.source.startIdx + list.sourceString.indexOf('|'), end: list.source.endIdx };
      return tag;
    },
    unclosedTag(_open, equals, _trim, code, _end) {
      return { kind: 'unclosed', render: equals.sourceString === '=', code: span(code), ...span(this) };
    },
  }),
);

/** The rendered text of a run, trimmed as the neighbouring tags ask (Puppet's EppScanner). */
function runValue(run: Run, afterTrimmingTag: boolean, beforeTrimmingTag: boolean): string {
  let value = '';
  let skipLeading = afterTrimmingTag;
  for (const p of run.pieces) {
    if (p.kind === 'text') value += skipLeading ? p.text.replace(/^[ \t]*\r?(?:\n|$)?/, '') : p.text;
    else if (p.trimBefore) value = value.replace(/[ \t]*$/, '');
    skipLeading = p.kind === 'comment' && p.trimAfter;
  }
  return beforeTrimmingTag ? value.replace(/[ \t]*$/, '') : value;
}

/** A diagnostic of a stand-in text moved onto the template (`shift` added to its offsets). */
function rebind(d: Diagnostic, source: SourceFile, shift: number, floor: number): Diagnostic {
  const move = (l: Location): Location => ({ source, start: Math.max(floor, l.start + shift), end: Math.max(floor, l.end + shift) });
  const out: Diagnostic = { ...d };
  if (d.location) out.location = move(d.location);
  if (d.related) out.related = d.related.map((r) => (r.location ? { ...r, location: move(r.location) } : r));
  return out;
}

/** Adds `delta` to every span in a tree parsed from a fragment. */
function shiftSpans(value: unknown, delta: number): void {
  if (Array.isArray(value)) {
    for (const v of value) shiftSpans(v, delta);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (typeof node['start'] === 'number' && typeof node['end'] === 'number') {
    node['start'] = (node['start'] as number) + delta;
    node['end'] = (node['end'] as number) + delta;
  }
  for (const [k, v] of Object.entries(node)) if (k !== 'start' && k !== 'end') shiftSpans(v, delta);
}

/** Replaces, anywhere in a tree, each node for which `swap` returns a replacement. */
function replaceNodes(value: unknown, swap: (node: { kind: string; start: number }) => unknown): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = replaceNodes(value[i], swap);
    return value;
  }
  if (value === null || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  if (typeof node['kind'] === 'string' && typeof node['start'] === 'number') {
    const replacement = swap(node as { kind: string; start: number });
    if (replacement !== undefined) return replacement;
  }
  for (const k of Object.keys(node)) node[k] = replaceNodes(node[k], swap);
  return node;
}

/** Whether a tag gives Puppet's parser a token (code that is only blanks gives none). */
function emitsTokens(tag: Tag, text: string): boolean {
  return tag.kind === 'render' || tag.params !== undefined || text.slice(tag.code.start, tag.code.end).trim() !== '';
}

class EppBuilder {
  /** The stand-in text for the manifest parser, as an array of UTF-16 units. */
  private readonly standIn: string[];
  private readonly strings = new Map<number, A.RenderString>();
  private readonly renders = new Map<number, Tag>();
  private readonly blocks = new Map<number, A.RenderExpression>();
  private unclosed: Unclosed | undefined;

  constructor(
    private readonly source: SourceFile,
    private readonly diagnostics: DiagnosticBag,
    private readonly parser: ParserChoice,
  ) {
    this.standIn = source.text.split('').map((c) => (c === '\n' ? '\n' : ' '));
  }

  build(items: Item[]): A.EppTemplate | undefined {
    const text = this.source.text;
    const template: A.EppTemplate = { kind: 'EppTemplate', body: [], start: 0, end: text.length };
    let tokensBefore = false;
    let parametersOk = true;
    items.forEach((item, k) => {
      if (item.kind === 'run') {
        const before = items[k - 1];
        const after = items[k + 1];
        const value = runValue(item, before?.kind === 'code' || before?.kind === 'render' ? before.trimRight : false, after?.kind === 'code' && after.trimLeft);
        // Puppet drops text that trims to nothing, except at the very end.
        if (value === '' && after !== undefined) return;
        tokensBefore = true;
        const node: A.RenderString = { kind: 'RenderString', value, start: item.start, end: item.end };
        if (!after && !before) template.body.push(node);
        else this.placeholder(after ? after.start : item.start - 1, this.strings, node);
        return;
      }
      if (item.kind === 'unclosed') {
        if (item.render) this.standIn[item.start + 2] = '[';
        this.copy(item.code);
        this.unclosed = item;
        return;
      }
      if (item.params) {
        if (tokensBefore) {
          this.diagnostics.report('OVC2020', { params: text.slice(item.params.start, item.params.end) }, { location: { source: this.source, start: item.params.start, end: item.params.end } });
          parametersOk = false;
        } else {
          const parameters = this.parameters(item.params);
          if (parameters) template.parameters = parameters;
          else parametersOk = false;
        }
      }
      tokensBefore ||= emitsTokens(item, text);
      if (item.kind === 'code') this.copy(item.code);
      else this.render(item);
    });
    if (this.strings.size + this.renders.size + this.blocks.size === 0 && template.body.length > 0) return parametersOk ? template : undefined;
    const body = this.parseBody();
    if (!body || !parametersOk) return undefined;
    template.body = body;
    validateProgram({ kind: 'Program', body, start: 0, end: text.length }, this.source, this.diagnostics, 'template');
    return template;
  }

  /** A one-digit number stands for `node` at `at`: free there (a tag delimiter's first or last character). */
  private placeholder<T>(at: number, nodes: Map<number, T>, node: T): void {
    this.standIn[at] = '0';
    nodes.set(at, node);
  }

  private copy(s: A.Span): void {
    for (let i = s.start; i < s.end; i++) this.standIn[i] = this.source.text[i]!;
  }

  /** `<%= e %>` stands in as `[e]` (an array cannot take a call or an access from what precedes it here). */
  private render(tag: Tag): void {
    const block = this.renderBlock(tag);
    if (block) {
      this.placeholder(tag.start + 2, this.blocks, block);
      return;
    }
    this.standIn[tag.start + 2] = '[';
    this.copy(tag.code);
    this.standIn[tag.close] = ']';
    this.renders.set(tag.start + 2, tag);
  }

  /** `<%= { statements } %>`, Puppet's block form, when the braces hold statements rather than a hash. */
  private renderBlock(tag: Tag): A.RenderExpression | undefined {
    const code = this.source.text.slice(tag.code.start, tag.code.end);
    const open = code.search(/\S/);
    const close = code.trimEnd().length - 1;
    if (open < 0 || code[open] !== '{' || code[close] !== '}') return undefined;
    const standIn = this.source.text.split('').map((c, i) => (i > tag.code.start + open && i < tag.code.start + close ? c : c === '\n' ? '\n' : ' ')).join('');
    const program = parseManifest(new SourceFile(this.source.path, standIn), new DiagnosticBag(), { parser: this.parser });
    return program ? { kind: 'RenderExpression', body: program.body, block: true, start: tag.start, end: tag.end } : undefined;
  }

  /** `| String $x, $y = 1 |`, parsed as the parameters of a function. */
  private parameters(list: A.Span): A.Parameter[] | undefined {
    const prefix = 'function f';
    const fragment = `${prefix}(${this.source.text.slice(list.start + 1, list.end - 1)}){}`;
    const shift = list.start - prefix.length;
    const bag = new DiagnosticBag();
    const program = parseManifest(new SourceFile(this.source.path, fragment), bag, { parser: this.parser });
    this.diagnostics.add(...bag.items.map((d) => rebind(d, this.source, shift, list.start)));
    const f = program?.body[0];
    if (!f || f.kind !== 'FunctionDefinition' || bag.hasErrors) return undefined;
    shiftSpans(f.parameters, shift);
    return f.parameters;
  }

  /** Parses the stand-in text and puts the template's nodes where their placeholders are. */
  private parseBody(): A.Statement[] | undefined {
    const bag = new DiagnosticBag();
    const program = parseManifest(new SourceFile(this.source.path, this.standIn.join('')), bag, { validate: false, parser: this.parser });
    if (this.unclosed) {
      // Puppet lexes an unclosed tag's code to the end: a token it cannot parse before the end is
      // the error; reaching the end is the unbalanced tag.
      const first = bag.items[0]?.location?.start;
      if (first !== undefined && first < this.source.text.trimEnd().length) this.diagnostics.add(...bag.items.map((d) => rebind(d, this.source, 0, 0)));
      else this.reportUnclosed(this.unclosed);
      return undefined;
    }
    this.diagnostics.add(...bag.items.map((d) => rebind(d, this.source, 0, 0)));
    if (!program) return undefined;
    let wellFormed = true;
    const body = replaceNodes(program.body, (node) => {
      if (node.kind === 'Literal') return this.strings.get(node.start) ?? this.blocks.get(node.start);
      const tag = node.kind === 'Array' ? this.renders.get(node.start) : undefined;
      if (!tag) return undefined;
      const elements = (node as A.ArrayExpression).elements;
      const found = this.renderProblem(elements);
      if (found) {
        this.diagnostics.report('OVC2021', { found }, { location: { source: this.source, start: tag.start, end: tag.end } });
        wellFormed = false;
      }
      const render: A.RenderExpression = { kind: 'RenderExpression', body: elements, block: false, start: tag.start, end: tag.end };
      return render;
    }) as A.Statement[];
    return wellFormed ? body : undefined;
  }

  private reportUnclosed(item: Unclosed): void {
    const source = this.source;
    const end = source.text.length;
    const opened = { source, start: item.start, end: item.start + (item.render ? 3 : 2) };
    this.diagnostics.report('OVC2018', { tag: item.render ? '<%=' : '<%', line: source.position(item.start).line }, { location: { source, start: end, end }, related: [{ message: 'opened here', location: opened }] });
  }

  private renderProblem(elements: A.Expression[]): string | undefined {
    if (elements.length === 0) return 'nothing';
    if (elements.length > 1) return `${elements.length} values`;
    const e = elements[0]!;
    // Pairs without braces fold into a hash (reference §3); a written hash starts with `{`.
    if (e.kind === 'Hash' && this.source.text[e.start] !== '{') return 'a key => value pair';
    return undefined;
  }
}

/** Puppet's EPP scanner stops at an unclosed comment before any code is parsed. */
function checkComments(items: Item[], source: SourceFile, diagnostics: DiagnosticBag): boolean {
  let ok = true;
  for (const item of items) {
    if (item.kind !== 'run') continue;
    for (const p of item.pieces) {
      if (p.kind !== 'comment' || p.closed) continue;
      diagnostics.report('OVC2019', {}, { location: { source, start: p.start, end: p.start + 3 } });
      ok = false;
    }
  }
  return ok;
}

/**
 * Parses one EPP template (its structure with grammar/epp.ohm, its code with `parser`). Problems
 * are reported; the result is undefined when it does not parse.
 */
export function parseEpp(source: SourceFile, diagnostics: DiagnosticBag, parser: ParserChoice = 'descent'): A.EppTemplate | undefined {
  const match = grammar.match(source.text);
  if (match.failed()) {
    // Every text is some sequence of template items; kept so a grammar slip is a diagnostic, not a crash.
    const at = match.getRightmostFailurePosition();
    diagnostics.report('OVC2001', { expected: match.getExpectedText() }, { location: { source, start: at, end: at } });
    return undefined;
  }
  const items = semantics()(match)['item']() as Item[];
  if (!checkComments(items, source, diagnostics)) return undefined;
  return new EppBuilder(source, diagnostics, parser).build(items);
}
