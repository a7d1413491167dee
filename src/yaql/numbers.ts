// yaql's numbers are Python's: an int and a float are different values (`6 / 4` is 1, `6.0 / 4`
// is 1.5, str(2.0) is "2.0"). A JS number that is not integral is a float; an integral float is
// boxed (YaqlFloat) while yaql computes, taken in from and given back to data as the YAML loader
// spells it (python-spelling.ts).
import { dataEntries, putKey } from '../data/key-order.js';
import { carryKeys, pyFloatRepr, spellFloat, valueSpelling } from '../yaml/python-spelling.js';

/** An integral float (2.0) inside yaql. */
export class YaqlFloat {
  constructor(readonly value: number) {}
}

/** A number of either kind. */
export const isNumber = (v: unknown): v is number | YaqlFloat => typeof v === 'number' || v instanceof YaqlFloat;

/** The number's value (a float unboxed); anything else as it is. */
export const numeric = (v: unknown): unknown => (v instanceof YaqlFloat ? v.value : v);

/** Python's float-ness: a boxed float, or a JS number that is not integral (NaN and infinities too). */
export const isFloat = (v: unknown): boolean => v instanceof YaqlFloat || (typeof v === 'number' && !Number.isInteger(v));

/** A computed number of the given kind: an integral float comes boxed. */
export const makeNumber = (x: number, float: boolean): number | YaqlFloat => (float && Number.isInteger(x) ? new YaqlFloat(x) : x);

/** Python's repr() of a number. */
export function numberRepr(v: number | YaqlFloat): string {
  if (isFloat(v)) return pyFloatRepr(numeric(v) as number);
  return String(v);
}

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] => typeof v === 'object' && v !== null && !(v instanceof YaqlFloat);

/** Whether a member anywhere in `v` is spelled as a float. */
function spelledFloats(v: unknown): boolean {
  if (!isContainer(v)) return false;
  const entries: Array<[string | number, unknown]> = Array.isArray(v) ? v.map((x, i) => [i, x]) : dataEntries(v);
  return entries.some(([k, x]) => (typeof x === 'number' && valueSpelling(v, k) !== undefined) || spelledFloats(x));
}

/** Data as yaql holds it: every member the loader spelled as a float (2.0) boxed (in a copy; data without any is itself). */
export function intoYaql(v: unknown): unknown {
  return spelledFloats(v) ? boxed(v) : v;
}

function boxed(v: unknown): unknown {
  if (!isContainer(v)) return v;
  const member = (container: object, key: string | number, x: unknown) => (typeof x === 'number' && valueSpelling(container, key) !== undefined ? new YaqlFloat(x) : boxed(x));
  if (Array.isArray(v)) return v.map((x, i) => member(v, i, x));
  const out: Record<string, unknown> = {};
  for (const [k, x] of dataEntries(v)) putKey(out, k, member(v, k, x));
  carryKeys(out, v);
  return out;
}

/**
 * A yaql result as data: each boxed float inside a list or map is a number the container spells
 * as a float (as the loader would have). A boxed float at the top stays boxed, for the caller.
 */
export function outOfYaql(v: unknown): unknown {
  if (!isContainer(v)) return v;
  const entries: Array<[string | number, unknown]> = Array.isArray(v) ? v.map((x, i) => [i, x]) : dataEntries(v);
  for (const [k, x] of entries) {
    if (x instanceof YaqlFloat) {
      (v as Record<string | number, unknown>)[k] = x.value;
      spellFloat(v, k, x.value);
    } else outOfYaql(x);
  }
  return v;
}

// Python's float() of a str: surrounding whitespace, single underscores between digits, inf/nan words.
const FLOAT_TEXT = /^\s*[+-]?(?:(?:\d(?:_?\d)*)?\.\d(?:_?\d)*|\d(?:_?\d)*\.?)(?:[eE][+-]?\d(?:_?\d)*)?\s*$/;
const FLOAT_WORD = /^\s*([+-]?)(nan|inf|infinity)\s*$/i;

/** Python's float() of a str; undefined where it raises ValueError. */
export function parseFloatText(text: string): number | undefined {
  if (FLOAT_TEXT.test(text)) return Number(text.replace(/_/g, '').trim());
  const word = FLOAT_WORD.exec(text);
  if (!word) return undefined;
  return word[2]!.toLowerCase() === 'nan' ? NaN : word[1] === '-' ? -Infinity : Infinity;
}

/** x rounded to an integer, a tie to the even one (Python's round). */
function roundHalfEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/**
 * Python's round(number, ndigits): an int stays one (rounded to tens, hundreds, ... for a negative
 * ndigits), a float is rounded at the decimal place (ties to even where the binary value is one).
 */
export function pyRound(v: number | YaqlFloat, ndigits: number): number | YaqlFloat {
  const x = numeric(v) as number;
  if (!isFloat(v)) {
    if (ndigits >= 0) return x;
    const unit = 10 ** -ndigits;
    return roundHalfEven(x / unit) * unit;
  }
  if (!Number.isFinite(x) || Math.abs(x) >= 1e21 || ndigits > 60) return makeNumber(x, true);
  if (ndigits < 0) return makeNumber(roundHalfEven(x / 10 ** -ndigits) * 10 ** -ndigits, true);
  // Python rounds the float's exact decimal value, as toFixed does, except that an exact tie goes to even.
  const [whole, fraction] = Math.abs(x).toFixed(ndigits + 30).split('.') as [string, string];
  if (!/^50*$/.test(fraction.slice(ndigits))) return makeNumber(Number(x.toFixed(ndigits)), true);
  const kept = `${whole}${fraction.slice(0, ndigits)}`;
  const digits = BigInt(kept) + (Number(kept.at(-1)) % 2 === 1 ? 1n : 0n);
  return makeNumber(Math.sign(x) * Number(digits) / 10 ** ndigits, true);
}
