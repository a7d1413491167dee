// JSON as Ruby's json 2.x parser reads it, which is how Puppet reads a Hiera `json_data` file:
// `/* */` and `//` comments count as whitespace, a repeated key keeps its first place and its last
// value, any value may be the whole text, a backslash before any other character keeps that
// character, nesting stops at 100 levels; numbers keep Integer vs Float and every digit.
import { ExactNumber, numberFromText, numberKind, parseJsonWithoutDuplicates } from './exact-number.js';
import { putKey } from './key-order.js';
import { formatFloat } from './ruby-float.js';

/** Ruby's JSON.parse default max_nesting (Puppet passes none). */
export const RUBY_JSON_MAX_NESTING = 100;

/** A text Ruby's JSON parser refuses, with the offset where it stops making sense. */
export class RubyJsonError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/**
 * The value Ruby's JSON.parse gives for `text`; throws RubyJsonError where it fails (nesting
 * beyond 100 levels included). Plain JSON (no comment, no repeated key, no number a JS number would
 * change: almost every data file) goes through V8's parser; only the rest is read here.
 */
export function parseRubyJson(text: string): unknown {
  // V8 takes a lone high surrogate escape, which Ruby refuses.
  const plain = HIGH_SURROGATE_ESCAPE.test(text) ? undefined : parseJsonWithoutDuplicates(text, RUBY_JSON_MAX_NESTING);
  return plain !== undefined ? plain : new RubyJsonReader(text).document();
}

/** The type Puppet names a JSON value by in a mismatch (its inferred type, without parameters: `got Tuple`). */
export function jsonTypeName(v: unknown): string {
  if (v === null) return 'Undef';
  if (Array.isArray(v)) return v.length === 0 ? 'Array' : 'Tuple';
  if (typeof v === 'string') return 'String';
  if (typeof v === 'boolean') return 'Boolean';
  return numberKind(v) === 'float' ? 'Float' : 'Integer';
}

class RubyJsonReader {
  private at = 0;
  private depth = 0;

  constructor(private readonly text: string) {}

  document(): unknown {
    this.skip();
    const value = this.value();
    this.skip();
    if (this.at < this.text.length) this.fail();
    return value;
  }

  private value(): unknown {
    const c = this.text[this.at];
    if (c === '{' || c === '[') {
      if (++this.depth > RUBY_JSON_MAX_NESTING) throw new RubyJsonError(`nesting of ${this.depth} is too deep`, this.at);
      const value = c === '{' ? this.object() : this.array();
      this.depth--;
      return value;
    }
    if (c === '"') return this.string();
    for (const [word, value] of WORDS) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = this.at;
    const number = NUMBER.exec(this.text);
    if (!number) return this.fail();
    this.at += number[0].length;
    const value = numberFromText(number[0]);
    // A Float does not remember how it was written: Ruby spells 1.5e3 as 1500.0.
    return value instanceof ExactNumber && value.kind === 'float' ? new ExactNumber(formatFloat(Number(number[0])), 'float') : value;
  }

  private object(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.at++;
    this.skip();
    if (this.text[this.at] === '}') {
      this.at++;
      return out;
    }
    for (;;) {
      if (this.text[this.at] !== '"') this.fail();
      const key = this.string();
      this.skip();
      if (this.text[this.at] !== ':') this.fail();
      this.at++;
      this.skip();
      // In the order written (an integer-like key too), a repeated key in its first place; `__proto__` is data.
      putKey(out, key, this.value());
      this.skip();
      if (this.text[this.at] === '}') {
        this.at++;
        return out;
      }
      if (this.text[this.at] !== ',') this.fail();
      this.at++;
      this.skip();
    }
  }

  private array(): unknown[] {
    const out: unknown[] = [];
    this.at++;
    this.skip();
    if (this.text[this.at] === ']') {
      this.at++;
      return out;
    }
    for (;;) {
      out.push(this.value());
      this.skip();
      if (this.text[this.at] === ']') {
        this.at++;
        return out;
      }
      if (this.text[this.at] !== ',') this.fail();
      this.at++;
      this.skip();
    }
  }

  private string(): string {
    const start = this.at;
    let out = '';
    for (let i = start + 1; i < this.text.length; i++) {
      const c = this.text.charCodeAt(i);
      if (c === 34) {
        this.at = i + 1;
        return out;
      }
      if (c < 0x20) break;
      if (c !== 92) {
        out += this.text[i];
        continue;
      }
      const e = this.text[++i];
      if (e === 'u') {
        const unit = this.hex(i + 1);
        i += 4;
        if (unit >= 0xd800 && unit <= 0xdbff) {
          // A high surrogate must be followed by another escape (its low half).
          if (!this.text.startsWith('\\u', i + 1)) throw new RubyJsonError('incomplete surrogate pair', i - 5);
          out += String.fromCharCode(unit, this.hex(i + 3));
          i += 6;
        } else out += String.fromCharCode(unit);
      } else if (e !== undefined) out += ESCAPES[e] ?? e;
    }
    return this.fail(start);
  }

  /** The four hex digits at `from` as a number (a failure when they are not four hex digits). */
  private hex(from: number): number {
    const digits = this.text.slice(from, from + 4);
    if (!/^[0-9a-fA-F]{4}$/.test(digits)) this.fail(from);
    return parseInt(digits, 16);
  }

  /** Past whitespace and comments. */
  private skip(): void {
    const text = this.text;
    for (;;) {
      const c = text[this.at];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') this.at++;
      else if (c === '/' && text[this.at + 1] === '*') {
        const end = text.indexOf('*/', this.at + 2);
        if (end < 0) this.fail();
        this.at = end + 2;
      } else if (c === '/' && text[this.at + 1] === '/') {
        // Ruby's parser wants the line comment ended by a line break.
        const end = text.indexOf('\n', this.at + 2);
        if (end < 0) this.fail();
        this.at = end + 1;
      } else return;
    }
  }

  private fail(at = this.at): never {
    throw new RubyJsonError(`unexpected token at '${this.text.slice(at, at + 40)}'`, at);
  }
}

const WORDS: readonly [string, unknown][] = [
  ['true', true],
  ['false', false],
  ['null', null],
];

/** JSON's number: no leading zero, no bare sign or dot (NaN and Infinity are refused, as Ruby's default). */
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;

const HIGH_SURROGATE_ESCAPE = /\\u[dD][89abAB]/;

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
