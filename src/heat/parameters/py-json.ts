// Python's json.loads (strict mode, as oslo's jsonutils calls it) with its exact error messages,
// which Heat puts in "Value must be valid JSON: ..." for a json parameter.
import { PyFloat, PythonError, unboxed } from './python.js';
import { spellFloat } from '../../yaml/python-spelling.js';
import { putKey } from '../../data/key-order.js';

const WS = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

class Reader {
  pos = 0;
  constructor(readonly doc: string) {}

  fail(message: string, at = this.pos): never {
    const before = this.doc.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    throw new PythonError('ValueError', `${message}: line ${line} column ${column} (char ${at})`);
  }

  skip(): void {
    while (this.pos < this.doc.length && WS.has(this.doc[this.pos]!)) this.pos++;
  }

  value(): unknown {
    const d = this.doc;
    const c = d[this.pos];
    if (c === '"') return this.string();
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    for (const [word, v] of [['null', null], ['true', true], ['false', false], ['NaN', NaN], ['Infinity', Infinity], ['-Infinity', -Infinity]] as const) {
      if (d.startsWith(word, this.pos)) {
        this.pos += word.length;
        return v;
      }
    }
    NUMBER.lastIndex = this.pos;
    const m = NUMBER.exec(d);
    if (!m) this.fail('Expecting value');
    this.pos += m[0].length;
    // A number with a fraction or exponent is a float to Python: an integral one comes boxed,
    // for its list or map to spell it (5.0).
    const n = Number(m[0]);
    return /[.eE]/.test(m[0]) && Number.isInteger(n) ? new PyFloat(n) : n;
  }

  /** A member of a list or map: stored as a number, a float spelled as one. */
  member(container: Record<string, unknown> | unknown[], key: string | number): void {
    const v = this.value();
    if (Array.isArray(container)) container.push(unboxed(v));
    else putKey(container, key as string, unboxed(v));
    if (v instanceof PyFloat) spellFloat(container, key, v.value);
  }

  string(): string {
    const d = this.doc;
    const start = this.pos;
    this.pos++;
    let out = '';
    for (;;) {
      if (this.pos >= d.length) this.fail('Unterminated string starting at', start);
      const c = d[this.pos]!;
      if (c === '"') {
        this.pos++;
        return out;
      }
      if (c.charCodeAt(0) < 0x20) this.fail('Invalid control character at');
      if (c !== '\\') {
        out += c;
        this.pos++;
        continue;
      }
      const e = d[this.pos + 1];
      if (e === undefined) this.fail('Unterminated string starting at', start);
      if (e === 'u') {
        const hex = d.slice(this.pos + 2, this.pos + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('Invalid \\uXXXX escape', this.pos + 1);
        out += String.fromCharCode(parseInt(hex, 16));
        this.pos += 6;
      } else if (Object.hasOwn(ESCAPES, e)) {
        out += ESCAPES[e];
        this.pos += 2;
      } else {
        this.fail('Invalid \\escape');
      }
    }
  }

  /** The members of an object or array up to `close`, each read by `member`, with Python's delimiter errors. */
  members(close: string, member: () => void): void {
    this.pos++;
    this.skip();
    if (this.doc[this.pos] === close) {
      this.pos++;
      return;
    }
    for (;;) {
      member();
      this.skip();
      const c = this.doc[this.pos];
      this.pos++;
      if (c === close) return;
      if (c !== ',') this.fail("Expecting ',' delimiter", this.pos - 1);
      this.skip();
    }
  }

  object(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.members('}', () => {
      if (this.doc[this.pos] !== '"') this.fail('Expecting property name enclosed in double quotes');
      const key = this.string();
      this.skip();
      if (this.doc[this.pos] !== ':') this.fail("Expecting ':' delimiter");
      this.pos++;
      this.skip();
      // json.loads keeps the text's key order (putKey: integer-like keys too); a key written twice keeps its first place.
      this.member(out, key);
    });
    return out;
  }

  array(): unknown[] {
    const out: unknown[] = [];
    this.members(']', () => this.member(out, out.length));
    return out;
  }
}

/** json.loads(text); throws PythonError(ValueError) with Python's message. */
export function pyJsonLoads(text: string): unknown {
  const r = new Reader(text);
  r.skip();
  const value = unboxed(r.value());
  r.skip();
  if (r.pos !== text.length) r.fail('Extra data');
  return value;
}
