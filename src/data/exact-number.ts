// Exact numbers: what a JS number cannot hold of Puppet's and Heat's data, an integral Float (4.0,
// which Ruby and Python keep a Float) and an Integer beyond 2^53 (12345678901234567890), kept as
// written; with the JSON reader and writer that carry them (every room reads and writes through these).
import { parse as parseLossless, stringify as stringifyLossless } from 'lossless-json';

/**
 * A number as written, of a kind JS numbers cannot tell (`4.0`) or a size they cannot hold.
 * Immutable, so copies of data share it; its text is private so walks over data never see fields.
 */
export class ExactNumber {
  readonly #text: string;
  readonly #kind: 'integer' | 'float';

  constructor(text: string, kind: 'integer' | 'float') {
    this.#text = text;
    this.#kind = kind;
  }

  /** The number as JSON and YAML write it (`4.0`, `12345678901234567890`). */
  get text(): string {
    return this.#text;
  }

  get kind(): 'integer' | 'float' {
    return this.#kind;
  }

  /** The nearest double, for arithmetic and comparisons. */
  valueOf(): number {
    return Number(this.#text);
  }

  /** Ruby's and Python's to_s/str spell these as written (`"#{4.0}"` is `4.0`). */
  toString(): string {
    return this.#text;
  }

  /** A plain JSON.stringify (messages, caches) gets the nearest double; exact writers use stringifyJson. */
  toJSON(): number {
    return this.valueOf();
  }
}

export function isExactNumber(v: unknown): v is ExactNumber {
  return v instanceof ExactNumber;
}

/** Integer or Float, as Puppet and Heat type a loaded number (undefined for anything else). */
export function numberKind(v: unknown): 'integer' | 'float' | undefined {
  if (v instanceof ExactNumber) return v.kind;
  if (typeof v !== 'number') return undefined;
  // Integral floats are read as ExactNumber, so an integral JS number is an Integer.
  return Number.isInteger(v) ? 'integer' : 'float';
}

/** A JSON number's text as data: a JS number when that loses nothing, else an ExactNumber. */
export function numberFromText(text: string): number | ExactNumber {
  const n = Number(text);
  if (/[.eE]/.test(text)) return Number.isInteger(n) ? new ExactNumber(text, 'float') : n;
  return Number.isSafeInteger(n) ? n : new ExactNumber(text, 'integer');
}

/** JSON.parse, keeping Integer vs Float and every digit of big integers. Throws SyntaxError. */
export function parseJson(text: string): unknown {
  return parseLossless(text, null, numberFromText);
}

const EXACT = [{ test: (v: unknown) => v instanceof ExactNumber, stringify: (v: unknown) => (v as ExactNumber).text }];

/** JSON.stringify for data that may hold exact numbers (same layout as JSON.stringify). */
export function stringifyJson(value: unknown, indent?: number): string {
  return stringifyLossless(value, null, indent, EXACT) ?? 'null';
}
