// Numbers in YAML as Ruby's Psych 4 reads them (ScalarScanner#tokenize), which is how Puppet's
// yaml_data reads Hiera data. Psych's rules are not YAML 1.1's, nor PyYAML's: `1,000` is 1000,
// `1:30` is 5400 (its base 60 counts a two-part value as hours and minutes), `1_` and `._5` stay
// strings, an exponent needs a dot and a sign (`1.5e3` is a string), `.INF` and `.iNf` are
// infinite; `!!float 1` is 1.0 (psych-tags.ts).
import { defineScalarTag, floatYaml11Tag, intYaml11Tag, NOT_RESOLVED } from 'js-yaml';
import { psychExplicitFloat } from './psych-tags.js';
import { ExactNumber, floatData, integerData } from '../data/exact-number.js';

const SEXAGESIMAL_INT = /^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}$/;
const SEXAGESIMAL_FLOAT = /^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}\.[0-9_]*$/;
const FLOAT = /^[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?$/;
const INTEGER = /^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$/;
const NUMBER_FIRST = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '+', '-', '.'];

/** Ruby's String#to_i / #to_f of one base-60 part: a leading number, underscores between digits. */
const leadingNumber = (part: string, float: boolean): number => {
  const m = (float ? /^[-+]?\d+(?:_\d+)*(?:\.\d+(?:_\d+)*)?/ : /^[-+]?\d+(?:_\d+)*/).exec(part);
  return m ? Number(m[0].replace(/_/g, '')) : 0;
};

/** Psych's base 60: part e of n weighs 60 ** |e - 2|, so `1:30` is 1 * 3600 + 30 * 60. */
function sexagesimal(source: string, float: boolean): number {
  return source.split(':').reduce((sum, part, e) => sum + leadingNumber(part, float) * 60 ** Math.abs(e - 2), 0);
}

/** Ruby's Integer() of INTEGER's text once `,` and `_` are gone (`0x`, `0b`, a leading 0 for octal); undefined where Integer() raises. */
function rubyInteger(source: string): bigint | undefined {
  const text = source.replace(/[,_]/g, '');
  const negative = text.startsWith('-');
  const digits = text.replace(/^[-+]/, '');
  let value: bigint;
  if (/^0[bx]$/i.test(digits)) return undefined;
  if (/^0[xb]/i.test(digits)) value = BigInt(digits);
  else if (/^0[0-7]+$/.test(digits)) value = BigInt(`0o${digits.slice(1)}`);
  else value = BigInt(digits);
  return negative ? -value : value;
}

/** What tokenize makes of a plain scalar that is a number to Psych; undefined for any other text. */
export function psychNumber(source: string): number | ExactNumber | undefined {
  if (/^\+?\.inf$/i.test(source)) return Infinity;
  if (/^-\.inf$/i.test(source)) return -Infinity;
  if (/^\.nan$/i.test(source)) return NaN;
  if (SEXAGESIMAL_INT.test(source)) return integerData(BigInt(sexagesimal(source, false)));
  if (SEXAGESIMAL_FLOAT.test(source)) return floatData(sexagesimal(source, true));
  if (FLOAT.test(source)) return /^[-+]?\.$/.test(source) ? undefined : floatData(Number(source.replace(/[,_]|\.([Ee]|$)/g, '$1')));
  if (INTEGER.test(source)) {
    const value = rubyInteger(source);
    return value === undefined ? undefined : integerData(value);
  }
  return undefined;
}

const isInteger = (v: unknown) => (typeof v === 'number' && Number.isInteger(v)) || (v instanceof ExactNumber && v.kind === 'integer');

/** Psych's Integers: INTEGER (commas and underscores between digits) and its base 60. */
export const psychIntTag = defineScalarTag<number | ExactNumber>(intYaml11Tag.tagName, {
  implicit: true,
  implicitFirstChars: NUMBER_FIRST,
  resolve: (source) => {
    const v = psychNumber(source);
    return v !== undefined && isInteger(v) ? v : NOT_RESOLVED;
  },
  identify: isInteger,
});

/** Psych's Floats; an explicit `!!float` is Float() of what the text reads as (`!!float 1` is 1.0). */
export const psychFloatTag = defineScalarTag<unknown>(floatYaml11Tag.tagName, {
  implicit: true,
  implicitFirstChars: NUMBER_FIRST,
  resolve: (source, explicit) => {
    if (explicit) return psychExplicitFloat(source);
    const v = psychNumber(source);
    return v === undefined || isInteger(v) ? NOT_RESOLVED : v;
  },
  identify: (v) => typeof v === 'number' && !Number.isInteger(v),
});
