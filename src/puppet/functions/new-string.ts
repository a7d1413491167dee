// `new` for String: a value as `String($x)` writes it (strings in containers quoted, a Float
// `%f` style, a regexp as its source), or by a format — one for the value's type, or a hash from
// types to formats — as Puppet's StringConverter applies it to scalars.
import {
  ARRAY,
  HASH,
  PDefault,
  PDeferred,
  PFloat,
  PHash,
  PRegexp,
  PType,
  formatFloat as rubyFloatText,
  infer,
  int,
  isInteger,
  puppetDoubleQuote,
  puppetQuote,
  stringOf,
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

const FORMAT = /^%([\s[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$/;

function parseFormat(text: string): Directive {
  const m = FORMAT.exec(text);
  if (!m) throw new FunctionError(`The format '${text}' is not a valid format on the form '%<flags><width>.<prec><format>'`);
  const flags = m[1]!;
  if (new Set(flags).size !== flags.length) throw new FunctionError(`The same flag can only be used once, got '${text}'`);
  return {
    minus: flags.includes('-'),
    plus: flags.includes('+') && !flags.includes(' '),
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
      return formatInteger({ ...d, conversion: 'd' }, n);
    case 'e':
    case 'E':
    case 'f':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      return formatFloat(d, Number(n));
    case 'c': {
      // Ruby's [n].pack('U'): refused below 0; past Unicode it writes bytes no string can hold here.
      if (n < 0) throw new FunctionError('pack(U): value out of range');
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
      return variant(s.trim());
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
function typeText(d: Directive, t: PType): string {
  if (d.conversion !== 'p' && d.conversion !== 's') throw illegal('Type', d, 'sp');
  refuseDelimiter(d);
  return flagged(d, t.toString());
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
  if (v instanceof PType) return typeText(d, v);
  return undefined;
}

/** The format for the value's type among type → format entries: the most specific type that matches. */
function formatFor(v: Value, formats: readonly [PType, string][]): string | undefined {
  const t = infer(v);
  const matching = formats.filter(([k]) => k.isAssignable(t));
  const best = matching.find(([k]) => matching.every(([o]) => o === k || !k.isAssignable(o)));
  return (best ?? matching[0])?.[1];
}

const unsupported = (what: string) => new FunctionError(what, 'OVC3116', { what });

const DELIMITERS: Record<string, [string, string]> = { '[': ['[', ']'], '{': ['{', '}'], '(': ['(', ')'], '<': ['<', '>'], '|': ['|', '|'] };

/** The delimiters a container format's flags choose (a space flag: none). */
function delimiters(format: string, d: Directive, fallback: [string, string]): [string, string] {
  const flags = /^%([^a-zA-Z0-9.]*)/.exec(format)?.[1] ?? '';
  const chosen = [...flags].find((c) => c in DELIMITERS);
  if (chosen) return DELIMITERS[chosen]!;
  return d.space ? ['', ''] : fallback;
}

/** An element of a container: containers by the formats, anything else as `%p` writes it. */
function element(v: Value, formats: readonly [PType, string][]): string {
  if (Array.isArray(v) || v instanceof PHash) return convert(v, formats);
  return scalarText(v, parseFormat('%p')) ?? stringOf(v);
}

/** An Object (Deferred) by `%p` or `%s`: the text Puppet writes it as; `%q` is its Ruby inspect. */
function objectText(v: PDeferred, d: Directive): string {
  if (d.conversion === 'p' || d.conversion === 's') return stringOf(v);
  if (d.conversion === 'q') throw unsupported('String.new of a Deferred with %q (its Ruby inspect)');
  throw illegal('Object', d, 'spq');
}

/** A value by the formats (StringConverter#convert without pretty-printing). */
function convert(v: Value, formats: readonly [PType, string][]): string {
  const format = formatFor(v, formats);
  if (Array.isArray(v)) {
    const f = format ?? '%a';
    const d = parseFormat(f);
    if (!'asp'.includes(d.conversion)) throw illegal('Array', d, 'asp');
    if (d.sharp) throw unsupported('String.new of an Array with the pretty-printing flag #');
    const [open, close] = delimiters(f, d, ['[', ']']);
    return `${open}${v.map((x) => element(x, formats)).join(', ')}${close}`;
  }
  if (v instanceof PHash) {
    const f = format ?? '%h';
    const d = parseFormat(f);
    if (!'hasp'.includes(d.conversion)) throw illegal('Hash', d, 'hasp');
    if (d.conversion === 'a') return convert(Array.from(v, ([k, x]) => [k, x]), formats);
    if (d.sharp) throw unsupported('String.new of a Hash with the pretty-printing flag #');
    const [open, close] = delimiters(f, d, ['{', '}']);
    return `${open}${Array.from(v, ([k, x]) => `${element(k, formats)} => ${element(x, formats)}`).join(', ')}${close}`;
  }
  if (format === undefined) return stringOf(v);
  if (v instanceof PDeferred) return objectText(v, parseFormat(format));
  const text = scalarText(v, parseFormat(format));
  if (text === undefined) throw unsupported(`String.new of a ${infer(v).name} with a format`);
  return text;
}

/** String.new(from, [formats]). */
export function newString(args: readonly Value[]): Value {
  if (args.length < 1 || args.length > 2) throw new FunctionError(`'new_string' expects between 1 and 2 arguments, got ${args.length === 0 ? 'none' : args.length}`, 'OVC3110');
  const [from, formats] = args as [Value, Value?];
  if (formats === undefined || formats instanceof PDefault) return stringOf(from);
  let map: [PType, string][];
  if (typeof formats === 'string' && formats.length > 0) {
    // A lone format is for the value's own kind (any Array or Hash, else its exact type).
    map = [[Array.isArray(from) ? ARRAY : from instanceof PHash ? HASH : infer(from), formats]];
  } else if (formats instanceof PHash) {
    map = [];
    for (const [k, f] of formats) {
      if (!(k instanceof PType)) throw new FunctionError(`'new_string' parameter 'string_formats' expects a Formats value`, 'OVC3110');
      if (typeof f !== 'string') throw unsupported('String.new with a container format (separators, element formats)');
      map.push([k, f]);
    }
  } else throw new FunctionError(`'new_string' parameter 'string_formats' expects a Formats value`, 'OVC3110');
  return convert(from, map);
}
