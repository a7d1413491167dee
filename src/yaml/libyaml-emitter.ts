// libyaml 0.2.5's emitter (what Ruby's Psych writes YAML with) on a node tree: the same scalar
// analysis and style choice, indentation, simple-key test, block-scalar hints and line folding,
// so that a document is written byte for byte as Ruby's `to_yaml` writes it. Columns count
// characters and key lengths count UTF-8 bytes, as libyaml does.

export type ScalarStyle = 'any' | 'plain' | 'single' | 'double' | 'literal' | 'folded';

export interface YamlScalar {
  readonly kind: 'scalar';
  readonly value: string;
  readonly tag?: string;
  /** The tag may be left out when the scalar is written plain / quoted. */
  readonly plain: boolean;
  readonly quoted: boolean;
  readonly style: ScalarStyle;
  anchor?: string;
}
export interface YamlSequence {
  readonly kind: 'sequence';
  readonly tag?: string;
  readonly implicit: boolean;
  readonly flow: boolean;
  readonly items: YamlNode[];
  anchor?: string;
}
export interface YamlMapping {
  readonly kind: 'mapping';
  readonly tag?: string;
  readonly implicit: boolean;
  readonly flow: boolean;
  readonly pairs: [YamlNode, YamlNode][];
  anchor?: string;
}
export interface YamlAlias {
  readonly kind: 'alias';
  readonly anchor: string;
}
export type YamlNode = YamlScalar | YamlSequence | YamlMapping | YamlAlias;

export interface EmitterOptions {
  /** yaml_emitter_set_indent (2 when outside 2..9). */
  indent?: number;
  /** yaml_emitter_set_width (80 when at most twice the indent, unlimited when negative). */
  width?: number;
  canonical?: boolean;
  /** A `%YAML major.minor` directive. */
  version?: readonly [number, number];
}

export class YamlEmitterError extends Error {}

/** The tag handles libyaml knows without directives, in the order it tries them. */
const TAG_DIRECTIVES: readonly (readonly [string, string])[] = [
  ['!', '!'],
  ['!!', 'tag:yaml.org,2002:'],
];

const isBreak = (c: string | undefined) => c === '\r' || c === '\n' || c === '\u0085' || c === '\u2028' || c === '\u2029';
const isBlankZ = (c: string | undefined) => c === undefined || c === ' ' || c === '\t' || isBreak(c) || c === '\0';
const isAlpha = (c: string) => /^[0-9A-Za-z_-]$/.test(c);

function isPrintable(c: string): boolean {
  const p = c.codePointAt(0)!;
  return p === 0x0a || (p >= 0x20 && p <= 0x7e) || (p >= 0xa0 && p <= 0xd7ff) || (p >= 0xe000 && p <= 0xfffd && p !== 0xfeff);
}

const utf8Length = (s: string) => Buffer.byteLength(s, 'utf8');

interface ScalarAnalysis {
  multiline: boolean;
  flowPlain: boolean;
  blockPlain: boolean;
  singleQuoted: boolean;
  block: boolean;
}

/** yaml_emitter_analyze_scalar: which styles can write the text. */
function analyzeScalar(chars: readonly string[]): ScalarAnalysis {
  if (chars.length === 0) return { multiline: false, flowPlain: false, blockPlain: true, singleQuoted: true, block: false };
  let blockIndicators = false;
  let flowIndicators = false;
  let lineBreaks = false;
  let special = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let previousSpace = false;
  let previousBreak = false;
  const head = chars.slice(0, 3).join('');
  if (head === '---' || head === '...') blockIndicators = flowIndicators = true;
  let precededByWhitespace = true;
  let followedByWhitespace = isBlankZ(chars[1]);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (i === 0) {
      if ('#,[]{}&*!|>\'"%@`'.includes(c)) flowIndicators = blockIndicators = true;
      if (c === '?' || c === ':') {
        flowIndicators = true;
        if (followedByWhitespace) blockIndicators = true;
      }
      if (c === '-' && followedByWhitespace) flowIndicators = blockIndicators = true;
    } else {
      if (',?[]{}'.includes(c)) flowIndicators = true;
      if (c === ':') {
        flowIndicators = true;
        if (followedByWhitespace) blockIndicators = true;
      }
      if (c === '#' && precededByWhitespace) flowIndicators = blockIndicators = true;
    }
    if (!isPrintable(c)) special = true;
    if (isBreak(c)) lineBreaks = true;
    if (c === ' ') {
      if (i === 0) leadingSpace = true;
      if (i === chars.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(c)) {
      if (i === 0) leadingBreak = true;
      if (i === chars.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = previousBreak = false;
    }
    precededByWhitespace = isBlankZ(c);
    if (i + 1 < chars.length) followedByWhitespace = isBlankZ(chars[i + 2]);
  }
  const a: ScalarAnalysis = { multiline: lineBreaks, flowPlain: true, blockPlain: true, singleQuoted: true, block: true };
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) a.flowPlain = a.blockPlain = false;
  if (trailingSpace) a.block = false;
  if (breakSpace) a.flowPlain = a.blockPlain = a.singleQuoted = false;
  if (spaceBreak || special) a.flowPlain = a.blockPlain = a.singleQuoted = a.block = false;
  if (lineBreaks) a.flowPlain = a.blockPlain = false;
  if (flowIndicators) a.flowPlain = false;
  if (blockIndicators) a.blockPlain = false;
  return a;
}

interface TagData {
  handle?: string;
  suffix?: string;
}

/** yaml_emitter_analyze_tag: a known handle and the rest, or the whole tag verbatim. */
function analyzeTag(tag: string): TagData {
  if (tag === '') throw new YamlEmitterError('tag value must not be empty');
  for (const [handle, prefix] of TAG_DIRECTIVES) {
    if (prefix.length < tag.length && tag.startsWith(prefix)) return { handle, suffix: tag.slice(prefix.length) };
  }
  return { suffix: tag };
}

/** The events of a node's subtree are needed ahead for the empty-collection and simple-key tests. */
const isEmptyCollection = (n: YamlNode) => (n.kind === 'sequence' && n.items.length === 0) || (n.kind === 'mapping' && n.pairs.length === 0);

/** Where a node is written: a mapping's key or value, and a key written without `?`. */
interface Context {
  mapping: boolean;
  simpleKey: boolean;
}

const NOWHERE: Context = { mapping: false, simpleKey: false };

class Emitter {
  private out = '';
  private column = 0;
  private whitespace = true;
  private indention = true;
  private openEnded = 0;
  private indent = -1;
  private readonly indents: number[] = [];
  private flowLevel = 0;
  private readonly bestIndent: number;
  private readonly bestWidth: number;
  private readonly canonical: boolean;

  constructor(options: EmitterOptions) {
    const indent = options.indent ?? 2;
    this.bestIndent = indent < 2 || indent > 9 ? 2 : indent;
    let width = options.width ?? 0;
    if (width >= 0 && width <= this.bestIndent * 2) width = 80;
    this.bestWidth = width < 0 ? Number.MAX_SAFE_INTEGER : width;
    this.canonical = options.canonical ?? false;
  }

  document(root: YamlNode, version: readonly [number, number] | undefined): string {
    if (version !== undefined) {
      if (version[0] !== 1 || (version[1] !== 1 && version[1] !== 2)) throw new YamlEmitterError('incompatible %YAML directive');
      this.indicator('%YAML', true, false, false);
      this.indicator(version[1] === 1 ? '1.1' : '1.2', true, false, false);
      this.writeIndent();
    }
    this.writeIndent();
    this.indicator('---', true, false, false);
    if (this.canonical) this.writeIndent();
    this.openEnded = 0;
    this.node(root, NOWHERE);
    // The document end is implicit: no `...` unless a kept block scalar ends the stream.
    this.writeIndent();
    if (this.openEnded === 2) {
      this.indicator('...', true, false, false);
      this.writeIndent();
    }
    return this.out;
  }

  private put(s: string): void {
    this.out += s;
    this.column++;
  }

  private putBreak(): void {
    this.out += '\n';
    this.column = 0;
  }

  /** WRITE_BREAK: a line feed as the emitter's break, any other break character as it is. */
  private writeBreak(c: string): void {
    if (c === '\n') this.putBreak();
    else {
      this.out += c;
      this.column = 0;
    }
  }

  private writeIndent(): void {
    const indent = Math.max(this.indent, 0);
    if (!this.indention || this.column > indent || (this.column === indent && !this.whitespace)) this.putBreak();
    while (this.column < indent) this.put(' ');
    this.whitespace = true;
    this.indention = true;
  }

  private indicator(text: string, needWhitespace: boolean, isWhitespace: boolean, isIndention: boolean): void {
    if (needWhitespace && !this.whitespace) this.put(' ');
    for (const c of text) this.put(c);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }

  private increaseIndent(flow: boolean, indentless: boolean): void {
    this.indents.push(this.indent);
    if (this.indent < 0) this.indent = flow ? this.bestIndent : 0;
    else if (!indentless) this.indent += this.bestIndent;
  }

  private popIndent(): void {
    this.indent = this.indents.pop()!;
  }

  /** A node's tag as analysed for the event (scalars: only when neither implicit flag allows leaving it out). */
  private tagData(n: YamlNode): TagData {
    if (n.kind === 'alias' || n.tag === undefined) return {};
    const needed = n.kind === 'scalar' ? !n.plain && !n.quoted : !n.implicit;
    return this.canonical || needed ? analyzeTag(n.tag) : {};
  }

  private checkSimpleKey(n: YamlNode): boolean {
    const anchor = n.anchor === undefined ? 0 : utf8Length(n.anchor);
    if (n.kind === 'alias') return anchor <= 128;
    const tag = this.tagData(n);
    let length = anchor + utf8Length(tag.handle ?? '') + utf8Length(tag.suffix ?? '');
    if (n.kind === 'scalar') {
      if (analyzeScalar(Array.from(n.value)).multiline) return false;
      length += utf8Length(n.value);
    } else if (!isEmptyCollection(n)) return false;
    return length <= 128;
  }

  private node(n: YamlNode, ctx: Context): void {
    switch (n.kind) {
      case 'alias':
        this.anchor(n.anchor, true);
        if (ctx.simpleKey) this.put(' ');
        return;
      case 'scalar':
        return this.scalar(n, ctx);
      case 'sequence':
        return this.sequence(n, ctx);
      case 'mapping':
        return this.mapping(n);
    }
  }

  private anchor(name: string | undefined, alias: boolean): void {
    if (name === undefined) return;
    if (name === '' || !Array.from(name).every(isAlpha)) throw new YamlEmitterError(`${alias ? 'alias' : 'anchor'} value must contain alphanumerical characters only`);
    this.indicator(alias ? '*' : '&', true, false, false);
    this.out += name;
    this.column += Array.from(name).length;
    this.whitespace = this.indention = false;
  }

  private tag(tag: TagData): void {
    if (tag.handle === undefined && tag.suffix === undefined) return;
    if (tag.handle !== undefined) {
      if (!this.whitespace) this.put(' ');
      for (const c of tag.handle) this.put(c);
      this.whitespace = this.indention = false;
      if (tag.suffix !== undefined) this.tagContent(tag.suffix, false);
    } else {
      this.indicator('!<', true, false, false);
      this.tagContent(tag.suffix!, false);
      this.indicator('>', false, false, false);
    }
  }

  private tagContent(text: string, needWhitespace: boolean): void {
    if (needWhitespace && !this.whitespace) this.put(' ');
    for (const c of text) {
      if (isAlpha(c) || ";/?:@&=+$,_.~*'()[]".includes(c)) this.put(c);
      else for (const byte of Buffer.from(c, 'utf8')) for (const x of `%${byte.toString(16).toUpperCase().padStart(2, '0')}`) this.put(x);
    }
    this.whitespace = this.indention = false;
  }

  private scalar(n: YamlScalar, ctx: Context): void {
    const chars = Array.from(n.value);
    const analysis = analyzeScalar(chars);
    const tag = this.tagData(n);
    const noTag = tag.handle === undefined && tag.suffix === undefined;
    if (noTag && !n.plain && !n.quoted) throw new YamlEmitterError('neither tag nor implicit flags are specified');
    let style = n.style === 'any' ? 'plain' : n.style;
    if (this.canonical) style = 'double';
    if (ctx.simpleKey && analysis.multiline) style = 'double';
    if (style === 'plain') {
      if ((this.flowLevel > 0 && !analysis.flowPlain) || (this.flowLevel === 0 && !analysis.blockPlain)) style = 'single';
      if (chars.length === 0 && (this.flowLevel > 0 || ctx.simpleKey)) style = 'single';
      if (noTag && !n.plain) style = 'single';
    }
    if (style === 'single' && !analysis.singleQuoted) style = 'double';
    if ((style === 'literal' || style === 'folded') && (!analysis.block || this.flowLevel > 0 || ctx.simpleKey)) style = 'double';
    // A quoted scalar whose tag only plain writing may leave out is tagged `!` (non-specific).
    if (noTag && !n.quoted && style !== 'plain') tag.handle = '!';
    this.anchor(n.anchor, false);
    this.tag(tag);
    this.increaseIndent(true, false);
    const breaks = !ctx.simpleKey;
    if (style === 'plain' || style === 'single') this.plainOrSingleQuoted(chars, breaks, style === 'single');
    else if (style === 'double') this.doubleQuoted(chars, breaks);
    else if (style === 'literal') this.literal(chars);
    else this.folded(chars);
    this.popIndent();
  }

  /** A flow collection: `[a, b]` / `{k: v}`, each entry on a new line once past the width. */
  private flow<T>(open: string, close: string, entries: readonly T[], entry: (x: T) => void): void {
    this.indicator(open, true, true, false);
    this.increaseIndent(true, false);
    this.flowLevel++;
    entries.forEach((x, i) => {
      if (i > 0) this.indicator(',', false, false, false);
      if (this.canonical || this.column > this.bestWidth) this.writeIndent();
      entry(x);
    });
    this.flowLevel--;
    this.popIndent();
    if (this.canonical && entries.length > 0) {
      this.indicator(',', false, false, false);
      this.writeIndent();
    }
    this.indicator(close, false, false, false);
  }

  private sequence(n: YamlSequence, ctx: Context): void {
    this.anchor(n.anchor, false);
    this.tag(this.tagData(n));
    if (this.flowLevel > 0 || this.canonical || n.flow || n.items.length === 0) return this.flow('[', ']', n.items, (item) => this.node(item, NOWHERE));
    // A sequence that is a mapping's value on the key's line is not indented under it.
    this.increaseIndent(false, ctx.mapping && !this.indention);
    for (const item of n.items) {
      this.writeIndent();
      this.indicator('-', true, false, true);
      this.node(item, NOWHERE);
    }
    this.popIndent();
  }

  private mapping(n: YamlMapping): void {
    this.anchor(n.anchor, false);
    this.tag(this.tagData(n));
    if (this.flowLevel > 0 || this.canonical || n.flow || n.pairs.length === 0) return this.flow('{', '}', n.pairs, (pair) => this.pair(pair, true));
    this.increaseIndent(false, false);
    for (const pair of n.pairs) {
      this.writeIndent();
      this.pair(pair, false);
    }
    this.popIndent();
  }

  /** A key and its value: `key: value`, or `? key` and `: value` when the key is not simple. */
  private pair([k, v]: readonly [YamlNode, YamlNode], flow: boolean): void {
    const value = { mapping: true, simpleKey: false };
    if (!(flow && this.canonical) && this.checkSimpleKey(k)) {
      this.node(k, { mapping: true, simpleKey: true });
      this.indicator(':', false, false, false);
    } else {
      this.indicator('?', true, false, !flow);
      this.node(k, value);
      if (!flow || this.canonical || this.column > this.bestWidth) this.writeIndent();
      this.indicator(':', true, false, !flow);
    }
    this.node(v, value);
  }

  /** A plain or single-quoted scalar: breaks at a space past the width, line breaks doubled. */
  private plainOrSingleQuoted(chars: readonly string[], allowBreaks: boolean, quoted: boolean): void {
    if (quoted) this.indicator("'", true, false, false);
    else if (!this.whitespace && (chars.length > 0 || this.flowLevel > 0)) this.put(' ');
    let spaces = false;
    let breaks = false;
    chars.forEach((c, i) => {
      if (c === ' ') {
        // A quoted scalar keeps its first and last space on the line.
        const inner = !quoted || (i !== 0 && i !== chars.length - 1);
        if (allowBreaks && !spaces && this.column > this.bestWidth && inner && chars[i + 1] !== ' ') this.writeIndent();
        else this.put(c);
        spaces = true;
      } else if (isBreak(c)) {
        if (!breaks && c === '\n') this.putBreak();
        this.writeBreak(c);
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        if (quoted && c === "'") this.put("'");
        this.put(c);
        this.indention = false;
        spaces = breaks = false;
      }
    });
    if (quoted) {
      if (breaks) this.writeIndent();
      this.indicator("'", false, false, false);
    }
    this.whitespace = this.indention = false;
  }

  private doubleQuoted(chars: readonly string[], allowBreaks: boolean): void {
    this.indicator('"', true, false, false);
    let spaces = false;
    chars.forEach((c, i) => {
      if (!isPrintable(c) || c === '\ufeff' || isBreak(c) || c === '"' || c === '\\') {
        this.put('\\');
        const escape = ESCAPES[c];
        if (escape !== undefined) this.put(escape);
        else {
          const p = c.codePointAt(0)!;
          const [letter, width] = p <= 0xff ? ['x', 2] : p <= 0xffff ? ['u', 4] : ['U', 8];
          for (const x of letter + p.toString(16).toUpperCase().padStart(width, '0')) this.put(x);
        }
        spaces = false;
      } else if (c === ' ') {
        if (allowBreaks && !spaces && this.column > this.bestWidth && i !== 0 && i !== chars.length - 1) {
          this.writeIndent();
          if (chars[i + 1] === ' ') this.put('\\');
        } else this.put(c);
        spaces = true;
      } else {
        this.put(c);
        spaces = false;
      }
    });
    this.indicator('"', false, false, false);
    this.whitespace = this.indention = false;
  }

  private blockHints(chars: readonly string[]): void {
    if (chars[0] === ' ' || isBreak(chars[0])) this.indicator(String(this.bestIndent), false, false, false);
    this.openEnded = 0;
    const last = chars[chars.length - 1];
    let chomp: string | undefined;
    if (chars.length === 0 || !isBreak(last)) chomp = '-';
    else if (chars.length === 1 || isBreak(chars[chars.length - 2])) {
      chomp = '+';
      this.openEnded = 2;
    }
    if (chomp !== undefined) this.indicator(chomp, false, false, false);
  }

  private literal(chars: readonly string[]): void {
    this.indicator('|', true, false, false);
    this.blockHints(chars);
    this.putBreak();
    this.indention = this.whitespace = true;
    let breaks = true;
    for (const c of chars) {
      if (isBreak(c)) {
        this.writeBreak(c);
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        this.put(c);
        this.indention = false;
        breaks = false;
      }
    }
  }

  private folded(chars: readonly string[]): void {
    this.indicator('>', true, false, false);
    this.blockHints(chars);
    this.putBreak();
    this.indention = this.whitespace = true;
    let breaks = true;
    let leadingSpaces = true;
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i]!;
      if (isBreak(c)) {
        if (!breaks && !leadingSpaces && c === '\n') {
          let k = i;
          while (isBreak(chars[k])) k++;
          if (!isBlankZ(chars[k])) this.putBreak();
        }
        this.writeBreak(c);
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) {
          this.writeIndent();
          leadingSpaces = c === ' ' || c === '\t';
        }
        if (!breaks && c === ' ' && chars[i + 1] !== ' ' && this.column > this.bestWidth) this.writeIndent();
        else this.put(c);
        this.indention = false;
        breaks = false;
      }
    }
  }
}

const ESCAPES: Readonly<Record<string, string>> = {
  '\0': '0',
  '\x07': 'a',
  '\b': 'b',
  '\t': 't',
  '\n': 'n',
  '\v': 'v',
  '\f': 'f',
  '\r': 'r',
  '\x1b': 'e',
  '"': '"',
  '\\': '\\',
  '\u0085': 'N',
  '\u2028': 'L',
  '\u2029': 'P',
};

/** One YAML document as libyaml writes it: an explicit `---` start and an implicit end. */
export function emitYamlDocument(root: YamlNode, options: EmitterOptions = {}): string {
  return new Emitter(options).document(root, options.version);
}
