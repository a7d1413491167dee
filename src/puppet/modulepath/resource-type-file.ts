// Reads the resource type metadata `puppet generate types` writes (.resource_types/*.pp): type
// name, properties, parameters (with their type text), namevars and title patterns. The files are one
// `Puppet::Resource::ResourceType3.new(name, properties, parameters, title_patterns, isomorphic,
// capability)` call each, in a small subset of the Puppet language, read here by a hand-written
// scanner: a real module path has dozens of them, mostly comments, and a compile reads them all
// (a grammar-driven parser spent half a second of every compile skipping their comments).
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { Location, SourceFile } from '../../diagnostics/source.js';
import type { ParameterInfo, ResourceTypeInfo, TitlePattern } from './type-info.js';

/** Values of the metadata language: just enough structure to read the generated calls. */
type MetaValue =
  | { kind: 'call'; name: string; args: MetaValue[]; start: number; end: number }
  | { kind: 'type'; text: string }
  | { kind: 'string'; value: string; start: number; end: number }
  | { kind: 'list'; items: MetaValue[] }
  | { kind: 'hash'; pairs: [MetaValue, MetaValue][] }
  /** A regexp literal: the text between its slashes. */
  | { kind: 'regex'; body: string }
  | { kind: 'scalar'; value: unknown };

/** Thrown at the first place the text leaves the metadata language. */
class Unreadable {
  constructor(
    readonly at: number,
    readonly expected: string,
  ) {}
}

const isUpper = (c: string | undefined) => c !== undefined && c >= 'A' && c <= 'Z';
const isLower = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isWord = (c: string | undefined) => isUpper(c) || isLower(c) || isDigit(c) || c === '_';

/**
 * The metadata language: calls (`Name(args)`, `Name.method(args)`), types (`Name`,
 * `Name[args]`), arrays, hashes, quoted strings (single-quoted ones unescaped as Puppet does,
 * double-quoted kept as written), regexps, booleans, undef and numbers; blanks and `#` comments
 * between tokens.
 */
class MetaReader {
  private pos = 0;

  constructor(private readonly text: string) {}

  /** Every statement of the file (each must be a call). */
  file(): MetaValue[] {
    const out: MetaValue[] = [];
    for (this.skip(); this.pos < this.text.length; this.skip()) {
      const start = this.pos;
      if (!isUpper(this.text[start])) throw new Unreadable(start, 'a call or end of input');
      this.qualifiedName();
      if (!this.callFollows()) throw new Unreadable(this.pos, '"." or "("');
      out.push(this.call(start));
    }
    return out;
  }

  private skip(): void {
    const t = this.text;
    for (;;) {
      const c = t[this.pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') this.pos++;
      else if (c === '#') {
        const nl = t.indexOf('\n', this.pos);
        this.pos = nl < 0 ? t.length : nl;
      } else return;
    }
  }

  private expect(token: string): void {
    this.skip();
    if (!this.text.startsWith(token, this.pos)) throw new Unreadable(this.pos, `"${token}"`);
    this.pos += token.length;
  }

  /** Past `Name::Name...` (blanks allowed around `::`). */
  private qualifiedName(): void {
    for (;;) {
      if (!isUpper(this.text[this.pos])) throw new Unreadable(this.pos, 'a capitalised name');
      while (isWord(this.text[++this.pos]));
      const end = this.pos;
      this.skip();
      if (!this.text.startsWith('::', this.pos)) {
        this.pos = end;
        return;
      }
      this.pos += 2;
      this.skip();
    }
  }

  /** After a qualified name: whether `(` or `.method(` follows (the name is a call). */
  private callFollows(): boolean {
    const save = this.pos;
    this.skip();
    const c = this.text[this.pos];
    this.pos = save;
    return c === '(' || c === '.';
  }

  /** The call whose qualified name began at `start` and has just been read. */
  private call(start: number): MetaValue {
    const nameText = this.text.slice(start, this.pos);
    let name = nameText;
    this.skip();
    if (this.text[this.pos] === '.') {
      this.pos++;
      this.skip();
      const m = this.pos;
      if (!isLower(this.text[m])) throw new Unreadable(m, 'a method name');
      while (isWord(this.text[++this.pos]));
      name = `${nameText}.${this.text.slice(m, this.pos)}`;
    }
    this.expect('(');
    const args = this.list(')');
    return { kind: 'call', name, args, start, end: this.pos };
  }

  /** Comma-separated expressions up to `close` (a trailing comma allowed), `close` consumed. */
  private list(close: string): MetaValue[] {
    const items: MetaValue[] = [];
    this.skip();
    while (this.pos < this.text.length && this.text[this.pos] !== close) {
      items.push(this.expr());
      this.skip();
      if (this.text[this.pos] !== ',') break;
      this.pos++;
      this.skip();
    }
    this.expect(close);
    return items;
  }

  private expr(): MetaValue {
    this.skip();
    const start = this.pos;
    const t = this.text;
    const c = t[start];
    if (isUpper(c)) {
      this.qualifiedName();
      if (this.callFollows()) return this.call(start);
      const end = this.pos;
      this.skip();
      if (t[this.pos] !== '[') {
        this.pos = end;
        return { kind: 'type', text: t.slice(start, end) };
      }
      this.pos++;
      this.list(']');
      return { kind: 'type', text: t.slice(start, this.pos) };
    }
    if (c === '[') {
      this.pos++;
      return { kind: 'list', items: this.list(']') };
    }
    if (c === '{') return this.hash();
    if (c === "'") return this.singleQuoted();
    if (c === '"') return this.delimited('"', false, (value) => ({ kind: 'string', value: value.slice(1, -1), start, end: this.pos }));
    if (c === '/') return this.delimited('/', true, (value) => ({ kind: 'regex', body: value.slice(1, -1) }));
    for (const [word, value] of [['true', true], ['false', false], ['undef', null]] as const) {
      if (t.startsWith(word, start) && !isAlnum(t[start + word.length])) {
        this.pos += word.length;
        return { kind: 'scalar', value };
      }
    }
    if (c === '-' || isDigit(c)) return this.number();
    throw new Unreadable(start, 'an expression');
  }

  private hash(): MetaValue {
    this.pos++;
    const pairs: [MetaValue, MetaValue][] = [];
    this.skip();
    while (this.text[this.pos] !== '}') {
      const key = this.expr();
      this.expect('=>');
      pairs.push([key, this.expr()]);
      this.skip();
      if (this.text[this.pos] !== ',') break;
      this.pos++;
      this.skip();
    }
    this.expect('}');
    return { kind: 'hash', pairs };
  }

  /** `'...'`: `\\` and `\'` stand for `\` and `'`, any other backslash is itself. */
  private singleQuoted(): MetaValue {
    const t = this.text;
    const start = this.pos++;
    let value = '';
    for (;;) {
      const c = t[this.pos];
      if (c === undefined) throw new Unreadable(this.pos, `"'"`);
      if (c === "'") break;
      if (c === '\\' && (t[this.pos + 1] === '\\' || t[this.pos + 1] === "'")) {
        value += t[this.pos + 1];
        this.pos += 2;
      } else {
        value += c;
        this.pos++;
      }
    }
    this.pos++;
    return { kind: 'string', value, start, end: this.pos };
  }

  /** A double-quoted string or a regexp, kept as written (a backslash escapes the next character). */
  private delimited(quote: string, singleLine: boolean, make: (text: string) => MetaValue): MetaValue {
    const t = this.text;
    const start = this.pos++;
    for (;;) {
      const c = t[this.pos];
      if (c === undefined || (singleLine && c === '\n')) throw new Unreadable(this.pos, `"${quote}"`);
      if (c === quote) break;
      this.pos += c === '\\' && this.pos + 1 < t.length ? 2 : 1;
    }
    this.pos++;
    return make(t.slice(start, this.pos));
  }

  private number(): MetaValue {
    const t = this.text;
    const start = this.pos;
    if (t[this.pos] === '-') this.pos++;
    if (!isDigit(t[this.pos])) throw new Unreadable(this.pos, 'a digit');
    while (isDigit(t[++this.pos]));
    if (t[this.pos] === '.') {
      if (!isDigit(t[this.pos + 1])) throw new Unreadable(this.pos + 1, 'a digit');
      while (isDigit(t[++this.pos]));
    }
    return { kind: 'scalar', value: Number(t.slice(start, this.pos)) };
  }
}

function isAlnum(c: string | undefined): boolean {
  return isUpper(c) || isLower(c) || isDigit(c);
}

function param(v: MetaValue | undefined, kind: ParameterInfo['kind']): ParameterInfo | undefined {
  if (v?.kind !== 'call' || !v.name.endsWith('Param')) return undefined;
  const [type, name, namevar] = v.args;
  if (name?.kind !== 'string') return undefined;
  const p: ParameterInfo = { name: name.value, kind };
  if (type?.kind === 'type') p.type = type.text;
  if (namevar?.kind === 'scalar' && namevar.value === true) p.namevar = true;
  return p;
}

/**
 * The title patterns hash (`{ /re/ => ['attr', ...] }`), as Puppet's ResourceType3 takes it: none
 * for a type without namevars, else the pairs in order (an empty hash matches no title).
 */
function titlePatterns(v: MetaValue | undefined, namevars: readonly string[]): TitlePattern[] | undefined {
  if (namevars.length === 0 || v?.kind !== 'hash') return undefined;
  const out: TitlePattern[] = [];
  for (const [re, names] of v.pairs) {
    if (re.kind !== 'regex' || names.kind !== 'list') continue;
    out.push({ pattern: re.body, attributes: names.items.flatMap((n) => (n.kind === 'string' ? [n.value] : [])) });
  }
  return out;
}

/** The types declared in one metadata file; problems are reported and the file's types skipped. */
export function readResourceTypeFile(source: SourceFile, diagnostics: DiagnosticBag): ResourceTypeInfo[] {
  let calls: MetaValue[];
  try {
    calls = new MetaReader(source.text).file();
  } catch (e) {
    if (!(e instanceof Unreadable)) throw e;
    diagnostics.report('OVC2801', { reason: `expected ${e.expected}` }, { location: { source, start: e.at, end: e.at } });
    return [];
  }
  const types: ResourceTypeInfo[] = [];
  for (const call of calls) {
    const location: Location = call.kind === 'call' ? { source, start: call.start, end: call.end } : { source, start: 0, end: 0 };
    if (call.kind !== 'call' || !/ResourceType3\.new$/.test(call.name)) {
      diagnostics.report('OVC2801', { reason: 'expected a Puppet::Resource::ResourceType3.new(...) call' }, { location });
      continue;
    }
    const [name, properties, parameters, patterns, isomorphic] = call.args;
    if (name?.kind !== 'string' || properties?.kind !== 'list' || parameters?.kind !== 'list') {
      diagnostics.report('OVC2801', { reason: 'expected a type name, a list of properties and a list of parameters' }, { location });
      continue;
    }
    const params = [
      ...properties.items.map((p) => param(p, 'property')),
      ...parameters.items.map((p) => param(p, 'parameter')),
    ].filter((p): p is ParameterInfo => p !== undefined);
    const namevars = params.filter((p) => p.namevar).map((p) => p.name);
    const info: ResourceTypeInfo = { name: name.value.toLowerCase(), kind: 'resource_type', parameters: params, namevars, location: { source, start: name.start, end: name.end } };
    const titles = titlePatterns(patterns, namevars);
    if (titles) info.titlePatterns = titles;
    if (isomorphic?.kind === 'scalar' && isomorphic.value === false) info.isomorphic = false;
    types.push(info);
  }
  return types;
}
