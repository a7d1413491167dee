// scanf(data, format, [lambda]): the values Ruby's String#scanf (the scanf library Puppet 7 calls)
// reads from `data`, passed through the lambda when one is given. The format is cut into pieces
// (a conversion with its leading blanks, or a run of other characters); each piece becomes an
// anchored pattern matched against what is left of the input, until one fails or the input is used
// up. Conversions: d u i o x X (Integer), a e f g A E F G (Float), s c [set] (String), `*` to match
// without keeping, a width to bound each; other text matches itself.
import { PFloat, PRegexp, STRING, int, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { parseRubyInteger } from './ruby-values.js';
import { stringToF, stringToI } from './ruby-number.js';

type Convert = (s: string) => Value;

interface Piece {
  /** The Ruby pattern of the piece, its value in group 1. */
  pattern: string;
  convert: Convert;
  /** Whether blanks before it in the input are skipped first (not for %c after a non-blank, nor %[...]). */
  skipsBlanks: boolean;
}

// A conversion (with the blanks before it) or a run of characters that are neither % nor blank;
// anything else in the format (a stray % or blanks not before a %) is dropped, as Ruby's scan does.
const PIECE = /\s*%(?:%|\*?\d*(?:\[\[:\w+:\]\]|\[[^\]]*\]|[diuxofegsca]))|[^%\s]+/gi;

const HEX = '[A-Fa-f0-9]';
const FLOAT = '[-+]?(?:0[xX](?:\\.\\h+|\\h+(?:\\.\\h*)?)[pP][-+]?\\d+|\\d+(?![\\d.])|\\d*\\.\\d*(?:[eE][-+]?\\d+)?)';

const plain: Convert = (s) => s;
const nothing: Convert = () => null;
const decimal: Convert = (s) => int(stringToI(s));
const hex: Convert = (s) => int(signed(s, (t) => BigInt(`0x${t.replace(/^0[xX]/, '') || '0'}`)));
const octal: Convert = (s) => int(signed(s, (t) => BigInt(`0o${t}`)));
const integer: Convert = (s) => parseRubyInteger(s) ?? null;

function signed(s: string, read: (digits: string) => bigint): bigint {
  const negative = s.startsWith('-');
  const n = read(s.replace(/^[-+]/, ''));
  return negative ? -n : n;
}

/** extract_float: hexadecimal floats, `1.e+5`, else String#to_f. */
function float(s: string): Value {
  const h = /^([-+]?)0[xX](\.[0-9a-fA-F]+|[0-9a-fA-F]+(?:\.[0-9a-fA-F]*)?)[pP]([-+]?\d+)/.exec(s);
  if (h) {
    const [whole, frac = ''] = h[2]!.split('.') as [string, string?];
    let f = whole === '' ? 0 : Number(BigInt(`0x${whole}`));
    if (frac.length > 0) f += Number(BigInt(`0x${frac}`)) / 16 ** frac.length;
    return new PFloat((h[1] === '-' ? -1 : 1) * f * 2 ** Number(h[3]));
  }
  const e = /^([-+]?\d+)\.([eE][-+]\d+)/.exec(s);
  return new PFloat(e ? Number(e[1]! + e[2]!) : stringToF(s));
}

// Literal pieces never hold blanks (the format's blanks only lead a conversion).
const escapeRuby = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The pattern and conversion of one piece of the format (Ruby's FormatSpecifier rules, in order). */
function piece(spec: string): Piece {
  const skipsBlanks = !/(?:^|\S)%\*?\d*c|%\d*\[/.test(spec);
  const suppressed = /^\s*%\*/.test(spec);
  const make = (pattern: string, convert: Convert): Piece => ({ pattern, convert: suppressed && convert !== nothing ? nothing : convert, skipsBlanks });
  let m: RegExpExecArray | null;
  if ((m = /%\*?(\[\[:[a-z]+:\]\])/.exec(spec))) return make(`(${m[1]}+)`, plain);
  if ((m = /%\*?(\d+)(\[\[:[a-z]+:\]\])/.exec(spec))) return make(`(${m[2]}{1,${m[1]}})`, plain);
  if ((m = /%\*?\[([^\]]*)\]/.exec(spec))) {
    const yes = m[1]!;
    const no = yes.startsWith('^') ? yes.slice(1) : `^${yes}`;
    return make(`([${yes}]+)(?=[${no}]|\\z)`, plain);
  }
  if ((m = /%\*?(\d+)\[([^\]]*)\]/.exec(spec))) return make(`([${m[2]}]{1,${m[1]}})`, plain);
  if (/%\*?i/.test(spec)) return make(`([-+]?(?:(?:0[0-7]+)|(?:0[Xx]${HEX}+)|(?:[1-9]\\d*)))`, integer);
  if ((m = /%\*?(\d+)i/.exec(spec))) {
    const n = Number(m[1]);
    const alternatives = [
      n > 1 ? `[1-9]\\d{1,${n - 1}}` : '',
      n > 1 ? `0[0-7]{1,${n - 1}}` : '',
      n > 2 ? `[-+]0[0-7]{1,${n - 2}}` : '',
      n > 2 ? `[-+][1-9]\\d{1,${n - 2}}` : '',
      n > 2 ? `0[Xx]${HEX}{1,${n - 2}}` : '',
      n > 3 ? `[-+]0[Xx]${HEX}{1,${n - 3}}` : '',
      '\\d',
    ].filter((a) => a !== '');
    return make(`(${alternatives.join('|')})`, integer);
  }
  if (/%\*?[du]/.test(spec)) return make('([-+]?\\d+)', decimal);
  if ((m = /%\*?(\d+)[du]/.exec(spec))) {
    const n = Number(m[1]);
    return make(`(${n > 1 ? `[-+]\\d{1,${n - 1}}|` : ''}\\d{1,${n}})`, decimal);
  }
  if (/%\*?[Xx]/.test(spec)) return make(`([-+]?(?:0[Xx])?${HEX}+)`, hex);
  if ((m = /%\*?(\d+)[Xx]/.exec(spec))) {
    const n = Number(m[1]);
    const alternatives = [
      n > 3 ? `[-+]0[Xx]${HEX}{1,${n - 3}}` : '',
      n > 2 ? `0[Xx]${HEX}{1,${n - 2}}` : '',
      n > 1 ? `[-+]${HEX}{1,${n - 1}}` : '',
      `${HEX}{1,${n}}`,
    ];
    return make(`(${alternatives.filter((a) => a !== '').join('|')})`, hex);
  }
  if (/%\*?o/.test(spec)) return make('([-+]?[0-7]+)', octal);
  if ((m = /%\*?(\d+)o/.exec(spec))) return make(`([-+][0-7]{1,${Number(m[1]) - 1}}|[0-7]{1,${m[1]}})`, octal);
  if (/%\*?[aefgAEFG]/.test(spec)) return make(`(${FLOAT})`, float);
  if ((m = /%\*?(\d+)[aefgAEFG]/.exec(spec))) return make(`(?=${FLOAT})(\\S{1,${m[1]}})`, float);
  if ((m = /%\*?(\d+)s/.exec(spec))) return make(`(\\S{1,${m[1]}})`, plain);
  if (/%\*?s/.test(spec)) return make('(\\S+)', plain);
  if (/\s%\*?c/.test(spec)) return make('\\s*(.)', plain);
  if (/%\*?c/.test(spec)) return make('(.)', plain);
  if ((m = /%\*?(\d+)c/.exec(spec))) return make(`(.{1,${m[1]}})`, plain);
  if (/%%/.test(spec)) return make('(\\s*%)', nothing);
  return make(`(${escapeRuby(spec)})`, nothing);
}

/** String#scanf(format) without a block. */
export function rubyScanf(data: string, format: string): Value[] {
  if (!/\S/.test(format)) return [];
  const out: Value[] = [];
  let left = data;
  for (const spec of format.match(PIECE) ?? []) {
    const p = piece(spec);
    const s = p.skipsBlanks ? left.replace(/^\s+/, '') : left;
    // Ruby compiles each piece with MULTILINE (a dot matches a newline); \A anchors it.
    const m = PRegexp.of(`(?m)\\A${p.pattern}`).match(s);
    if (m === null) break;
    const v = p.convert(m[1]!);
    if (v !== null) out.push(v);
    left = s.slice(m[0]!.length);
    if (left === '') break;
  }
  return out;
}

export default defineFunction('scanf', {
  params: [STRING, STRING],
  block: 'optional',
  names: ['data', 'format'],
  call(_ctx, args, lambda) {
    const result = rubyScanf(args[0] as string, args[1] as string);
    return lambda ? lambda.call([result]) : result;
  },
});
