// Exact numbers: what a JS number cannot hold of Puppet's and Heat's data, an integral Float (4.0,
// which Ruby and Python keep a Float) and an Integer beyond 2^53 (12345678901234567890), kept as
// written; with the JSON reader and writer that carry them (every room reads and writes through these).
import { parse as parseLossless, stringify as stringifyLossless } from 'lossless-json';
import { dataKeys, hasKeyOrder, isIndexKey, restoreJsonKeyOrder } from './key-order.js';
import { formatFloat } from './ruby-float.js';

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

/** An Integer as data: a JS number while it is exact, else every digit (ExactNumber). */
export function integerData(value: bigint): number | ExactNumber {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : new ExactNumber(value.toString(), 'integer');
}

/** A Float as data: an integral one stays a Float (ExactNumber `4.0`, spelled as Ruby spells it). */
export function floatData(value: number): number | ExactNumber {
  return Number.isInteger(value) ? new ExactNumber(formatFloat(value), 'float') : value;
}

/** A JSON number's text as data: a JS number when that loses nothing, else an ExactNumber. */
export function numberFromText(text: string): number | ExactNumber {
  const n = Number(text);
  if (/[.eE]/.test(text)) return Number.isInteger(n) ? new ExactNumber(text, 'float') : n;
  return Number.isSafeInteger(n) ? n : new ExactNumber(text, 'integer');
}

/**
 * JSON.parse, keeping Integer vs Float and every digit of big integers. Throws SyntaxError, or
 * JsonNestingError when arrays and objects nest deeper than `maxDepth`.
 *
 * Most texts hold no number a JS number would change (an integral Float `4.0`, an Integer beyond
 * 2^53) and no duplicate key: those go through V8's JSON.parse, several times faster than a parser
 * written in JS and with far less garbage. A scan of the text decides (numbers and object keys
 * outside strings); anything else (such a number, a duplicate key, invalid JSON, whose message
 * names the position) goes through the lossless parser, so the result and the error are its own.
 */
export function parseJson(text: string, maxDepth = Infinity): unknown {
  const scan = scanJsonText(text);
  // Before any parser runs: the lossless one recurses, and a hostile depth would overflow it.
  if (scan.depth > maxDepth) throw new JsonNestingError(maxDepth);
  const value = scan.nativeExact ? parseNative(text, scan.keys) : undefined;
  if (value !== undefined) return value;
  const lossless = parseLossless(text, null, numberFromText);
  if (keyCount(lossless).indexKey) restoreJsonKeyOrder(text, lossless);
  return lossless;
}

/**
 * JSON.parse for a text holding no duplicate key, no number a JS number would change and no
 * nesting beyond `maxDepth`; undefined for any other text (and for invalid JSON). For readers of
 * formats whose rules differ from JSON's exactly there (YAML: yaml/json-subset.ts).
 */
export function parseJsonWithoutDuplicates(text: string, maxDepth = Infinity): unknown {
  const scan = scanJsonText(text);
  return scan.depth > maxDepth || !scan.nativeExact ? undefined : parseNative(text, scan.keys);
}

/**
 * V8's JSON.parse, when it parses and keeps every one of the `keys` written (fewer: a duplicate
 * key); else undefined. Objects holding an integer-like key get the text's key order back.
 */
function parseNative(text: string, keys: number): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === undefined) return undefined;
  const count = keyCount(value);
  if (count.keys !== keys) return undefined;
  if (count.indexKey) restoreJsonKeyOrder(text, value);
  return value;
}

/** JSON text nesting arrays and objects deeper than a reader allows. */
export class JsonNestingError extends Error {
  constructor(readonly limit: number) {
    super(`nested deeper than ${limit} levels`);
  }
}

interface JsonTextScan {
  /** Object keys written (colons outside strings). */
  keys: number;
  /** Whether every number reads the same as a JS number as numberFromText reads it. */
  nativeExact: boolean;
  /** The deepest nesting of arrays and objects. */
  depth: number;
}

/**
 * One pass over a JSON text for what parseJson decides before parsing. On text that is not JSON
 * the answers mean nothing (the parser then fails).
 */
function scanJsonText(text: string): JsonTextScan {
  let keys = 0;
  let nativeExact = true;
  let depth = 0;
  let deepest = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    // Whitespace (most of an indented text outside strings) first.
    if (c <= 32) continue;
    if (c === 34) {
      // A string: jump to its closing quote (indexOf scans natively), past quotes an odd run of
      // backslashes escapes; an unclosed string ends the scan (the parser then fails).
      let close = text.indexOf('"', i + 1);
      while (close > 0 && text.charCodeAt(close - 1) === 92) {
        let run = 1;
        while (text.charCodeAt(close - 1 - run) === 92) run++;
        if (run % 2 === 0) break;
        close = text.indexOf('"', close + 1);
      }
      if (close < 0) break;
      i = close;
    } else if (c === 58) {
      keys++;
    } else if (c === 91 || c === 123) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 93 || c === 125) {
      depth--;
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      const start = i;
      let fraction = false;
      for (; i + 1 < n; i++) {
        const d = text.charCodeAt(i + 1);
        if (d === 46 || d === 101 || d === 69) fraction = true;
        else if (!((d >= 48 && d <= 57) || d === 43 || d === 45)) break;
      }
      // Short integers are always safe; a fraction or exponent is kept exact only when integral.
      if (nativeExact && (fraction || i + 1 - start > 15) && numberFromText(text.slice(start, i + 1)) instanceof ExactNumber) nativeExact = false;
    }
  }
  return { keys, nativeExact, depth: deepest };
}

/**
 * The number of keys of every object in a JSON value (an explicit stack: any depth), and whether
 * one is integer-like (JS lists such a key first: each object's first key tells).
 */
function keyCount(value: unknown): { keys: number; indexKey: boolean } {
  let keys = 0;
  let indexKey = false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) if (v[i] !== null && typeof v[i] === 'object') stack.push(v[i]);
    } else {
      let first = true;
      for (const k in v) {
        if (first && !indexKey) indexKey = isIndexKey(k);
        first = false;
        keys++;
        const x = (v as Record<string, unknown>)[k];
        if (x !== null && typeof x === 'object') stack.push(x);
      }
    }
  }
  return { keys, indexKey };
}

const EXACT = [{ test: (v: unknown) => v instanceof ExactNumber, stringify: (v: unknown) => (v as ExactNumber).text }];

/**
 * JSON.stringify for data that may hold exact numbers (same layout as JSON.stringify). What holds
 * none (most of a catalog: everything when it has no integral Float or big integer) is written by
 * JSON.stringify itself, as one flat string; only the collections on the way to an exact number
 * (or to anything else JSON.stringify would write otherwise: a bigint, a class instance, a toJSON)
 * are written here, and those values by the lossless writer.
 */
export function stringifyJson(value: unknown, indent?: number): string {
  const marked = new Set<object>();
  if (!needsLossless(value, marked)) return JSON.stringify(value, null, indent) ?? 'null';
  const gap = typeof indent === 'number' && indent >= 1 ? ' '.repeat(Math.min(Math.trunc(indent), 10)) : '';
  return writeMarked(value, '', gap, marked) ?? 'null';
}

/** Elements of a top-level array member written per part by stringifyJsonParts (a part is then some hundreds of KB). */
const PART_ELEMENTS = 2048;

/**
 * stringifyJson(value, 2) in parts, made as they are asked for: an object's members one by one and
 * the elements of its array members a batch at a time, so a writer can encode and write each part
 * and drop it (a 50,000-resource catalog's 20 MB text is never held whole). The parts joined are
 * stringifyJson's text exactly; a value of any other shape is one part.
 */
export function* stringifyJsonParts(value: unknown): Generator<string> {
  if (!isStreamable(value)) {
    yield stringifyJson(value, 2);
    return;
  }
  const keys = dataKeys(value);
  if (keys.length === 0) {
    yield '{}';
    return;
  }
  for (let k = 0; k < keys.length; k++) {
    const v = (value as Record<string, unknown>)[keys[k]!];
    const head = `${k === 0 ? '{' : ','}\n  ${JSON.stringify(keys[k])}: `;
    if (!Array.isArray(v) || v.length === 0) {
      yield `${head}${stringifyJson(v, 2).replaceAll('\n', '\n  ')}`;
      continue;
    }
    yield `${head}[`;
    for (let at = 0; at < v.length; at += PART_ELEMENTS) {
      // Wrapped in one more array, the batch's elements come out at the member's depth (four
      // spaces): the wrapper's "[\n  [\n" and "\n  ]\n]" are cut off, nothing is re-indented.
      const text = stringifyJson([v.slice(at, at + PART_ELEMENTS)], 2);
      // Apart: joined, the cut text would be copied whole again before it is written.
      yield at === 0 ? '\n' : ',\n';
      yield text.slice(6, -6);
    }
    yield '\n  ]';
  }
  yield '\n}';
}

/** A plain object whose members JSON writes every one of (no undefined, function or symbol to leave out) and whose arrays are plain. */
function isStreamable(value: unknown): value is object {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !isPlainCollection(value)) return false;
  for (const k of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[k];
    if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') continue;
    if (typeof v !== 'object' || !isPlainCollection(v)) return false;
  }
  return true;
}

function isPlainCollection(v: object): boolean {
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v) as unknown;
  return (proto === Object.prototype || proto === null) && typeof (v as { toJSON?: unknown }).toJSON !== 'function';
}

/** Whether `v` is, or holds, something JSON.stringify would not write as the lossless writer does; such plain collections go into `marked`. */
function needsLossless(v: unknown, marked: Set<object>): boolean {
  if (typeof v === 'bigint') return true;
  if (v === null || typeof v !== 'object') return false;
  if (!isPlainCollection(v)) return true;
  // JSON.stringify would write an integer-like key first: the writer here keeps the key order.
  let found = hasKeyOrder(v);
  // Strings, numbers and booleans are asked about here, not in a call each (most of a catalog's values).
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (((x !== null && typeof x === 'object') || typeof x === 'bigint') && needsLossless(x, marked)) found = true;
    }
  } else {
    for (const k in v) {
      const x = (v as Record<string, unknown>)[k];
      if (((x !== null && typeof x === 'object') || typeof x === 'bigint') && needsLossless(x, marked)) found = true;
    }
  }
  if (found) marked.add(v);
  return found;
}

/** `v` written at `indent` (undefined for what JSON leaves out), as the lossless writer lays it out. */
function writeMarked(v: unknown, indent: string, gap: string, marked: Set<object>): string | undefined {
  if (v !== null && typeof v === 'object' && marked.has(v)) {
    const inner = indent + gap;
    const open = gap ? `\n${inner}` : '';
    const close = gap ? `\n${indent}` : '';
    const separator = gap ? `,\n${inner}` : ',';
    const parts: string[] = [];
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) parts.push(writeMarked(v[i], inner, gap, marked) ?? 'null');
      return parts.length === 0 ? '[]' : `[${open}${parts.join(separator)}${close}]`;
    }
    for (const k of dataKeys(v)) {
      const item = writeMarked((v as Record<string, unknown>)[k], inner, gap, marked);
      if (item !== undefined) parts.push(`${JSON.stringify(k)}:${gap ? ' ' : ''}${item}`);
    }
    return parts.length === 0 ? '{}' : `{${open}${parts.join(separator)}${close}}`;
  }
  // Unmarked: a plain collection holding nothing exact (JSON.stringify's), or a value of its own kind (the lossless writer's).
  const own = typeof v === 'bigint' || (v !== null && typeof v === 'object' && !isPlainCollection(v));
  const plain = own ? stringifyLossless(v, null, gap, EXACT) : JSON.stringify(v, null, gap);
  // JSON strings never hold a raw line break: every one in the text starts a line of the layout.
  return plain !== undefined && indent && plain.includes('\n') ? plain.replaceAll('\n', `\n${indent}`) : plain;
}

/**
 * Where JSON text stops being valid: the offset `error` names, else the one the lossless parser
 * names (V8's own messages do not always give one); the end of the text when neither does.
 */
export function jsonErrorOffset(text: string, error?: unknown): number {
  const named = (e: unknown) => /position (\d+)/.exec(e instanceof Error ? e.message : '')?.[1];
  let at = named(error);
  if (at === undefined) {
    try {
      parseJson(text);
    } catch (e) {
      at = named(e);
    }
  }
  return at === undefined ? text.length : Number(at);
}
