// Python's text and number rules that Heat's parameter messages and coercions are made of:
// str(), repr(), json.dumps(), int()/float() parsing, ==, % and oslo's bool_from_string.
import { isHash } from '../../data/value.js';
import { dataEntries } from '../../data/key-order.js';
import { keySpelling, pyFloatRepr, pyStringRepr, valueSpelling } from '../../yaml/python-spelling.js';

/** A Python exception Heat would see; `pyClass` is the exception class (ValueError, TypeError, ...). */
export class PythonError extends Error {
  override name = 'PythonError';
  constructor(
    readonly pyClass: 'ValueError' | 'TypeError' | 'AttributeError',
    message: string,
  ) {
    super(message);
  }
}

/**
 * A parameter's value that was written as an integral float (`2.0`): parameter checks get it boxed
 * so that str() gives Heat's `2.0`. Members of lists and maps carry their spelling instead
 * (python-spelling.ts), so this only ever stands for a whole value.
 */
export class PyFloat {
  constructor(readonly value: number) {}
  /** JSON output stays a number, as before. */
  toJSON(): number {
    return this.value;
  }
}

/** `container[key]` as Python holds it: an integral float comes boxed. */
export function pyMember(container: unknown, key: string | number): unknown {
  const v = Array.isArray(container) ? container[key as number] : isHash(container) ? container[key] : undefined;
  return typeof v === 'number' && valueSpelling(container, key) !== undefined ? new PyFloat(v) : v;
}

/** The value without the float box: for code that computes with it (int(), float(), json). */
export function unboxed(v: unknown): unknown {
  return v instanceof PyFloat ? v.value : v;
}

/** Python's type name of a loaded value (YAML/JSON data only). */
export function pyTypeName(v: unknown): string {
  if (v instanceof PyFloat) return 'float';
  if (v === null || v === undefined) return 'NoneType';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float';
  if (typeof v === 'string') return 'str';
  if (Array.isArray(v)) return 'list';
  return 'dict';
}

/** An unspelled JS number: integral ones are ints (a float written 2.0 carries its spelling or a PyFloat box). */
function numberText(x: number): string {
  if (Number.isInteger(x)) return Math.abs(x) >= 1e21 ? BigInt(x).toString() : String(x);
  return pyFloatRepr(x);
}

/** repr() of `container[member]`, by `show` unless the loader spelled it (2.0). */
function memberText(container: object, member: string | number, value: unknown, show: (v: unknown) => string): string {
  return valueSpelling(container, member) ?? show(value);
}

/** The keys of a Python dict: a non-str key (True) is shown by `nonStr`, a str one by `str`. */
function keyText(h: object, k: string, str: (k: string) => string, nonStr: (spelling: string) => string): string {
  const spelling = keySpelling(h, k);
  return spelling === undefined ? str(k) : nonStr(spelling);
}

/** json.dumps turns the non-str keys True/False/None into "true"/"false"/"null", numbers into their repr. */
const JSON_KEY: Record<string, string> = { True: 'true', False: 'false', None: 'null' };

/** Python's str() of loaded data. */
export function pyStr(v: unknown): string {
  if (typeof v === 'string') return v;
  return pyRepr(v);
}

/** Python's repr() of loaded data (dicts and lists as Python prints them). */
export function pyRepr(v: unknown): string {
  if (v instanceof PyFloat) return pyFloatRepr(v.value);
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'number') return numberText(v);
  if (typeof v === 'string') return pyStringRepr(v);
  if (Array.isArray(v)) return `[${v.map((x, i) => memberText(v, i, x, pyRepr)).join(', ')}]`;
  if (isHash(v)) return `{${dataEntries(v).map(([k, x]) => `${keyText(v, k, pyStringRepr, (s) => s)}: ${memberText(v, k, x, pyRepr)}`).join(', ')}}`;
  return String(v);
}

/** str() of each item of a list (Heat's comma_delimited_list from a list). */
export function pyStrItems(list: readonly unknown[]): string[] {
  return list.map((x, i) => (typeof x === 'string' ? x : memberText(list, i, x, pyRepr)));
}


/** json.dumps() with Python's defaults: `, ` and `: ` separators, ASCII only, NaN/Infinity literals. */
export function pyJsonDumps(v: unknown): string {
  if (v instanceof PyFloat) return pyFloatRepr(v.value);
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : !Number.isFinite(v) ? (v > 0 ? 'Infinity' : '-Infinity') : numberText(v);
  if (typeof v === 'string') return jsonString(v);
  if (Array.isArray(v)) return `[${v.map((x, i) => memberText(v, i, x, pyJsonDumps)).join(', ')}]`;
  if (isHash(v)) return `{${dataEntries(v).map(([k, x]) => `${keyText(v, k, jsonString, (s) => jsonString(JSON_KEY[s] ?? s))}: ${memberText(v, k, x, pyJsonDumps)}`).join(', ')}}`;
  return 'null';
}

function jsonString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const ch = s[i]!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    else if (c < 0x20 || c > 0x7e) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out + '"';
}

// Python's str.strip() whitespace (ASCII separators \x1c-\x1f count too).
const PY_SPACE = '[\\s\\x1c-\\x1f]';
const DIGITS = '\\d(?:_?\\d)*';
const INT_TEXT = new RegExp(`^${PY_SPACE}*[+-]?${DIGITS}${PY_SPACE}*$`);
const FLOAT_TEXT = new RegExp(`^${PY_SPACE}*[+-]?(?:(?:${DIGITS})?\\.${DIGITS}|${DIGITS}\\.?)(?:[eE][+-]?${DIGITS})?${PY_SPACE}*$`);
const FLOAT_WORD = new RegExp(`^${PY_SPACE}*([+-]?)(nan|inf|infinity)${PY_SPACE}*$`, 'i');

/** Heat's Schema.str_to_num: numbers (and booleans) as they are, else int(v), else float(v). */
export function strToNum(v: unknown): number | boolean {
  if (v instanceof PyFloat) return v.value;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v !== 'string') {
    throw new PythonError('TypeError', `int() argument must be a string, a bytes-like object or a real number, not '${pyTypeName(v)}'`);
  }
  if (INT_TEXT.test(v) || FLOAT_TEXT.test(v)) return Number(v.replace(/_/g, '').trim());
  const word = FLOAT_WORD.exec(v);
  if (word) return word[2]!.toLowerCase() === 'nan' ? NaN : word[1] === '-' ? -Infinity : Infinity;
  throw new PythonError('ValueError', `could not convert string to float: ${pyStringRepr(v)}`);
}

/** Python's int() of loaded data: floats truncate, booleans are 0 and 1, str is parsed as an integer literal. */
export function pyInt(v: unknown): number {
  const x = unboxed(v);
  if (typeof x === 'boolean') return Number(x);
  if (typeof x === 'number') {
    if (Number.isNaN(x)) throw new PythonError('ValueError', 'cannot convert float NaN to integer');
    return Math.trunc(x);
  }
  if (typeof x !== 'string') {
    throw new PythonError('TypeError', `int() argument must be a string, a bytes-like object or a real number, not '${pyTypeName(x)}'`);
  }
  if (!INT_TEXT.test(x)) throw new PythonError('ValueError', `invalid literal for int() with base 10: ${pyStringRepr(x)}`);
  return Number(x.replace(/_/g, '').trim());
}

/** Whether Schema.str_to_num gives a float for `v` (a float, or a text int() refuses). */
export function strToNumIsFloat(v: unknown): boolean {
  if (v instanceof PyFloat) return true;
  if (typeof v === 'number') return !Number.isInteger(v);
  return typeof v === 'string' && !INT_TEXT.test(v);
}

const TRUE_STRINGS = ['1', 't', 'true', 'on', 'y', 'yes'];
const FALSE_STRINGS = ['0', 'f', 'false', 'off', 'n', 'no'];
const ACCEPTABLE = [...TRUE_STRINGS, ...FALSE_STRINGS]
  .sort()
  .map((s) => `'${s}'`)
  .join(', ');

/** oslo_utils.strutils.bool_from_string(v, strict=True). */
export function boolFromString(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  const subject = pyStr(v);
  const lowered = subject.trim().toLowerCase();
  if (TRUE_STRINGS.includes(lowered)) return true;
  if (FALSE_STRINGS.includes(lowered)) return false;
  throw new PythonError('ValueError', `Unrecognized value '${subject}', acceptable values are: ${ACCEPTABLE}`);
}

/** Python's == on loaded data: booleans are the integers 0 and 1, 1 == 1.0, "1" != 1. */
export function pyEquals(a: unknown, b: unknown): boolean {
  const num = (x: unknown) => (typeof x === 'boolean' ? Number(x) : unboxed(x));
  const x = num(a);
  const y = num(b);
  if (typeof x === 'number' && typeof y === 'number') return x === y;
  if (Array.isArray(x)) return Array.isArray(y) && x.length === y.length && x.every((e, i) => pyEquals(e, y[i]));
  if (isHash(x)) {
    if (!isHash(y)) return false;
    const keys = Object.keys(x);
    return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && pyEquals(x[k], y[k]));
  }
  return x === y || (x === undefined && y === null) || (x === null && y === undefined);
}

/** Python's `a % b` (the result takes the divisor's sign). */
export function pyMod(a: number, b: number): number {
  const r = a % b;
  return r !== 0 && r < 0 !== b < 0 ? r + b : r;
}

/** Python's len() of loaded data; a TypeError for numbers, booleans and None. */
export function pyLen(v: unknown): number {
  if (typeof v === 'string') return [...v].length;
  if (Array.isArray(v)) return v.length;
  if (isHash(v) && !(v instanceof PyFloat)) return Object.keys(v).length;
  throw new PythonError('TypeError', `object of type '${pyTypeName(v)}' has no len()`);
}

/** A mapping key as Python holds it: YAML 1.1 reads `no:` as False, `1:` as 1, `~:` as None. */
export interface PyKey {
  type: 'str' | 'bool' | 'int' | 'float' | 'NoneType';
  /** The key's text, or its number (True is 1). */
  value: string | number;
}

export function pyKey(container: object, key: string): PyKey {
  const spelling = keySpelling(container, key);
  if (spelling === undefined) return { type: 'str', value: key };
  if (spelling === 'True' || spelling === 'False') return { type: 'bool', value: spelling === 'True' ? 1 : 0 };
  if (spelling === 'None') return { type: 'NoneType', value: 0 };
  const n = Number(spelling);
  return /^-?\d+$/.test(spelling) ? { type: 'int', value: n } : { type: 'float', value: Number.isNaN(n) ? Number(spelling.replace('inf', 'Infinity')) : n };
}

/** `sep.join(items)` refusing an item that is not a str. */
export function joinItemError(index: number, item: PyKey): PythonError {
  return new PythonError('TypeError', `sequence item ${index}: expected str instance, ${item.type} found`);
}

/** Python's `a < b` for mapping keys: str with str, numbers (bool among them) with numbers, else TypeError. */
function keyLess(a: PyKey, b: PyKey): boolean {
  const number = (k: PyKey) => k.type === 'int' || k.type === 'bool' || k.type === 'float';
  if ((a.type === 'str' && b.type === 'str') || (number(a) && number(b))) return a.value < b.value;
  throw new PythonError('TypeError', `'<' not supported between instances of '${a.type}' and '${b.type}'`);
}

/**
 * sorted() over mapping items by key as CPython 3.11 compares them for a short list (a run found
 * first, then binary insertion), throwing the TypeError of the first comparison Python cannot make.
 * Keys of a dict are distinct, so the items' second members are never compared.
 */
export function pySortKeys(keys: readonly PyKey[]): PyKey[] {
  const a = [...keys];
  if (a.length < 2) return a;
  let n = 2;
  if (keyLess(a[1]!, a[0]!)) {
    while (n < a.length && keyLess(a[n]!, a[n - 1]!)) n++;
    a.splice(0, n, ...a.slice(0, n).reverse());
  } else {
    while (n < a.length && !keyLess(a[n]!, a[n - 1]!)) n++;
  }
  for (let start = n; start < a.length; start++) {
    const pivot = a[start]!;
    let l = 0;
    let r = start;
    while (l < r) {
      const p = l + ((r - l) >> 1);
      if (keyLess(pivot, a[p]!)) r = p;
      else l = p + 1;
    }
    a.splice(start, 1);
    a.splice(l, 0, pivot);
  }
  return a;
}
