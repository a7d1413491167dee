// Puppet's Regexp value: a Ruby (Onigmo) pattern translated to a JavaScript RegExp, refused when
// it is invalid Ruby, uses what JavaScript cannot express, or could backtrack without end.
import { setFlagsFromString } from 'node:v8';
import { rubyRegexProblem } from '../parser/ruby-regex.js';
import { PuppetError } from './errors.js';

// User patterns are untrusted. With this V8 flag, a match that backtracks excessively restarts on
// V8's linear-time engine instead of hanging the process. That engine cannot run back references
// or look-arounds, so patterns with those are also checked for nested repetition below.
setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');

/** A compiled Puppet regular expression. `source` is the Ruby pattern as written. */
export class PRegexp {
  private constructor(
    readonly source: string,
    readonly regex: RegExp,
  ) {}

  /** The regexp for a Ruby pattern (cached). Throws PuppetError OVC3008 when it is refused. */
  static of(source: string): PRegexp {
    const cached = cache.get(source);
    if (cached !== undefined) return cached;
    const { pattern, flags } = translate(source);
    let regex: RegExp;
    try {
      regex = new RegExp(pattern, flags);
    } catch (e) {
      throw new PuppetError('OVC3008', `${(e as Error).message}: /${source}/`);
    }
    const r = new PRegexp(source, regex);
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
    const m = this.regex.exec(s);
    if (m === null) return null;
    return Array.from(m, (g) => g ?? null);
  }

  test(s: string): boolean {
    return this.regex.test(s);
  }

  /** Puppet's rendering, Ruby's `inspect`: `/source/` with unescaped slashes escaped. */
  toString(): string {
    return `/${this.source.replace(/\\.|\//g, (m) => (m === '/' ? '\\/' : m))}/`;
  }

  /** Ruby's `Regexp#to_s` (`(?-mix:source)`), which some Puppet messages show. */
  rubyToS(): string {
    return `(?-mix:${this.source})`;
  }
}

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

/** The JavaScript pattern and flags for a Ruby pattern; throws when it cannot be translated. */
function translate(source: string): { pattern: string; flags: string } {
  const problem = rubyRegexProblem(source);
  if (problem) refuse(source, problem);
  const { body, options } = leadingOptions(source);
  const extended = options.includes('x');
  // Ruby's ^ and $ are always line anchors; \A and \z are JavaScript's ^ and $ without the m flag.
  const lineAnchors = /(^|[^\\])[\^$]/.test(body.replace(/\\\\/g, '').replace(/\[[^\]]*\]/g, ''));
  let out = '';
  let inClass = false;
  // Whether the previous character was an unescaped quantifier (`a++` is possessive in Ruby).
  let afterQuantifier = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\') {
      afterQuantifier = false;
      const n = body[i + 1];
      i++;
      if (n === undefined) refuse(source, 'too short escape sequence');
      if (n === 'h') out += inClass ? '0-9a-fA-F' : '[0-9a-fA-F]';
      else if (n === 'H' && !inClass) out += '[^0-9a-fA-F]';
      else if (n === 'A' && !inClass) out += lineAnchors ? '(?<![\\s\\S])' : '^';
      else if (n === 'z' && !inClass) out += lineAnchors ? '(?![\\s\\S])' : '$';
      else if (n === 'Z' && !inClass) out += lineAnchors ? '(?=\\n?(?![\\s\\S]))' : '(?=\\n?$)';
      else if (n === 'e') out += '\\x1b';
      else if (n === 'a') out += '\\x07';
      else if ('GKpPgRXy'.includes(n)) refuse(source, `\\${n} is not supported`);
      else out += `\\${n}`;
      continue;
    }
    if (inClass) {
      if (c === '[' && body[i + 1] === ':') {
        const close = body.indexOf(':]', i);
        const name = body.slice(i + 2, close);
        const cls = POSIX_CLASSES[name.replace(/^\^/, '')];
        if (close < 0 || cls === undefined || name.startsWith('^')) refuse(source, `POSIX bracket [:${name}:] is not supported`);
        out += cls;
        i = close + 1;
      } else if (c === '[' || (c === '&' && body[i + 1] === '&')) refuse(source, 'nested character classes are not supported');
      else {
        if (c === ']' && !(out.endsWith('[') || out.endsWith('[^'))) inClass = false;
        out += c;
      }
      continue;
    }
    if (extended && /\s/.test(c)) continue;
    if (extended && c === '#') {
      const eol = body.indexOf('\n', i);
      i = eol < 0 ? body.length : eol;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(' && body[i + 1] === '?') {
      const head = body.slice(i + 2, i + 4);
      if (head[0] === '#') {
        i = body.indexOf(')', i);
        continue;
      }
      if (head[0] === '>' || head[0] === '~') refuse(source, 'atomic and absent groups are not supported');
      if (head[0] === "'") {
        const end = body.indexOf("'", i + 3);
        out += `(?<${body.slice(i + 3, end)}>`;
        i = end;
        continue;
      }
      if (/^[imx-]/.test(head)) refuse(source, 'inline options inside the pattern are not supported');
    } else if (c === '+' && afterQuantifier) refuse(source, 'possessive quantifiers are not supported');
    afterQuantifier = c === '*' || c === '+' || c === '?' || (c === '}' && /\{\d*,?\d*$/.test(out));
    out += c;
  }
  let flags = lineAnchors ? 'm' : '';
  if (options.includes('i')) flags += 'i';
  if (options.includes('m')) flags += 's';
  if (mayBacktrackForever(out)) refuse(source, 'a back reference or look-around with nested repetition could run without end');
  return { pattern: out, flags };
}

/**
 * True when the pattern needs V8's backtracking engine (back references, look-arounds) and has
 * a repeated group that itself repeats or alternates: the shapes of catastrophic backtracking.
 */
function mayBacktrackForever(p: string): boolean {
  if (!/\\[1-9]|\\k<|\(\?<?[=!]/.test(p)) return false;
  const frames: { repeats: boolean }[] = [{ repeats: false }];
  let inClass = false;
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      inClass = c !== ']';
      continue;
    }
    const top = frames[frames.length - 1]!;
    if (c === '[') inClass = true;
    else if (c === '(') frames.push({ repeats: false });
    else if (c === '|') top.repeats = true;
    else if (c === '*' || c === '+' || (c === '{' && /^\{\d*,\d*\}/.test(p.slice(i)))) top.repeats = true;
    else if (c === ')') {
      const inner = frames.pop()!;
      const q = p[i + 1];
      const quantified = q === '*' || q === '+' || (q === '{' && /^\{\d*,\d*\}/.test(p.slice(i + 1)));
      if (quantified && inner.repeats) return true;
      if (inner.repeats) frames[frames.length - 1]!.repeats = true;
    }
  }
  return false;
}
