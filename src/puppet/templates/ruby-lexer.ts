// Tokens of the Ruby code of an ERB template: each command of the template (erb-scan.ts) is lexed
// on its own, with every token placed at its offset in the template; text and inserted values
// become tokens of their own, and commands are separated as ERB's generated program separates them.
import type { CodeText, ErbCommand } from './erb-scan.js';
import { TemplateError } from './template-error.js';

export type StringPart = string | Token[];

export type Token =
  | { t: 'int'; text: string; start: number; space: boolean }
  | { t: 'float'; text: string; start: number; space: boolean }
  | { t: 'str'; parts: StringPart[]; start: number; space: boolean }
  | { t: 'sym'; name: string; start: number; space: boolean }
  | { t: 'regex'; parts: StringPart[]; flags: string; start: number; space: boolean }
  | { t: 'words'; words: string[]; start: number; space: boolean }
  | { t: 'ivar'; name: string; start: number; space: boolean }
  /** A regexp match global: `$~`, `$&`, `$``, `$'`, `$+` or `$1`, `$2`... (name without the `$`). */
  | { t: 'gvar'; name: string; start: number; space: boolean }
  | { t: 'ident'; name: string; start: number; space: boolean }
  | { t: 'const'; name: string; start: number; space: boolean }
  /** `name:` in a hash or argument list. */
  | { t: 'label'; name: string; start: number; space: boolean }
  | { t: 'kw'; name: string; start: number; space: boolean }
  | { t: 'op'; op: string; start: number; space: boolean }
  /** A statement separator: a line break or `;` (ERB separates its commands with `; `). */
  | { t: 'nl'; start: number; space: boolean }
  | { t: 'text'; value: string; start: number; space: boolean }
  | { t: 'insert'; start: number; space: boolean }
  | { t: 'endinsert'; start: number; space: boolean }
  | { t: 'eof'; start: number; space: boolean };

const KEYWORDS = new Set([
  'alias', 'and', 'begin', 'break', 'case', 'class', 'def', 'defined?', 'do', 'else', 'elsif', 'end', 'ensure', 'false', 'for', 'if', 'in', 'module', 'next', 'nil', 'not', 'or', 'redo', 'rescue', 'retry', 'return', 'self', 'super', 'then', 'true', 'undef', 'unless', 'until', 'when', 'while', 'yield', '__FILE__', '__LINE__',
]);

// Longest first: the lexer takes the first that matches.
const OPERATORS = ['**=', '<=>', '===', '...', '&&=', '||=', '<<=', '>>=', '**', '==', '!=', '>=', '<=', '&&', '||', '<<', '>>', '=~', '!~', '..', '::', '->', '=>', '+=', '-=', '*=', '/=', '%=', '|=', '&=', '^=', '&.', '+', '-', '*', '/', '%', '=', '<', '>', '!', '&', '|', '^', '~', '?', ':', ',', '.', '(', ')', '[', ']', '{', '}'];

/** Token kinds that are a whole value: literals, variables, method and constant names. */
export const VALUE_TOKENS: ReadonlySet<Token['t']> = new Set<Token['t']>(['int', 'float', 'str', 'sym', 'regex', 'words', 'ivar', 'gvar', 'ident', 'const']);

/** Tokens after which a value ends, so `/` divides and `[` indexes. */
function endsValue(tok: Token | undefined): boolean {
  if (!tok) return false;
  if (VALUE_TOKENS.has(tok.t)) return true;
  switch (tok.t) {
    case 'kw':
      return tok.name === 'end' || tok.name === 'self' || tok.name === 'nil' || tok.name === 'true' || tok.name === 'false';
    case 'op':
      return tok.op === ')' || tok.op === ']' || tok.op === '}';
    default:
      return false;
  }
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', s: ' ', '0': '\0', e: '\x1b', a: '\x07', b: '\b', f: '\f', v: '\v' };

/** A heredoc whose body starts on the line after the one that opened it. */
interface PendingHeredoc {
  token: Token & { t: 'str' };
  id: string;
  /** `<<~`: the body loses its common indentation. */
  squiggly: boolean;
  /** `<<-` or `<<~`: the terminator may be indented. */
  indented: boolean;
  /** `<<'ID'`: no escapes, no interpolation. */
  raw: boolean;
  /** Where `<<` stands in the code (Ruby places a missing terminator there). */
  opener: number;
}

/** Ruby's tab stops when it measures a squiggly heredoc's indentation. */
const TAB_WIDTH = 8;

class Lexer {
  private i = 0;
  readonly tokens: Token[] = [];
  private readonly heredocs: PendingHeredoc[] = [];

  constructor(
    private readonly code: CodeText,
    private readonly limit = code.text.length,
  ) {}

  private at(i: number): number {
    return this.code.offsets[i] ?? this.code.end;
  }

  private fail(message: string, i = this.i): never {
    throw new TemplateError('OVC3140', message, this.at(i));
  }

  /** Valid Ruby outside the subset. */
  private refuse(message: string, i = this.i): never {
    throw new TemplateError('OVC3141', message, this.at(i));
  }

  /** Lexes up to the limit, or, with `closing`, to the `}` that closes an interpolation (returned). */
  run(closing = false): number {
    const s = this.code.text;
    let depth = 0;
    let space = false;
    while (this.i < this.limit) {
      const c = s[this.i]!;
      const start = this.i;
      if (c === ' ' || c === '\t' || c === '\r' || (c === '\\' && s[this.i + 1] === '\n')) {
        this.i += c === '\\' ? 2 : 1;
        space = true;
        continue;
      }
      if (c === '#') {
        while (this.i < this.limit && s[this.i] !== '\n') this.i++;
        continue;
      }
      if (c === '\n' || c === ';') {
        this.push({ t: 'nl', start: this.at(start), space });
        this.i++;
        if (c === '\n' && this.heredocs.length > 0) this.heredocBodies();
        space = true;
        continue;
      }
      if (closing && c === '\n' && this.heredocs.length > 0) this.refuse('a heredoc opened inside an interpolation');
      if (closing && c === '}' && depth === 0) {
        if (this.heredocs.length > 0) this.refuse('a heredoc opened inside an interpolation');
        return this.i + 1;
      }
      if (closing && c === '{') depth++;
      if (closing && c === '}') depth--;
      this.token(space);
      space = false;
    }
    if (closing) this.fail('unterminated string meets end of file');
    if (this.heredocs.length > 0) this.unterminated(this.heredocs[0]!);
    return this.i;
  }

  /** `<<~ID`, `<<-ID`, `<<ID` (or with the id in quotes): a string whose body comes after the current line. */
  private heredoc(space: boolean): void {
    const s = this.code.text;
    const m = /^<<([~-]?)(?:([A-Za-z_][A-Za-z0-9_]*)|(["'])([^"'\n]+)\3)/.exec(s.slice(this.i, this.limit))!;
    const token: Token & { t: 'str' } = { t: 'str', parts: [''], start: this.at(this.i), space };
    this.heredocs.push({ token, id: m[2] ?? m[4]!, squiggly: m[1] === '~', indented: m[1] !== '', raw: m[3] === "'", opener: this.i });
    this.i += m[0].length;
    this.push(token);
  }

  /** ERB's program goes on after the tag, where Ruby would look for the terminator among what ERB generates. */
  private unterminated(h: PendingHeredoc): never {
    this.refuse(`a heredoc whose body does not end with "${h.id}" inside its tag`, h.opener);
  }

  /** Reads the bodies of the heredocs opened on the line just ended, in order, and goes on after their terminators. */
  private heredocBodies(): void {
    const s = this.code.text;
    for (const h of this.heredocs.splice(0)) {
      const lines: { start: number; end: number }[] = [];
      for (;;) {
        if (this.i >= this.limit) this.unterminated(h);
        const nl = s.indexOf('\n', this.i);
        const end = nl < 0 || nl >= this.limit ? this.limit : nl + 1;
        const line = s.slice(this.i, end).replace(/\r?\n$/, '');
        const start = this.i;
        this.i = end;
        if ((h.indented ? line.replace(/^[ \t]+/, '') : line) === h.id) break;
        lines.push({ start, end });
      }
      const width = h.squiggly ? Math.min(...lines.map((l) => indentation(s, l.start, l.end)).filter((w) => w !== undefined)) : 0;
      const body: CodeText = { text: '', offsets: [], end: this.at(this.i) };
      for (const l of lines) {
        let from = l.start;
        for (let col = 0; from < l.end && col < width; from++) {
          if (s[from] === ' ') col++;
          else if (s[from] === '\t' && TAB_WIDTH * (Math.floor(col / TAB_WIDTH) + 1) <= width) col = TAB_WIDTH * (Math.floor(col / TAB_WIDTH) + 1);
          else break;
        }
        body.text += s.slice(from, l.end);
        for (let k = from; k < l.end; k++) body.offsets.push(this.at(k));
      }
      if (h.raw) h.token.parts = [body.text];
      else {
        const inner = new Lexer(body);
        h.token.parts = inner.quoted('', '', true, false);
      }
    }
  }

  private push(tok: Token): void {
    this.tokens.push(tok);
  }

  private token(space: boolean): void {
    const s = this.code.text;
    const start = this.i;
    const at = this.at(start);
    const c = s[start]!;
    const prev = this.tokens[this.tokens.length - 1];
    if (/[0-9]/.test(c)) return this.number(space);
    if (c === '"' || c === '`') {
      if (c === '`') this.refuse('command output (`...`) is not part of the Ruby templates use');
      this.i++;
      return this.push({ t: 'str', parts: this.quoted('"', '', true), start: at, space });
    }
    if (c === "'") {
      this.i++;
      return this.push({ t: 'str', parts: [this.single("'")], start: at, space });
    }
    if (c === '@') {
      const m = /^@@?[A-Za-z_][A-Za-z0-9_]*/.exec(s.slice(start, this.limit));
      if (!m || m[0].startsWith('@@')) this.fail(`'${m?.[0] ?? '@'}' is not a valid instance variable name`);
      this.i += m[0].length;
      return this.push({ t: 'ivar', name: m[0].slice(1), start: at, space });
    }
    if (c === '$') {
      // A word's global is read (varnish's `$drop_stat_cookies`: nil, as nothing sets it); Ruby's other special ones are refused.
      const name = matchGlobal(s.slice(start, this.limit)) ?? /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(s.slice(start, this.limit))?.[1];
      if (name === undefined) this.refuse('global variables other than the regexp match ones ($~, $1...) and $LOAD_PATH are not part of the Ruby templates use');
      this.i += 1 + name.length;
      return this.push({ t: 'gvar', name, start: at, space });
    }
    if (/[A-Za-z_]/.test(c) || c.charCodeAt(0) > 0x7f) {
      const m = /^[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*[?!]?/.exec(s.slice(start, this.limit))!;
      let word = m[0];
      // `a?b:c`-style `?`/`!` glued to a name followed by `=` belongs to the operator (`x!=y`).
      if ((word.endsWith('?') || word.endsWith('!')) && s[start + word.length] === '=' && s[start + word.length + 1] !== '=' && s[start + word.length + 1] !== '~') word = word.slice(0, -1);
      if (word === 'defined' && s[start + 7] === '?') word = 'defined?';
      this.i += word.length;
      const isLabel = s[this.i] === ':' && s[this.i + 1] !== ':' && !(prev?.t === 'op' && (prev.op === '.' || prev.op === '&.'));
      if (isLabel && !word.endsWith('?')) {
        this.i++;
        return this.push({ t: 'label', name: word, start: at, space });
      }
      const afterDot = prev?.t === 'op' && (prev.op === '.' || prev.op === '&.');
      if (!afterDot && KEYWORDS.has(word)) return this.push({ t: 'kw', name: word, start: at, space });
      if (/^[A-Z]/.test(word) && !afterDot) return this.push({ t: 'const', name: word, start: at, space });
      return this.push({ t: 'ident', name: word, start: at, space });
    }
    // Right after a value (`c ? '':'no'`, `'a':'b'` in a hash) a colon is the ternary's or a label's.
    if (c === ':' && s[start + 1] !== ':' && !(endsValue(prev) && !space)) {
      const next = s[start + 1];
      if (next === '"') {
        this.i += 2;
        const parts = this.quoted('"', '', true);
        if (parts.some((p) => typeof p !== 'string')) this.refuse('interpolated symbols are not part of the Ruby templates use', start);
        return this.push({ t: 'sym', name: parts.join(''), start: at, space });
      }
      if (next === "'") {
        this.i += 2;
        return this.push({ t: 'sym', name: this.single("'"), start: at, space });
      }
      const m = /^:((?:@@?|\$)[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_][A-Za-z0-9_]*[?!=]?|\[\]=?|<=>|===?|=~|!=|!~|<<|>>|<=|>=|\*\*|[+\-*/%<>!~^&|])/.exec(s.slice(start, this.limit));
      // After a value with a space before and none after (`a ? b :c`) Ruby reads a symbol too.
      if (m) {
        this.i += m[0].length;
        return this.push({ t: 'sym', name: m[1]!, start: at, space });
      }
    }
    if (c === '%' && !endsValue(prev) || (c === '%' && space && /[wWiIqQr]?[[({<|!\/]/.test(s[start + 1] ?? '') && s[start + 2] !== ' ' && prev?.t === 'ident')) {
      if (this.percentLiteral(space)) return;
    }
    if (c === '/' && (!endsValue(prev) || (prev?.t === 'ident' && space && s[start + 1] !== ' ' && s[start + 1] !== '='))) {
      this.i++;
      const parts = this.quoted('/', '', true, true);
      const flags = /^[imxounse]*/.exec(s.slice(this.i, this.limit))![0];
      this.i += flags.length;
      return this.push({ t: 'regex', parts, flags, start: at, space });
    }
    if (c === '?' && /^\?[A-Za-z0-9_](?![A-Za-z0-9_])/.test(s.slice(start, this.limit)) && !endsValue(prev)) {
      this.refuse('character literals (?a) are not part of the Ruby templates use');
    }
    if (c === '<' && s[start + 1] === '<' && /^<<[~-]?(["'`]?)[A-Za-z_]/.test(s.slice(start, this.limit)) && !endsValue(prev)) {
      if (/^<<[~-]?`/.test(s.slice(start, this.limit))) this.refuse('command output (a <<`ID` heredoc) is not part of the Ruby templates use');
      return this.heredoc(space);
    }
    for (const op of OPERATORS) {
      if (s.startsWith(op, start) && start + op.length <= this.limit) {
        this.i += op.length;
        return this.push({ t: 'op', op, start: at, space });
      }
    }
    this.fail(`unexpected character '${c}'`);
  }

  private number(space: boolean): void {
    const s = this.code.text.slice(this.i, this.limit);
    const at = this.at(this.i);
    const radix = /^0[xX][0-9a-fA-F]+(?:_[0-9a-fA-F]+)*|^0[bB][01]+(?:_[01]+)*|^0[oO]?[0-7]+(?:_[0-7]+)*(?![0-9.])/.exec(s);
    if (radix && radix[0].length > 1) {
      this.i += radix[0].length;
      return this.push({ t: 'int', text: radix[0], start: at, space });
    }
    const m = /^\d+(?:_\d+)*(\.\d+(?:_\d+)*)?([eE][-+]?\d+)?/.exec(s)!;
    if (/^[0-9A-Za-z_]/.test(s.slice(m[0].length)) && !/^(?:r|i)\b/.test(s.slice(m[0].length))) this.fail(`trailing '${s[m[0].length]}' in number`);
    this.i += m[0].length;
    this.push({ t: m[1] !== undefined || m[2] !== undefined ? 'float' : 'int', text: m[0], start: at, space });
  }

  /** `%w[a b]`, `%i[a b]`, `%q(...)`, `%Q(...)`, `%(...)`, `%r{...}`: true when one was read. */
  private percentLiteral(space: boolean): boolean {
    const s = this.code.text;
    const start = this.i;
    const m = /^%([wWiIqQr]?)([[({<|!\/])/.exec(s.slice(start, this.limit));
    if (!m) return false;
    const kind = m[1]!;
    const open = m[2]!;
    const close = ({ '[': ']', '(': ')', '{': '}', '<': '>' } as Record<string, string>)[open] ?? open;
    const nest = close !== open ? open : '';
    this.i += m[0].length;
    const at = this.at(start);
    if (kind === 'w' || kind === 'i' || kind === 'q') {
      const body = this.single(close, nest);
      if (kind === 'q') this.push({ t: 'str', parts: [body], start: at, space });
      else if (kind === 'w') this.push({ t: 'words', words: body.split(/[ \t\n]+/).filter((w) => w !== ''), start: at, space });
      else this.refuse('%i symbol arrays are not part of the Ruby templates use', start);
      return true;
    }
    if (kind === 'W' || kind === 'I') this.refuse(`%${kind} arrays are not part of the Ruby templates use`, start);
    const parts = this.quoted(close, nest, true, kind === 'r');
    if (kind === 'r') {
      const flags = /^[imxounse]*/.exec(s.slice(this.i, this.limit))![0];
      this.i += flags.length;
      this.push({ t: 'regex', parts, flags, start: at, space });
    } else this.push({ t: 'str', parts, start: at, space });
    return true;
  }

  /** A single-quoted body up to `close`: only `\\` and `\close` are escapes. */
  private single(close: string, nest = ''): string {
    const s = this.code.text;
    let out = '';
    let depth = 0;
    for (;;) {
      if (this.i >= this.limit) this.fail('unterminated string meets end of file');
      const c = s[this.i]!;
      if (c === '\\' && (s[this.i + 1] === close || s[this.i + 1] === '\\' || (nest !== '' && s[this.i + 1] === nest))) {
        out += s[this.i + 1];
        this.i += 2;
        continue;
      }
      this.i++;
      if (nest !== '' && c === nest) depth++;
      else if (c === close) {
        if (depth === 0) return out;
        depth--;
      }
      out += c;
    }
  }

  /** A double-quoted (or regexp) body up to `close`, with `#{}` interpolation and escapes. */
  private quoted(close: string, nest: string, interpolate: boolean, regex = false): StringPart[] {
    const s = this.code.text;
    const parts: StringPart[] = [];
    let text = '';
    let depth = 0;
    for (;;) {
      // A heredoc's body (close '') is the whole text.
      if (this.i >= this.limit && close === '') break;
      if (this.i >= this.limit) this.fail(regex ? 'unterminated regexp meets end of file' : 'unterminated string meets end of file');
      const c = s[this.i]!;
      if (c === '\\') {
        const e = s[this.i + 1] ?? '';
        if (regex) {
          // Regexp escapes stay as written (Ruby's source keeps `\/` too).
          text += `\\${e}`;
          this.i += 2;
          continue;
        }
        this.i += 2;
        text += this.escape(e);
        continue;
      }
      if (interpolate && c === '#' && s[this.i + 1] === '{') {
        if (text !== '') parts.push(text);
        text = '';
        const inner = new Lexer(this.code, this.limit);
        inner.i = this.i + 2;
        this.i = inner.run(true);
        parts.push(inner.tokens);
        continue;
      }
      // `"#@x"` interpolates an instance variable; `"#$x"` a global, not in the subset.
      const ivar = interpolate && c === '#' && s[this.i + 1] === '@' ? /^@[A-Za-z_][A-Za-z0-9_]*/.exec(s.slice(this.i + 1, this.limit)) : null;
      if (ivar) {
        if (text !== '') parts.push(text);
        text = '';
        parts.push([{ t: 'ivar', name: ivar[0].slice(1), start: this.at(this.i + 1), space: false }]);
        this.i += 1 + ivar[0].length;
        continue;
      }
      // `"#$1"` interpolates a match global; other globals (`"#$stdout"`) are outside the subset.
      const global = interpolate && c === '#' && s[this.i + 1] === '$' ? matchGlobal(s.slice(this.i + 1, this.limit)) : undefined;
      if (global !== undefined) {
        if (text !== '') parts.push(text);
        text = '';
        parts.push([{ t: 'gvar', name: global, start: this.at(this.i + 1), space: false }]);
        this.i += 2 + global.length;
        continue;
      }
      if (interpolate && c === '#' && s[this.i + 1] === '$' && /[A-Za-z_]/.test(s[this.i + 2] ?? '')) this.refuse('#$global interpolation is not part of the Ruby templates use');
      this.i++;
      if (nest !== '' && c === nest) depth++;
      else if (c === close) {
        if (depth === 0) break;
        depth--;
      }
      text += c;
    }
    if (text !== '' || parts.length === 0) parts.push(text);
    return parts;
  }

  private escape(e: string): string {
    const s = this.code.text;
    if (e in ESCAPES) return ESCAPES[e]!;
    if (e === 'u') {
      const braces = /^\{([0-9a-fA-F ]+)\}/.exec(s.slice(this.i, this.limit));
      if (braces) {
        this.i += braces[0].length;
        return braces[1]!.trim().split(/ +/).map((h) => String.fromCodePoint(parseInt(h, 16))).join('');
      }
      const four = /^[0-9a-fA-F]{4}/.exec(s.slice(this.i, this.limit));
      if (!four) this.fail('invalid Unicode escape', this.i - 2);
      this.i += 4;
      return String.fromCharCode(parseInt(four[0], 16));
    }
    if (e === 'x') {
      const hex = /^[0-9a-fA-F]{1,2}/.exec(s.slice(this.i, this.limit));
      if (!hex) this.fail('invalid hex escape', this.i - 2);
      this.i += hex[0].length;
      const n = parseInt(hex[0], 16);
      if (n > 0x7f) this.refuse('byte escapes above \\x7F are not part of the Ruby templates use', this.i - 4);
      return String.fromCharCode(n);
    }
    if (/[1-7]/.test(e)) {
      const oct = /^[0-7]{0,2}/.exec(s.slice(this.i, this.limit))![0];
      this.i += oct.length;
      const n = parseInt(e + oct, 8);
      if (n > 0x7f) this.refuse('byte escapes above \\177 are not part of the Ruby templates use', this.i - 2 - oct.length);
      return String.fromCharCode(n);
    }
    if (e === 'c' || e === 'C' || e === 'M') this.refuse(`\\${e} escapes are not part of the Ruby templates use`, this.i - 2);
    if (e === '\n') return '';
    return e;
  }
}

/** The indentation of a heredoc line as Ruby measures it (tabs to the next multiple of 8); undefined for a line of blanks only. */
function indentation(s: string, start: number, end: number): number | undefined {
  let col = 0;
  for (let k = start; k < end; k++) {
    if (s[k] === ' ') col++;
    else if (s[k] === '\t') col = TAB_WIDTH * (Math.floor(col / TAB_WIDTH) + 1);
    else if (s[k] === '\n' || s[k] === '\r') return undefined;
    else return col;
  }
  return undefined;
}

/** The name of the regexp match global `$...` that `text` starts with, or undefined for any other global. */
function matchGlobal(text: string): string | undefined {
  const m = /^\$(?:([~&`'+])|([1-9][0-9]*)|(LOAD_PATH)(?![A-Za-z0-9_]))/.exec(text);
  return m === null ? undefined : (m[1] ?? m[2] ?? m[3]);
}

/** The tokens of a template's commands, separated as ERB's generated program separates them. */
export function lexErb(commands: readonly ErbCommand[], end: number): Token[] {
  const out: Token[] = [];
  const sep = (start: number) => out.push({ t: 'nl', start, space: true });
  // After code that ends inside a `#` comment, ERB's program goes on on the same line: the comment
  // swallows the commands that follow until one puts a line break into the program.
  let inComment = false;
  for (const c of commands) {
    if (c.kind === 'cr') {
      inComment = false;
      continue;
    }
    if (inComment) {
      if (c.kind === 'text') {
        if (c.value.includes('\n')) inComment = false;
        continue;
      }
      const nl = c.code.text.indexOf('\n');
      if (nl < 0) continue;
      if (c.kind === 'insert') throw new TemplateError('OVC3141', 'an inserted value whose code spans lines after a code comment is not part of the Ruby templates use', c.start);
      inComment = false;
      const code: CodeText = { text: c.code.text.slice(nl), offsets: c.code.offsets.slice(nl), end: c.code.end };
      out.push(...lexCode(code));
      inComment = endsInComment(code.text);
      sep(c.code.end);
      continue;
    }
    if (c.kind === 'text') {
      out.push({ t: 'text', value: c.value, start: c.start, space: true });
      sep(c.start);
      continue;
    }
    if (c.kind === 'insert') {
      out.push({ t: 'insert', start: c.start, space: true });
      out.push(...lexCode(c.code));
      out.push({ t: 'endinsert', start: c.code.end, space: true });
      sep(c.code.end);
      continue;
    }
    out.push(...lexCode(c.code));
    inComment = endsInComment(c.code.text);
    sep(c.code.end);
  }
  out.push({ t: 'eof', start: end, space: true });
  return out;
}

function lexCode(code: CodeText): Token[] {
  const lexer = new Lexer(code);
  lexer.run();
  return lexer.tokens;
}

/** Whether Ruby code ends inside a `#` comment (outside strings; approximate: the lexer has read it already). */
function endsInComment(text: string): boolean {
  const lastLine = text.slice(text.lastIndexOf('\n') + 1);
  let quote = '';
  for (let i = 0; i < lastLine.length; i++) {
    const ch = lastLine[i]!;
    if (quote !== '') {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#') return true;
  }
  return false;
}
