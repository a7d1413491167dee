// Puppet's Regexp value: a Ruby (Onigmo) pattern translated to a JavaScript RegExp, refused when
// it is invalid Ruby, uses what JavaScript cannot express, or could backtrack without end.
import { compileBounded } from '../../data/linear-regex.js';
import { rubyRegexProblem } from '../parser/ruby-regex.js';
import { PuppetError } from './errors.js';
import { expandCalls } from './regexp-calls.js';
import { NOT_WORD_BOUNDARY, WORD_BOUNDARY } from './word-boundary.js';

// User patterns are untrusted: they are compiled by data/linear-regex.ts's bounded policy (a
// match that backtracks excessively restarts on V8's linear-time engine; patterns that could not
// restart there and may backtrack without end are refused).

/** A compiled Puppet regular expression. `source` is the Ruby pattern as written. */
export class PRegexp {
  private constructor(
    readonly source: string,
    /**
     * The translation. For a pattern whose every match starts with `\A` or ends with `\Z`
     * (anchorsOf) it is written so that V8's linear engine can run it, where the plain translation
     * needs look-arounds. A final `\Z` is a last, hidden group `(\n?)$` instead of a look-ahead:
     * it accepts exactly what the look-ahead accepts, along the same paths; only the whole match
     * includes the final newline, which the methods below take back off. A leading `\A` is left
     * out and the regexp is sticky, run from the text's start only, instead of a look-behind.
     * Every use goes through the methods below, which honour both.
     */
    private readonly re: RegExp,
    /** The anchors `re` is written for. */
    private readonly anchors: Anchors,
  ) {}

  /**
   * `re` with Ruby's line anchors written out (translate's `exactLines`), for the texts where
   * JavaScript's `m` lines are not Ruby's; made on first need, null when the pattern has no line
   * anchors or the look-arounds would make it one the bounded policy refuses (then `re` serves).
   */
  private exact: RegExp | null | undefined;
  private scanners: { re?: RegExp; exact?: RegExp } = {};
  private locators: { re?: RegExp; exact?: RegExp } = {};

  /** The translation to run on `s`: the exact-lines one where `s` tells JavaScript's lines from Ruby's. */
  private forText(s: string): 're' | 'exact' {
    if (!this.re.multiline) return 're';
    // split, scan and gsub ask again for every match in one text: it is looked at once.
    if (s !== this.lastText) {
      this.lastText = s;
      this.lastDiffers = LINES_DIFFER.test(s);
    }
    if (!this.lastDiffers) return 're';
    if (this.exact === undefined) {
      try {
        this.exact = compileRegExp(this.source, translate(this.source, this.anchors, true));
      } catch (e) {
        if (!(e instanceof PuppetError)) throw e;
        this.exact = null;
      }
    }
    return this.exact === null ? 're' : 'exact';
  }

  /** The text forText last looked at, and whether its lines differ. */
  private lastText: string | undefined;
  private lastDiffers = false;

  /** The regexp for a Ruby pattern (cached). Throws PuppetError OVC3008 when it is refused. */
  static of(source: string): PRegexp {
    const cached = cache.get(source);
    if (cached !== undefined) return cached;
    const anchors = anchorsOf(source);
    const r = new PRegexp(source, compileRegExp(source, translate(source, anchors)), anchors);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, r);
    return r;
  }

  /** The regexp of a `/.../` literal's text between the slashes: Puppet's lexer turns `\/` into `/`. */
  static fromLiteral(body: string): PRegexp {
    return PRegexp.of(body.includes('\\/') ? body.replace(/\\(.)/gs, (m, c: string) => (c === '/' ? '/' : m)) : body);
  }

  /** Captures of the first match in `s` (index 0 the whole match, unmatched groups undef), or null. */
  match(s: string): (string | null)[] | null {
    return this.exec(s, 0)?.captures ?? null;
  }

  test(s: string): boolean {
    const re = this.forText(s) === 'exact' ? this.exact! : this.re;
    // A sticky regexp starts where lastIndex says, and a match moves it on.
    re.lastIndex = 0;
    const yes = re.test(s);
    re.lastIndex = 0;
    return yes;
  }

  /**
   * The first match at or after UTF-16 offset `from`: where it starts and its captures (index 0 the
   * whole match, unmatched groups null), or null.
   */
  exec(s: string, from: number): { index: number; captures: (string | null)[] } | null {
    // `\A` matches at the text's start only.
    if (this.anchors.head && from > 0) return null;
    // A global copy of the translation, so the search can start at an offset.
    const which = this.forText(s);
    const base = which === 'exact' ? this.exact! : this.re;
    const scanner = (this.scanners[which] ??= new RegExp(base.source, `${base.flags}g`));
    scanner.lastIndex = from;
    const m = scanner.exec(s);
    scanner.lastIndex = 0;
    if (m === null) return null;
    const groups = this.anchors.tail ? m.length - 1 : m.length;
    const captures: (string | null)[] = new Array(groups);
    for (let i = 0; i < groups; i++) captures[i] = m[i] ?? null;
    if (this.anchors.tail) captures[0] = m[0].slice(0, m[0].length - m[groups]!.length);
    return { index: m.index, captures };
  }

  /**
   * Ruby's `String#split` on this regexp: the fields between matches, each followed by the groups
   * of its separator that took part. An empty match where the search starts does not separate:
   * the search moves on one character, and an empty match there cuts that character off. `limit`
   * as Ruby's: above 0 at most that many fields (the last one the rest), 0 drops trailing empty
   * fields, below 0 keeps them.
   */
  split(s: string, limit = 0): string[] {
    const fields: string[] = [];
    if (s === '' || limit === 1) return s === '' ? fields : [s];
    let beg = 0;
    let start = 0;
    let lastNull = false;
    let splits = 0;
    for (let m = this.exec(s, start); m !== null; m = this.exec(s, start)) {
      if (m.index === start && m.captures[0] === '') {
        if (!lastNull) {
          // One character on: a whole surrogate pair.
          start += (s.codePointAt(start) ?? 0) > 0xffff ? 2 : 1;
          lastNull = true;
          continue;
        }
        fields.push(s.slice(beg, start));
        beg = start;
      } else {
        fields.push(s.slice(beg, m.index));
        beg = start = m.index + m.captures[0]!.length;
      }
      lastNull = false;
      for (const g of m.captures.slice(1)) if (g !== null) fields.push(g);
      if (limit > 0 && ++splits >= limit - 1) break;
    }
    if (limit !== 0 || s.length > beg) fields.push(s.slice(beg));
    if (limit === 0) while (fields.length > 0 && fields[fields.length - 1] === '') fields.pop();
    return fields;
  }

  /** Where each group of the match found at `index` starts and ends (UTF-16 offsets; undefined for a group that took no part). */
  groupOffsets(s: string, index: number): ([number, number] | undefined)[] {
    // A sticky copy with indices, run again where the match was found.
    const which = this.forText(s);
    const base = which === 'exact' ? this.exact! : this.re;
    const locator = (this.locators[which] ??= new RegExp(base.source, `${base.flags.replace('y', '')}dy`));
    locator.lastIndex = index;
    const m = locator.exec(s);
    locator.lastIndex = 0;
    const indices = m?.indices ?? [];
    const groups = this.anchors.tail ? indices.length - 1 : indices.length;
    return Array.from({ length: groups }, (_, i) => indices[i]);
  }

  /** The names of the named groups, in group order (a pattern with any captures only those). */
  get groupNames(): string[] {
    return [...this.re.source.matchAll(/(?<!\\)\(\?<([A-Za-z_]\w*)>/g)].map((m) => m[1]!);
  }

  /** Puppet's rendering, Ruby's `inspect`: `/source/` with unescaped slashes escaped. */
  toString(): string {
    return `/${this.source.replace(/\\.|\//g, (m) => (m === '/' ? '\\/' : m))}/`;
  }

  /**
   * Ruby's `Regexp#to_s` (`(?-mix:source)`), which some Puppet messages show: as rb_reg_to_s,
   * leading `(?opts)` groups, and a `(?opts:...)` group around the whole source, are folded into
   * the options written; unescaped slashes are escaped.
   */
  rubyToS(): string {
    let source = this.source;
    const on = new Set<string>();
    for (;;) {
      const m = /^\(\?([mix]*)(?:-([mix]*))?([):])/.exec(source);
      if (!m || source.length < 4) break;
      const rest = source.slice(m[0].length);
      // A `(?opts:...)` group counts only when it spans the whole source.
      if (m[3] === ':' && !(rest.endsWith(')') && balanced(rest.slice(0, -1)))) break;
      for (const o of m[1]!) on.add(o);
      for (const o of m[2] ?? '') on.delete(o);
      source = m[3] === ':' ? rest.slice(0, -1) : rest;
      if (m[3] === ':') break;
    }
    const opts = (set: (o: string) => boolean) => ['m', 'i', 'x'].filter(set).join('');
    const off = opts((o) => !on.has(o));
    return `(?${opts((o) => on.has(o))}${off ? `-${off}` : ''}:${source.replace(/\\.|\//g, (m) => (m === '/' ? '\\/' : m))})`;
  }
}

/** Whether the groups of a pattern's text close as they open (escapes and character classes skipped). */
function balanced(pattern: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

function compileRegExp(source: string, { pattern, flags }: { pattern: string; flags: string }): RegExp {
  const compiled = compileBounded(pattern, flags);
  if (!compiled.ok) throw new PuppetError('OVC3008', `${compiled.reason}: /${source}/`);
  return compiled.regex;
}

/** The anchors every match of a pattern starts (`head`: a leading `\A`) or ends with (`tail`: a final `\Z`). */
interface Anchors {
  head: boolean;
  tail: boolean;
}
const NO_ANCHORS: Anchors = { head: false, tail: false };

/**
 * The anchors every match of the pattern has, where the pattern has no top-level alternatives nor
 * options: a `\A` it starts with, and a `\Z` it ends with when it has no line anchors (`^`, `$`:
 * they need JavaScript's `m` flag, under which `$` is no longer the end of the text).
 */
function anchorsOf(source: string): Anchors {
  if (source.startsWith('(?')) return NO_ANCHORS;
  let depth = 0;
  let inClass = false;
  let lineAnchors = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return NO_ANCHORS;
    else if (c === '^' || c === '$') lineAnchors = true;
  }
  return { head: source.startsWith('\\A'), tail: !lineAnchors && /(^|[^\\])(\\\\)*\\Z$/.test(source) };
}

/** Texts on which JavaScript's `m` lines differ from Ruby's: a \r, U+2028 or U+2029, or a final \n (after which Ruby starts no line). */
const LINES_DIFFER = /[\r\u2028\u2029]|\n$/;

const CACHE_LIMIT = 10_000;
const cache = new Map<string, PRegexp>();

const POSIX_CLASSES: Record<string, string> = {
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7f',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '\\x21-\\x7e',
  lower: 'a-z',
  print: '\\x20-\\x7e',
  punct: '!-\\/:-@\\[-`{-~',
  space: ' \\t\\n\\v\\f\\r',
  upper: 'A-Z',
  word: '\\w',
  xdigit: '0-9a-fA-F',
};

/** Refuses a pattern with Ruby's wording (`premature end of char-class: /[/`). */
function refuse(source: string, why: string): never {
  throw new PuppetError('OVC3008', `${why}: /${source}/`);
}

/** Leading `(?imx)` or a whole-pattern `(?imx:...)`: Ruby options JavaScript takes as flags. */
function leadingOptions(source: string): { body: string; options: string } {
  const m = /^\(\?([imx]+)\)/.exec(source);
  if (m) return { body: source.slice(m[0].length), options: m[1]! };
  const g = /^\(\?([imx]+):/.exec(source);
  if (g && source.endsWith(')') && groupEnd(source, 0) === source.length - 1) return { body: source.slice(g[0].length, -1), options: g[1]! };
  return { body: source, options: '' };
}

/** Index of the `)` closing the group opened at `open`, or -1. */
function groupEnd(s: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Ruby's `i`, `m` (dot matches newline) and `x` (blanks and comments ignored) options in force. */
interface Options {
  i: boolean;
  m: boolean;
  x: boolean;
  /** Opened by a bare `(?i)`: Ruby applies it to the rest of the enclosing group, alternatives included. */
  implicit?: boolean;
}

/** `(?imx-imx` at `at` (just after `(?`): the options group's text and whether it ends in `:`. */
const OPTION_GROUP = /^([imxadu]*)(?:-([imx]*))?([:)])/;

function withOptions(o: Options, on: string, off: string): Options {
  return { i: off.includes('i') ? false : on.includes('i') || o.i, m: off.includes('m') ? false : on.includes('m') || o.m, x: off.includes('x') ? false : on.includes('x') || o.x };
}

/** The options a group opened inside `o` starts with. */
const inner = (o: Options): Options => ({ i: o.i, m: o.m, x: o.x });

/** The other case of a character, when it has one that is a single character. */
function otherCase(c: string): string | undefined {
  const o = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
  return o !== c && o.length === c.length ? o : undefined;
}

/** A character class body with the other case of every letter and ASCII letter range added. */
function foldClass(body: string): string {
  let extra = '';
  for (const m of body.matchAll(/\\.|([a-zA-Z])-([a-zA-Z])|([^\\])/gs)) {
    if (m[1] !== undefined && m[2] !== undefined) {
      if ((m[1] === m[1].toLowerCase()) === (m[2] === m[2].toLowerCase())) extra += `${otherCase(m[1])}-${otherCase(m[2])}`;
    } else if (m[3] !== undefined) {
      const o = otherCase(m[3]);
      if (o !== undefined && !'^-]'.includes(o)) extra += o;
    }
  }
  return body + extra;
}

/**
 * Ruby's line anchors written out: `^` at the text's start or after a \n that does not end the
 * text, `$` before a \n or at the end. JavaScript's `m` flag also ends lines at \r, U+2028 and
 * U+2029, and starts one after a final \n.
 */
const RUBY_LINE_START = '(?:(?<![\\s\\S])|(?<=\\n)(?=[\\s\\S]))';
const RUBY_LINE_END = '(?![^\\n])';

/**
 * The JavaScript pattern and flags for a Ruby pattern; throws when it cannot be translated. With
 * the `anchors` anchorsOf found, a final `\Z` becomes a last group `(\n?)$`, and a leading `\A`
 * is left out for the sticky flag. `exactLines` writes `^` and `$` out as Ruby's (look-arounds,
 * no `m` flag): for the texts where JavaScript's lines are not Ruby's (lineAnchorsDiffer).
 */
function translate(source: string, anchors: Anchors, exactLines = false): { pattern: string; flags: string } {
  const problem = rubyRegexProblem(source);
  if (problem) refuse(source, problem);
  const expanded = expandCalls(source, (why) => refuse(source, why));
  const { body, options } = leadingOptions(expanded.slice(anchors.head ? 2 : 0, anchors.tail ? -2 : undefined));
  const global = withOptions({ i: false, m: false, x: false }, options, '');
  // Ruby's ^ and $ are always line anchors; \A and \z are JavaScript's ^ and $ without the m flag.
  const lineAnchors = /(^|[^\\])[\^$]/.test(body.replace(/\\\\/g, '').replace(/\[[^\]]*\]/g, ''));
  // Options per open group; inline options a JS flag cannot carry are applied by rewriting.
  const frames: Options[] = [global];
  const groupNames = new Set<string>();
  let out = '';
  // The body of the character class being read (after `[`), or undefined outside one.
  let cls: string | undefined;
  // Whether the previous character was an unescaped quantifier (`a++` is possessive in Ruby).
  let afterQuantifier = false;
  const onlyNamedCapture = /(?:^|[^\\])\(\?(?:<[A-Za-z_]|')/.test(body.replace(/\\\\/g, ''));
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    const cur = frames[frames.length - 1]!;
    if (c === '\\') {
      afterQuantifier = false;
      const n = body[i + 1];
      i++;
      if (n === undefined) refuse(source, 'too short escape sequence');
      let t: string;
      if (n === 'h') t = cls !== undefined ? '0-9a-fA-F' : '[0-9a-fA-F]';
      else if (n === 'H' && cls === undefined) t = '[^0-9a-fA-F]';
      // Onigmo's \s is ASCII white space; JavaScript's also takes Unicode's (a no-break space).
      else if (n === 's') t = cls !== undefined ? '\\t\\n\\v\\f\\r ' : '[\\t\\n\\v\\f\\r ]';
      else if (n === 'S' && cls === undefined) t = '[^\\t\\n\\v\\f\\r ]';
      else if (n === 'A' && cls === undefined) t = lineAnchors ? '(?<![\\s\\S])' : '^';
      else if (n === 'z' && cls === undefined) t = lineAnchors ? '(?![\\s\\S])' : '$';
      else if (n === 'Z' && cls === undefined) t = lineAnchors ? '(?=\\n?(?![\\s\\S]))' : '(?=\\n?$)';
      // Onigmo's word boundaries know non-ASCII letters; inside a class \b is a backspace.
      else if (n === 'b' && cls === undefined) t = WORD_BOUNDARY;
      else if (n === 'B' && cls === undefined) t = NOT_WORD_BOUNDARY;
      else if (n === 'e') t = '\\x1b';
      else if (n === 'a') t = '\\x07';
      else if ('GKpPRXy'.includes(n)) refuse(source, `\\${n} is not supported`);
      else t = `\\${n}`;
      if (cls !== undefined) cls += t;
      else out += t;
      continue;
    }
    if (cls !== undefined) {
      if (c === '[' && body[i + 1] === ':') {
        const close = body.indexOf(':]', i);
        const name = body.slice(i + 2, close);
        const posix = POSIX_CLASSES[name];
        if (close < 0 || posix === undefined) refuse(source, `POSIX bracket [:${name}:] is not supported here`);
        cls += posix;
        i = close + 1;
      } else if (c === '[' || (c === '&' && body[i + 1] === '&')) refuse(source, 'nested character classes are not supported');
      else if (c === ']' && cls !== '' && cls !== '^') {
        out += `[${cur.i ? foldClass(cls) : cls}]`;
        cls = undefined;
      } else cls += c;
      continue;
    }
    if (cur.x && /\s/.test(c)) continue;
    if (cur.x && c === '#') {
      const eol = body.indexOf('\n', i);
      i = eol < 0 ? body.length : eol;
      continue;
    }
    if (c === '[') {
      // A class that is only a negated POSIX bracket: `[[:^alpha:]]`.
      const negated = /^\[\[:\^(\w+):\]\]/.exec(body.slice(i));
      if (negated && POSIX_CLASSES[negated[1]!] !== undefined) {
        out += `[^${POSIX_CLASSES[negated[1]!]}]`;
        i += negated[0].length - 1;
      } else cls = '';
      afterQuantifier = false;
      continue;
    }
    if (c === '(') {
      afterQuantifier = false;
      if (body[i + 1] !== '?') {
        frames.push(inner(cur));
        // Onigmo captures only the named groups of a pattern that has any: (?<y>\d+)-(\d+) has one.
        out += onlyNamedCapture ? '(?:' : c;
        continue;
      }
      const rest = body.slice(i + 2);
      const head = rest[0];
      if (head === '#') {
        i = body.indexOf(')', i);
        continue;
      }
      if (head === '>' || head === '~') refuse(source, 'atomic and absent groups are not supported');
      const named = /^(?:<([A-Za-z_]\w*)>|'([A-Za-z_]\w*)')/.exec(rest);
      if (named) {
        const name = named[1] ?? named[2]!;
        groupNames.add(name);
        out += `(?<${name}>`;
        i += 1 + named[0].length;
        frames.push(inner(cur));
        continue;
      }
      const opts = OPTION_GROUP.exec(rest);
      if (opts && (opts[1] !== '' || opts[2] !== undefined)) {
        const next = withOptions(cur, opts[1]!, opts[2] ?? '');
        i += 1 + opts[0].length;
        frames.push(opts[3] === ')' ? { ...next, implicit: true } : next);
        out += '(?:';
        continue;
      }
      frames.push(inner(cur));
      out += '(?';
      i++;
      continue;
    }
    if (c === ')') {
      while (frames.length > 1 && frames[frames.length - 1]!.implicit) {
        frames.pop();
        out += ')';
      }
      if (frames.length > 1) frames.pop();
      afterQuantifier = false;
      out += c;
      continue;
    }
    // Ruby reads `{,n}` as `{0,n}`; JavaScript would take it literally.
    if (c === '{' && /^\{,\d+\}/.test(body.slice(i))) {
      out += '{0';
      afterQuantifier = false;
      continue;
    }
    if (c === '+' && afterQuantifier) refuse(source, 'possessive quantifiers are not supported');
    afterQuantifier = c === '*' || c === '+' || c === '?' || (c === '}' && /\{\d*,?\d*$/.test(out));
    // Ruby's dot stops only at \n (JavaScript's at \r, U+2028 and U+2029 too); under `m` at nothing.
    if (c === '.') out += cur.m ? (global.m ? '.' : '[\\s\\S]') : '[^\\n]';
    else if (cur.i && otherCase(c) !== undefined && !/\{\d*,?\d*$/.test(out)) out += `[${c}${otherCase(c)}]`;
    else if (exactLines && c === '^') out += RUBY_LINE_START;
    else if (exactLines && c === '$') out += RUBY_LINE_END;
    else out += c;
  }
  for (let f = frames.length - 1; f > 0 && frames[f]!.implicit; f--) out += ')';
  for (const m of out.matchAll(/\\k<(\w+)>/g)) if (!groupNames.has(m[1]!)) refuse(source, `undefined name <${m[1]}> reference`);
  // No `i` flag: V8 gives up its linear-time fallback under `i` (and `u`), so case-insensitive
  // matching is spelt out above, letter by letter.
  let flags = lineAnchors && !exactLines ? 'm' : '';
  if (global.m) flags += 's';
  if (anchors.head) flags += 'y';
  if (anchors.tail) out = `(?:${out})(\\n?)$`;
  return { pattern: out, flags };
}

