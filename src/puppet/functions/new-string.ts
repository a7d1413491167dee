// `new` for String: a value as `String($x)` writes it (strings in containers quoted, a Float
// `%f` style, a regexp as its source), or by formats — one for the value's type, or a hash from
// types to formats and container formats (separators, element formats) — merged into Puppet's
// defaults, as its StringConverter applies them, `#` pretty-printing of containers included.
import {
  ANY,
  ARRAY,
  ArrayType,
  BINARY,
  DEFAULT_TYPE,
  DeferredType,
  EnumType,
  FLOAT,
  HASH,
  HashType,
  IntegerType,
  NUMERIC,
  OpaqueType,
  OptionalType,
  PBinary,
  PDefault,
  PDeferred,
  PFloat,
  PHash,
  PIterator,
  PRegexp,
  PSemVer,
  PSemVerRange,
  PSensitive,
  PTimespan,
  PTimestamp,
  PType,
  PatternType,
  PuppetError,
  STRING,
  StringType,
  StructElement,
  StructType,
  TupleType,
  TypeAliasType,
  TypeType,
  VariantType,
  binaryAsText,
  describeMismatch,
  formatFloat as rubyFloatText,
  infer,
  inferDetailed,
  int,
  isInteger,
  puppetDoubleQuote,
  puppetQuote,
  stringOf,
  toText,
  typeText,
  type Value,
} from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { formatDirective, type FormatSpec } from './ruby-format.js';

/** A String.new format: one directive (Ruby's flags, width, precision) and its conversion. */
interface Directive extends FormatSpec {
  conversion: string;
  /** The first container delimiter among the flags (`[`, `{`, `(`, `<`, `|`): only arrays and hashes take one. */
  delimiter?: string;
}

/**
 * Ruby's format of one directive (ruby-format.ts, which sprintf uses too): the scalar conversions.
 * A container delimiter reaches Ruby's format too, which refuses it.
 */
function scalarFormat(d: Directive, conversion: string, value: Value): string {
  refuseDelimiter(d);
  return formatDirective(d, conversion, value);
}
function refuseDelimiter(d: Directive): void {
  if (d.delimiter === '<' || d.delimiter === '{') throw new FunctionError('malformed name - unmatched parenthesis');
  if (d.delimiter !== undefined) throw new FunctionError(`malformed format string - %${d.delimiter}`);
}
const formatInteger = (d: Directive, n: bigint): string => scalarFormat(d, d.conversion, int(n));
const formatFloat = (d: Directive, x: number): string => scalarFormat(d, d.conversion, new PFloat(x));
const formatText = (d: Directive, s: string): string => scalarFormat(d, 's', s);

/** Puppet's FMT_PATTERN_STR (its refusal of a format quotes it). */
const FORMAT_PATTERN = '^%([\\s\\[+#0{<(|-]*)([1-9][0-9]*)?(?:\\.([0-9]+))?([a-zA-Z])$';
const FORMAT = new RegExp(FORMAT_PATTERN);

function parseFormat(text: string): Directive {
  const m = FORMAT.exec(text);
  if (!m) throw new FunctionError(`The format '${text}' is not a valid format on the form '%<flags><width>.<prec><format>'`);
  const flags = m[1]!;
  if (new Set(flags).size !== flags.length) throw new FunctionError(`The same flag can only be used once, got '${text}'`);
  if ((flags.match(/[[{(<|]/g) ?? []).length > 1) throw new FunctionError(`Only one of the delimiters [ { ( < | can be given in the format flags, got '${text}'`);
  return {
    minus: flags.includes('-'),
    plus: flags.includes('+'),
    space: flags.includes(' '),
    zero: flags.includes('0'),
    sharp: flags.includes('#'),
    ...(m[2] ? { width: Number(m[2]) } : {}),
    ...(m[3] !== undefined ? { precision: Number(m[3]) } : {}),
    conversion: m[4]!,
    ...(/[[{(<|]/.test(flags) ? { delimiter: /[[{(<|]/.exec(flags)![0] } : {}),
  };
}

const illegal = (type: string, d: Directive, expected: string) =>
  new FunctionError(`Illegal format '${d.conversion}' specified for value of ${type} type - expected one of the characters '${expected}'`);

/** A literal with only the width, precision and `-` flag applied (StringConverter's apply_string_flags). */
const flagged = (d: Directive, s: string): string => formatDirective({ ...d, zero: false }, 's', s);

function integerText(d: Directive, n: bigint): string {
  switch (d.conversion) {
    case 'd':
    case 'x':
    case 'X':
    case 'o':
    case 'b':
    case 'B':
      return formatInteger(d, n);
    case 'p':
      // Integer's inspect text with the string flags only (`%# 12.0p` is twelve spaces).
      return flagged(d, n.toString());
    case 'e':
    case 'E':
    case 'f':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      return formatFloat(d, Number(n));
    case 'c': {
      // Ruby's [n].pack('U'): refused below 0 and past 31 bits; past Unicode it writes bytes no
      // string can hold here.
      if (n < 0 || n > 0x7fffffff) throw new FunctionError('pack(U): value out of range');
      if (n > 0x10ffff) throw unsupported('String.new %c of a number past the last Unicode code point');
      const c = String.fromCodePoint(Number(n));
      return flagged(d, d.sharp ? `"${c}"` : c);
    }
    case 's':
      return flagged(d, d.sharp ? `"${n}"` : String(n));
  }
  throw illegal('Integer', d, 'dxXobBeEfgGaAspc');
}

function floatText(d: Directive, x: number): string {
  switch (d.conversion) {
    case 'd':
    case 'x':
    case 'X':
    case 'o':
    case 'b':
    case 'B':
      // Puppet writes a NaN itself, without width or flags, where Ruby's integer formats refuse it.
      if (!Number.isFinite(x)) return rubyFloatText(x);
      return formatInteger(d, BigInt(Math.trunc(x)));
    case 'e':
    case 'E':
    case 'f':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      return formatFloat(d, x);
    case 'p':
      return flagged(d, rubyFloatText(x));
    case 's':
      return flagged(d, d.sharp ? `"${rubyFloatText(x)}"` : rubyFloatText(x));
  }
  throw illegal('Float', d, 'dxXobBeEfgGaAsp');
}

function stringText(d: Directive, s: string): string {
  const variant = (v: string) => (d.sharp ? flagged(d, puppetQuote(v)) : formatText(d, v));
  switch (d.conversion) {
    case 's':
      return formatText(d, s);
    case 'p':
      return flagged(d, d.sharp ? puppetDoubleQuote(s) : puppetQuote(s));
    case 'c':
      return variant(s.charAt(0).toUpperCase() + s.slice(1).toLowerCase());
    case 'C':
      return variant(s.split('::').map((x) => x.charAt(0).toUpperCase() + x.slice(1).toLowerCase()).join('::'));
    case 'u':
      return variant(s.toUpperCase());
    case 'd':
      return variant(s.toLowerCase());
    case 't':
      // Ruby's strip: ASCII white space and NUL only (a no-break space stays).
      return variant(s.replace(/^[\t\n\v\f\r \0]+|[\t\n\v\f\r \0]+$/g, ''));
  }
  throw illegal('String', d, 'cCudspt');
}

function booleanText(d: Directive, b: boolean): string {
  const word = (w: string) => flagged(d, d.sharp ? w[0]! : w);
  switch (d.conversion) {
    case 't':
      return word(String(b));
    case 'T':
      return word(b ? 'True' : 'False');
    case 'y':
      return word(b ? 'yes' : 'no');
    case 'Y':
      return word(b ? 'Yes' : 'No');
    case 'd':
    case 'x':
    case 'X':
    case 'o':
    case 'b':
    case 'B':
      return integerText(d, b ? 1n : 0n);
    case 'e':
    case 'E':
    case 'f':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      return floatText(d, b ? 1 : 0);
    case 's':
    case 'p':
      return flagged(d, String(b));
  }
  throw illegal('Boolean', d, 'tTyYdxXobBeEfgGaAsp');
}

function undefText(d: Directive): string {
  const text: Record<string, string> = { n: d.sharp ? 'null' : 'nil', u: d.sharp ? 'undefined' : 'undef', v: 'n/a', V: 'N/A', s: d.sharp ? '""' : '', p: d.sharp ? '"undef"' : 'undef' };
  const t = 'dxXobBeEfgGaA'.includes(d.conversion) ? 'NaN' : text[d.conversion];
  if (t === undefined) throw illegal('Undef', d, 'nudxXobBeEfgGaAvVsp');
  return flagged(d, t);
}

function defaultText(d: Directive): string {
  if ('dsp'.includes(d.conversion)) return flagged(d, d.sharp ? '"default"' : 'default');
  if (d.conversion === 'D') return flagged(d, d.sharp ? '"Default"' : 'Default');
  throw illegal('Default', d, 'dDsp');
}

function regexpText(d: Directive, r: PRegexp): string {
  if (!'ps'.includes(d.conversion)) throw illegal('Regexp', d, 'sp');
  refuseDelimiter(d);
  return flagged(d, d.conversion === 'p' ? r.toString() : d.sharp ? puppetQuote(r.source) : r.source);
}

/** A type by `%s` or `%p`: its text, padded and cut as a string is. */
function typeValueText(d: Directive, t: PType): string {
  if (d.conversion !== 'p' && d.conversion !== 's') throw illegal('Type', d, 'sp');
  refuseDelimiter(d);
  return flagged(d, typeText(t));
}

/**
 * A Sensitive by one directive: Puppet formats it as any object (Kernel#format of the value): `%s`
 * and `%p` its `to_s` or `inspect`, padded and cut as a string is, nothing of the value showing; a
 * number conversion is Ruby's refusal to make a number of it.
 */
function sensitiveText(d: Directive): string {
  refuseDelimiter(d);
  const ruby = 'Puppet::Pops::Types::PSensitiveType::Sensitive';
  if (/^[diuxXobB]$/.test(d.conversion)) throw new FunctionError(`can't convert ${ruby} into Integer`);
  if (/^[eEfgGaA]$/.test(d.conversion)) throw new FunctionError(`can't convert ${ruby} into Float`);
  if (d.conversion === 'c') throw new FunctionError(`no implicit conversion of ${ruby} into Integer`);
  if (d.conversion !== 'p' && d.conversion !== 's') throw new FunctionError(`malformed format string - %${d.conversion}`);
  return flagged(d, d.conversion === 'p' ? '#<Sensitive [value redacted]>' : 'Sensitive [value redacted]');
}

/**
 * A Binary by one directive: the text the conversion names (`s` its bytes as UTF-8, `b` relaxed,
 * `B` strict and `u` URL-safe base64, `p` `Binary("<strict>")`, `t`/`T` the type's name) formatted
 * as `%s`, or with `#` as Ruby's `%p` (its inspect; `%#s`: of the raw bytes).
 */
function binaryText(d: Directive, b: PBinary): string {
  const put = (text: string): string => formatText({ ...d, sharp: false }, d.sharp ? rubyInspectBytes(text) : text);
  switch (d.conversion) {
    case 's': {
      if (d.sharp) return put(b.latin1());
      const utf8 = binaryAsText(b);
      if ('error' in utf8) throw new PuppetError('OVC3172', utf8.error);
      return put(utf8.text);
    }
    case 'p':
      return `Binary("${formatText({ ...d, sharp: false }, b.toString())}")`;
    case 'b':
      return put(b.relaxedText());
    case 'B':
      return put(b.toString());
    case 'u':
      return put(b.urlSafeText());
    case 't':
      return put('Binary');
    case 'T':
      return put('BINARY');
  }
  throw illegal('Binary', d, 'bButTsp');
}

/** Ruby's String#inspect of a binary string (one character a byte): `\xFF` past ASCII, C escapes. */
function rubyInspectBytes(text: string): string {
  const named: Record<string, string> = { '\n': 'n', '\t': 't', '\r': 'r', '\f': 'f', '\v': 'v', '\b': 'b', '\x07': 'a', '\x1b': 'e', '"': '"', '\\': '\\' };
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const c = ch.charCodeAt(0);
    if (named[ch] !== undefined) out += `\\${named[ch]}`;
    else if (ch === '#' && '{$@'.includes(text[i + 1] ?? ' ')) out += '\\#';
    else if (c < 0x20 || c > 0x7e) out += `\\x${c.toString(16).toUpperCase().padStart(2, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/** The value by one directive, or undefined where overcat does not convert that kind by a format. */
function scalarText(v: Value, d: Directive): string | undefined {
  if (v === null) return undefText(d);
  if (isInteger(v)) return integerText(d, BigInt(v));
  if (v instanceof PFloat) return floatText(d, v.value);
  if (typeof v === 'string') return stringText(d, v);
  if (typeof v === 'boolean') return booleanText(d, v);
  if (v instanceof PDefault) return defaultText(d);
  if (v instanceof PRegexp) return regexpText(d, v);
  if (v instanceof PType) return typeValueText(d, v);
  if (v instanceof PBinary) return binaryText(d, v);
  if (v instanceof PSensitive) return sensitiveText(d);
  return undefined;
}

const unsupported = (what: string) => new FunctionError(what, 'OVC3116', { what });

type RichScalar = PTimestamp | PTimespan | PSemVer | PSemVerRange;
const isRichScalar = (v: Value): v is RichScalar => v instanceof PTimestamp || v instanceof PTimespan || v instanceof PSemVer || v instanceof PSemVerRange;
const RUBY_CLASS = (v: PSemVer | PSemVerRange): string => (v instanceof PSemVer ? 'SemanticPuppet::Version' : 'SemanticPuppet::VersionRange');

/**
 * string_PAnyType: a time value or version handed to Ruby's format with the whole format text.
 * `%s` is its text; `%p` its inspect — a version's text, a range's canonical form, a time value's
 * Ruby object (with its address: undefined, for the caller to decide); numeric conversions take a
 * time value's seconds (to_int floors, to_f) and refuse a version.
 */
function richScalarText(v: RichScalar, d: Directive): string | undefined {
  const c = d.conversion;
  if (c === 's') return formatText(d, toText(v));
  if (c === 'p') {
    if (v instanceof PSemVer) return formatText(d, v.toString());
    if (v instanceof PSemVerRange) return formatText(d, v.inspect());
    return undefined;
  }
  const numeric = 'diuxXobBcfeEgGaA'.includes(c);
  if (!numeric) throw new FunctionError(`malformed format string - %${c}`);
  if (v instanceof PSemVer || v instanceof PSemVerRange) {
    if (c === 'c') throw new FunctionError(`undefined method \`to_i' for ${v}:${RUBY_CLASS(v)}`);
    throw new FunctionError(`can't convert ${RUBY_CLASS(v)} into ${'feEgGaA'.includes(c) ? 'Float' : 'Integer'}`);
  }
  const nsecs = v.nsecs;
  if ('feEgGaA'.includes(c)) return formatFloat(d, Number(nsecs) / 1e9);
  // Integer division floors, as Ruby's does.
  const secs = nsecs / 1_000_000_000n - (nsecs % 1_000_000_000n < 0n ? 1n : 0n);
  return formatInteger(d, secs);
}

/**
 * One format of a type → format map, as StringConverter::Format: its directive and, for a
 * container, the separators between elements and between a hash's key and value, and the formats
 * of its elements that are not containers (unset: the defaults apply where used).
 */
interface Format {
  text: string;
  d: Directive;
  separator?: string;
  separator2?: string;
  elements?: FormatMap;
}
/** Type → format, most specific type first (the first whose type takes the value applies). */
type FormatMap = readonly (readonly [PType, Format])[];

const format = (text: string, container: Omit<Format, 'text' | 'd'> = {}): Format => ({ text, d: parseFormat(text), ...container });

/** Elements of a container that are not containers themselves: quoted, as `%p` writes them. */
const CONTAINER_ELEMENTS: FormatMap = [[ANY, format('%p')]];
const ARRAY_FORMAT = format('%a', { separator: ', ', separator2: ', ', elements: CONTAINER_ELEMENTS });
const HASH_FORMAT = format('%h', { separator: ', ', separator2: ' => ', elements: CONTAINER_ELEMENTS });
/** Puppet's DEFAULT_STRING_FORMATS, which the formats given are merged into (in Puppet's order, which the merge's sort starts from). */
const DEFAULT_FORMATS: FormatMap = [
  [new OpaqueType('Object'), format('%p')],
  [FLOAT, format('%f')],
  [NUMERIC, format('%d')],
  [ARRAY, ARRAY_FORMAT],
  [HASH, HASH_FORMAT],
  [BINARY, format('%B')],
  [ANY, format('%s')],
];

/** How specific a type is where neither of two types takes the other (lower: first). */
function typeRank(t: PType): number {
  if (t instanceof StructType) return 1;
  if (t instanceof HashType) return 2;
  if (t instanceof TupleType) return 3;
  if (t instanceof ArrayType) return 4;
  if (t instanceof PatternType) return 10;
  if (t instanceof EnumType) return 11;
  if (t instanceof StringType) return 12;
  return 0;
}

/** Format.sort_formats' comparison: a type before the types that take it; others by rank, then by name. */
function compareFormatTypes(a: PType, b: PType): number {
  if (a.equals(b)) return 0;
  const ab = b.isAssignable(a);
  const ba = a.isAssignable(b);
  if (ab && !ba) return -1;
  if (!ab && ba) return 1;
  const [ra, rb] = [typeRank(a), typeRank(b)];
  if (ra === 0 || rb === 0) return a.toString() < b.toString() ? -1 : a.toString() > b.toString() ? 1 : 0;
  return ra - rb;
}

/**
 * Format.sort_formats. Its comparison is not transitive (disjoint types order by name, nested
 * ones by assignability), so the order depends on the sort algorithm: Ruby's Array#sort on glibc
 * is glibc's qsort_r, a top-down merge sort (halves of n/2 and the rest, ties from the left),
 * which this is.
 */
function sortFormats(map: FormatMap): FormatMap {
  if (map.length <= 1) return map;
  const n1 = Math.floor(map.length / 2);
  const left = sortFormats(map.slice(0, n1));
  const right = sortFormats(map.slice(n1));
  const out: (readonly [PType, Format])[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) out.push(compareFormatTypes(left[i]![0], right[j]![0]) <= 0 ? left[i++]! : right[j++]!);
  return [...out, ...left.slice(i), ...right.slice(j)];
}

const formatOf = (map: FormatMap, t: PType): Format | undefined => map.find(([k]) => k.equals(t))?.[1];

/** Format.merge_string_formats: `higher` wins; a format of `lower` for a type `higher` covers more generally is dropped. */
function mergeFormats(lower: FormatMap | undefined, higher: FormatMap | undefined): FormatMap | undefined {
  if (lower === undefined || higher === undefined) return lower ?? higher;
  const kept = lower.filter(([lk]) => !higher.some(([hk]) => !hk.equals(lk) && hk.isAssignable(lk)));
  const keys: PType[] = [];
  for (const [k] of [...kept, ...higher]) if (!keys.some((x) => x.equals(k))) keys.push(k);
  return sortFormats(keys.map((k) => [k, mergeFormat(formatOf(kept, k), formatOf(higher, k))!] as const));
}
function mergeFormat(lower: Format | undefined, higher: Format | undefined): Format | undefined {
  if (lower === undefined || higher === undefined) return lower ?? higher;
  const elements = mergeFormats(lower.elements, higher.elements);
  const separator = higher.separator ?? lower.separator;
  const separator2 = higher.separator2 ?? lower.separator2;
  return format(higher.text, { ...(separator !== undefined ? { separator } : {}), ...(separator2 !== undefined ? { separator2 } : {}), ...(elements ? { elements } : {}) });
}

/** The format of the first type of the map that takes the value's type; `%s` when none does. */
const formatFor = (t: PType, map: FormatMap): Format => map.find(([k]) => k.isAssignable(t))?.[1] ?? format('%s');

/** StringConverter's Indentation: the nesting level, whether the next item is the first, whether containers break lines. */
class Indentation {
  constructor(
    readonly level: number,
    readonly first: boolean,
    readonly indenting: boolean,
  ) {}
  subsequent(): Indentation {
    return this.first ? new Indentation(this.level, false, this.indenting) : this;
  }
  withIndenting(indenting: boolean): Indentation {
    return new Indentation(this.level, this.first, indenting);
  }
  increase(indenting = false): Indentation {
    return new Indentation(this.level + 1, true, indenting);
  }
  get breaks(): boolean {
    return this.indenting && this.level > 0 && !this.first;
  }
  get padding(): string {
    return '  '.repeat(this.level);
  }
}

const DELIMITERS: Record<string, [string, string]> = { '[': ['[', ']'], '{': ['{', '}'], '(': ['(', ')'], '<': ['<', '>'], '|': ['|', '|'] };

/** The delimiters a container format's flags choose (a space flag: none). */
function delimiters(d: Directive, fallback: [string, string]): [string, string] {
  if (d.delimiter !== undefined) return DELIMITERS[d.delimiter]!;
  return d.space ? ['', ''] : fallback;
}

const isArrayOrHash = (v: Value): boolean => Array.isArray(v) || v instanceof PHash;
/** Types whose values take the whole map, not the container's element formats. */
const isContainerType = (t: PType): boolean => t instanceof ArrayType || t instanceof HashType || t instanceof StructType || t instanceof TupleType || t instanceof DeferredType;

/** An element of a container: a container by the whole map, anything else by the container's element formats. */
function elementText(v: Value, map: FormatMap, elements: FormatMap, indentation: Indentation): string {
  const t = inferDetailed(v);
  return convert(t, v, isContainerType(t) ? map : elements, indentation, true);
}

/** string_PArrayType: elements joined by the separator; with `#`, containers on lines of their own. */
function arrayText(v: readonly Value[], f: Format, map: FormatMap, outer: Indentation): string {
  if (!'asp'.includes(f.d.conversion)) throw illegal('Array', f.d, 'asp');
  const alt = f.d.sharp;
  const sep = f.separator ?? ', ';
  const elements = f.elements ?? CONTAINER_ELEMENTS;
  const [open, close] = delimiters(f.d, ['[', ']']);
  const indentation = outer.withIndenting(alt || outer.indenting);
  let buf = indentation.breaks ? `\n${indentation.padding}` : '';
  buf += open;
  let children = indentation.increase(alt);
  const mapped = v.map((x) => {
    children = children.subsequent();
    return elementText(x, map, elements, children);
  });
  // With `#` and a width, a run of plain elements wider than it puts each on a line of its own.
  let breakEach = false;
  if (alt && f.d.width !== undefined) {
    let run = 0;
    let widest = 0;
    v.forEach((x, i) => {
      run = isArrayOrHash(x) ? 0 : run + mapped[i]!.length;
      widest = Math.max(widest, run);
    });
    breakEach = widest > f.d.width;
  }
  children = indentation.increase(alt);
  v.forEach((x, i) => {
    const text = mapped[i]!;
    if (children.first) {
      children = children.subsequent();
      if (breakEach && !isArrayOrHash(x)) buf += ' ';
    } else {
      buf += sep;
      if ((breakEach && !isArrayOrHash(x)) || (alt && i > 0 && isArrayOrHash(v[i - 1]!) && !isArrayOrHash(x))) {
        if (!buf.endsWith('\n')) buf = buf.trimEnd();
        buf += `\n${children.padding}`;
      }
    }
    if (buf.endsWith(' ') && text.startsWith('\n')) buf = buf.trimEnd();
    buf += text;
  });
  return buf + close;
}

/** string_PHashType: entries `key separator2 value` joined by the separator; with `#`, one a line. */
function hashText(v: PHash, f: Format, map: FormatMap, outer: Indentation): string {
  if (f.d.conversion === 'a') {
    const pairs = Array.from(v, ([k, x]) => [k, x]);
    return convert(inferDetailed(pairs), pairs, map, outer, false);
  }
  if (!'hsp'.includes(f.d.conversion)) throw illegal('Hash', f.d, 'hasp');
  const alt = f.d.sharp;
  let sep = f.separator ?? ', ';
  if (alt) sep = `${sep.endsWith('\n') ? sep : sep.trimEnd()}\n`;
  const assoc = f.separator2 ?? ' => ';
  const elements = f.elements ?? CONTAINER_ELEMENTS;
  const [open, close] = delimiters(f.d, ['{', '}']);
  const indentation = outer.withIndenting(alt || outer.indenting);
  let buf = indentation.breaks ? `\n${indentation.padding}` : '';
  const children = indentation.increase();
  const lineBreak = alt ? '\n' : '';
  const padding = alt ? children.padding : '';
  buf += open + lineBreak;
  buf += Array.from(v, ([k, x]) => `${padding}${elementText(k, map, elements, children)}${assoc}${elementText(x, map, elements, children)}`).join(sep);
  if (alt) buf += lineBreak + indentation.padding;
  return buf + close;
}

/** An Object (Deferred) by `%p` or `%s`: the text Puppet writes it as; `%q` is its Ruby inspect. */
function objectText(v: PDeferred, d: Directive): string {
  if (d.conversion === 'p' || d.conversion === 's') return stringOf(v);
  if (d.conversion === 'q') throw unsupported('String.new of a Deferred with %q (its Ruby inspect)');
  throw illegal('Object', d, 'spq');
}

/**
 * StringConverter#_convert: the value (of inferred type `t`) by the format the map gives its type.
 * `nested`: an element of a container, where a kind overcat does not format is written as `String()`
 * writes it.
 */
function convert(t: PType, v: Value, map: FormatMap, indentation: Indentation, nested: boolean): string {
  if (v instanceof PIterator) return convert(inferDetailed([...v.values]), [...v.values], map, indentation, nested);
  const f = formatFor(t, map);
  if (Array.isArray(v)) return arrayText(v, f, map, indentation);
  if (v instanceof PHash) return hashText(v, f, map, indentation);
  if (v instanceof PDeferred) return objectText(v, f.d);
  const text = isRichScalar(v) ? richScalarText(v, f.d) : scalarText(v, f.d);
  if (text !== undefined) return text;
  // Elements Puppet writes as Ruby objects (a time value's `%p`, with its address): as String() writes them.
  if (nested) return stringOf(v);
  throw unsupported(`String.new of a ${infer(v).name} with a format`);
}

/**
 * The formats a String.new call may give: a format string, or a map from types to a format or a
 * container format; Puppet's `Formats` type, checked before any format is read (its refusal
 * writes it out).
 */
const FORMAT_TYPE: PType = new TypeAliasType('Format', () => new PatternType([PRegexp.of(FORMAT_PATTERN)]));
const CONTAINER_FORMAT_TYPE: PType = new TypeAliasType('ContainerFormat', () => {
  const key = (name: string) => new OptionalType(new StringType(undefined, name));
  return new StructType([
    new StructElement(key('format'), FORMAT_TYPE),
    new StructElement(key('separator'), STRING),
    new StructElement(key('separator2'), STRING),
    new StructElement(key('string_formats'), new HashType(new TypeType(), FORMAT_TYPE)),
  ]);
});
const TYPE_MAP_TYPE: PType = new TypeAliasType('TypeMap', () => new HashType(new TypeType(), new VariantType([FORMAT_TYPE, CONTAINER_FORMAT_TYPE])));
const FORMATS_TYPE: PType = new TypeAliasType('Formats', () => new VariantType([DEFAULT_TYPE, new StringType(new IntegerType(1, Infinity)), TYPE_MAP_TYPE]));

/** A type → format hash as given (validate_input): each format a string, or a container format hash. */
function givenFormats(formats: PHash): FormatMap {
  return Array.from(formats, ([k, f]) => {
    if (typeof f === 'string') return [k as PType, format(f)] as const;
    const c = f as PHash;
    const text = c.get('format');
    const separator = c.get('separator');
    const separator2 = c.get('separator2');
    const elements = c.get('string_formats');
    return [
      k as PType,
      format(typeof text === 'string' ? text : '', {
        ...(typeof separator === 'string' ? { separator } : {}),
        ...(typeof separator2 === 'string' ? { separator2 } : {}),
        ...(elements instanceof PHash ? { elements: givenFormats(elements) } : {}),
      }),
    ] as const;
  });
}

/** String.new(from, [formats]). */
export function newString(args: readonly Value[]): Value {
  if (args.length < 1 || args.length > 2) throw new FunctionError(`'new_string' expects between 1 and 2 arguments, got ${args.length === 0 ? 'none' : args.length}`, 'OVC3110');
  const [from, formats] = args as [Value, Value?];
  if (formats === undefined || formats instanceof PDefault) return stringOf(from);
  if (!FORMATS_TYPE.isInstance(formats)) throw new FunctionError(describeMismatch("'new_string' parameter 'string_formats'", FORMATS_TYPE, formats), 'OVC3110');
  const t = inferDetailed(from);
  let given: FormatMap;
  if (typeof formats === 'string') {
    // A lone format: of any Array or Hash (the separators stay the defaults), else of the value's exact type.
    if (ARRAY.isAssignable(t)) given = [[ARRAY, format(formats)]];
    else if (HASH.isAssignable(t)) given = [[HASH, format(formats)]];
    else given = [[t, format(formats)]];
  } else given = givenFormats(formats as PHash);
  return convert(t, from, mergeFormats(DEFAULT_FORMATS, given)!, new Indentation(0, true, false), false);
}
