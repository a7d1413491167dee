// A fast reader for the plain block-style YAML most Heat environment files are written in
// (mappings, `- ` lists, one-line scalars): loading a thousand of them with js-yaml's event parser
// is most of a large `heat merge`. Anything outside that subset, or anything it is not sure of,
// returns undefined and loadYaml reads the text with js-yaml as always, so every answer given
// here is the one js-yaml's YAML 1.1 schema gives (test/yaml/block-subset.test.ts compares them).
import { floatYaml11Tag, intYaml11Tag, NOT_RESOLVED, nullYaml11Tag } from 'js-yaml';

interface Line {
  indent: number;
  content: string;
}

/** Thrown inside the reader to give the text back to js-yaml. */
const GIVE_UP = Symbol('not in the subset');

/** Plain scalars that YAML 1.1 may resolve to something other than a string start with one of these. */
const SPECIAL_START = new Set([...'0123456789+-.~<=']);
/** Indicators a plain scalar cannot start with (quoted scalars are read apart). */
const INDICATOR = new Set([...'-?:,[]{}#&*!|>\'"%@`']);
/** Tabs, carriage returns, NEL and the characters YAML does not allow (js-yaml reports those). */
const UNUSUAL = /[^\n\x20-\x7e\xa0-\ufffd]/;
/** Words YAML 1.1 (or PyYAML) may read as booleans or null, whatever their case. */
const WORDS = new Set(['y', 'n', 'yes', 'no', 'on', 'off', 'true', 'false', 'null']);

function giveUp(): never {
  throw GIVE_UP;
}

/** YAML trims spaces only (a no-break space is content): String#trim would take more. */
function trimEnd(s: string): string {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 32) end--;
  return end === s.length ? s : s.slice(0, end);
}

function trimStart(s: string): string {
  let start = 0;
  while (s.charCodeAt(start) === 32) start++;
  return start === 0 ? s : s.slice(start);
}

const NON_STRING_TAGS = [intYaml11Tag, floatYaml11Tag, nullYaml11Tag];

/** Whether js-yaml's YAML 1.1 int, float or null tag would take the plain scalar `s`. */
function resolvesToNonString(s: string): boolean {
  return NON_STRING_TAGS.some((tag) => tag.resolve(s, false, tag.tagName) !== NOT_RESOLVED);
}

/** A plain scalar's value, when it is surely a string, an int, a non-integral float or true/false. */
function plainScalar(s: string): string | number | boolean {
  if (s === 'true') return true;
  if (s === 'false') return false;
  const first = s[0];
  // (Tabs never get here: a text with one is left to js-yaml.)
  if (first === undefined || s.includes(': ') || s.endsWith(':')) giveUp();
  // `-x` is a plain scalar; `- x` after a key is a sequence js-yaml refuses there (so is `key: - x`).
  if (INDICATOR.has(first!) && !(first === '-' && s.length > 1 && s[1] !== ' ')) giveUp();
  if (SPECIAL_START.has(first!)) {
    if (s.length <= 15 && /^(0|-?[1-9][0-9]*)$/.test(s)) return Number(s);
    if (s.length <= 15 && /^-?(0|[1-9][0-9]*)\.[0-9]*[1-9]$/.test(s)) return Number(s);
    // Merge keys, `~` and anything numeric the simple forms above do not cover (2.0, 0x1f, 1:30, .inf).
    if (first === '<' || first === '=' || first === '~' || resolvesToNonString(s)) giveUp();
    return s;
  }
  if (s.length <= 5 && WORDS.has(s.toLowerCase())) giveUp();
  return s;
}

/** After a quoted scalar: nothing, or a comment. */
function endOfLine(rest: string): void {
  const r = trimStart(rest);
  if (r !== '' && !(r[0] === '#' && rest.length > r.length)) giveUp();
}

/** A scalar written on one line: quoted, `{}`/`[]`, or plain (a ` #` comment cut off). */
function inlineValue(text: string): unknown {
  if (text[0] === "'") {
    let out = '';
    let j = 1;
    for (;;) {
      const q = text.indexOf("'", j);
      if (q < 0) giveUp();
      out += text.slice(j, q);
      if (text[q + 1] === "'") {
        out += "'";
        j = q + 2;
        continue;
      }
      endOfLine(text.slice(q + 1));
      return out;
    }
  }
  if (text[0] === '"') {
    const q = text.indexOf('"', 1);
    const body = q < 0 ? giveUp() : text.slice(1, q);
    if (body.includes('\\')) giveUp();
    endOfLine(text.slice(q + 1));
    return body;
  }
  const hash = text.indexOf(' #');
  const plain = trimEnd(hash < 0 ? text : text.slice(0, hash));
  if (plain === '{}') return {};
  if (plain === '[]') return [];
  return plainScalar(plain);
}

function isItem(content: string): boolean {
  return content === '-' || content.startsWith('- ');
}

class Reader {
  private i = 0;
  constructor(
    private readonly lines: Line[],
    private readonly maxDepth: number,
  ) {}

  read(): unknown {
    const value = this.node(this.lines[0]!.indent, 1);
    if (this.i !== this.lines.length) giveUp();
    return value;
  }

  private node(indent: number, depth: number): unknown {
    if (depth > this.maxDepth) giveUp();
    return isItem(this.lines[this.i]!.content) ? this.sequence(indent, depth) : this.mapping(indent, depth);
  }

  /** The block under a `key:` or `-` line at `indent`: deeper lines, or (after a key) a list at the same indent. */
  private nested(indent: number, depth: number, sameIndentList: boolean): unknown {
    const next = this.lines[this.i];
    if (next && (next.indent > indent || (sameIndentList && next.indent === indent && isItem(next.content)))) return this.node(next.indent, depth + 1);
    return null;
  }

  private mapping(indent: number, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    let line: Line | undefined;
    while ((line = this.lines[this.i]) && line.indent === indent) {
      const { content } = line;
      if (isItem(content)) giveUp();
      let colon = -1;
      let key: string;
      if (content[0] === "'" || content[0] === '"') {
        const q = content.indexOf(content[0], 1);
        if (q < 0 || content[q + 1] !== ':') giveUp();
        key = content.slice(1, q);
        if (key.includes("'") || key.includes('\\')) giveUp();
        colon = q + 1;
      } else {
        // The first `:` that ends the line or has a space after it, unless a ` #` comment comes first.
        for (let j = content.indexOf(':'); j >= 0; j = content.indexOf(':', j + 1)) {
          if (j + 1 === content.length || content.charCodeAt(j + 1) === 32) {
            colon = j;
            break;
          }
        }
        const comment = content.indexOf(' #');
        if (colon < 0 || (comment >= 0 && comment < colon)) giveUp();
        key = trimEnd(content.slice(0, colon));
        if (typeof plainScalar(key) !== 'string') giveUp();
      }
      if (key === '__proto__' || Object.hasOwn(out, key)) giveUp();
      const rest = trimStart(content.slice(colon + 1));
      this.i++;
      out[key] = rest === '' || rest[0] === '#' ? this.nested(indent, depth, true) : inlineValue(rest);
    }
    if (line && line.indent > indent) giveUp();
    return out;
  }

  private sequence(indent: number, depth: number): unknown[] {
    const out: unknown[] = [];
    let line: Line | undefined;
    while ((line = this.lines[this.i]) && line.indent === indent && isItem(line.content)) {
      const rest = trimStart(line.content.slice(1));
      if (rest === '' || rest[0] === '#') {
        this.i++;
        out.push(this.nested(indent, depth, false));
        continue;
      }
      // `- - x` and complex keys are left to js-yaml.
      if (isItem(rest) || rest[0] === '?') giveUp();
      if (/:( |$)/.test(rest.replace(/^(['"]).*?\1/, ''))) {
        // `- key: value`: a mapping whose keys line up with this first one, read from this line on.
        const column = indent + line.content.length - rest.length;
        this.lines[this.i] = { indent: column, content: rest };
        out.push(this.mapping(column, depth + 1));
        continue;
      }
      this.i++;
      out.push(inlineValue(rest));
    }
    if (line && line.indent > indent) giveUp();
    return out;
  }
}

/** The value of `text` when it is in the subset, else undefined (read it with js-yaml). */
export function loadBlockSubset(text: string, maxDepth: number): unknown {
  if (text.charCodeAt(0) === 0xfeff || UNUSUAL.test(text)) return undefined;
  const lines: Line[] = [];
  for (const raw of text.split('\n')) {
    let indent = 0;
    while (raw.charCodeAt(indent) === 32) indent++;
    if (indent === raw.length || raw[indent] === '#') continue;
    const content = trimEnd(raw.slice(indent));
    // Document markers and directives belong to js-yaml.
    if (indent === 0 && (content.startsWith('---') || content.startsWith('...') || content[0] === '%')) return undefined;
    lines.push({ indent, content });
  }
  if (lines.length === 0) return undefined;
  try {
    return new Reader(lines, maxDepth).read();
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
}
