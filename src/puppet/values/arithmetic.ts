// Puppet's arithmetic operators `+ - * / % << >>` and unary minus on numbers (Integer in 64 bits,
// Float), and `+ - <<` on arrays and hashes, with Puppet's errors.
import { plain } from './binary-string.js';
import { PBinary, concatBinary } from './binary.js';
import { rubyEquals } from './equality.js';
import { PuppetError } from './errors.js';
import { HashBuilder, PHash } from './hash.js';
import { aAn } from './label.js';
import { MAX_INTEGER, MIN_INTEGER, PFloat, int, type Value } from './model.js';
import { isTime, negateTime, timeArithmetic, type TimeValue } from './time.js';
import { rubyText } from './to-string.js';

export type ArithmeticOperator = '+' | '-' | '*' | '/' | '%' | '<<' | '>>';

/** Called when a String operand is converted to a number (Puppet warns under `--strict=warning`). */
export type CoercionListener = (before: string, after: number | bigint | PFloat) => void;

type Num = number | bigint | PFloat;

/** Puppet's NUMERIC pattern: what a String must look like to take part in arithmetic. */
const NUMERIC = /^[ \t]*([-+]?)[ \t]*((0[xX][0-9A-Fa-f]+)|(0?\d+)((?:\.\d+)?(?:[eE]-?\d+)?))[ \t]*$/;

/** A String read as a number the way Puppet's `Utils.to_n` does, or undefined. */
export function stringToNumber(s: string): Num | undefined {
  const m = NUMERIC.exec(s.startsWith('::') ? s.slice(2) : s);
  if (m === null) return undefined;
  const negative = m[1] === '-';
  if (m[5]) {
    if (/^0+$/.test(m[4]!) && /^\.?0*[eE]/.test(m[5])) return undefined;
    const f = Number(m[2]);
    if (!Number.isFinite(f)) return undefined;
    return new PFloat(negative ? -f : f);
  }
  const digits = m[2]!;
  let n: bigint;
  if (m[3]) n = BigInt(digits);
  else if (digits.length > 1 && digits.startsWith('0')) {
    // Ruby's Integer() reads a leading 0 as octal, and refuses 8 and 9.
    if (/[89]/.test(digits)) return undefined;
    n = BigInt(`0o${digits.slice(1)}`);
  } else n = BigInt(digits);
  return int(negative ? -n : n);
}

/** A value as a number for arithmetic: numbers as they are, numeric strings read (and reported). */
export function coerceNumeric(v: Value, onCoerce?: CoercionListener): Num {
  if (typeof v === 'number' || typeof v === 'bigint' || v instanceof PFloat) return v;
  const s = plain(v);
  const n = typeof s === 'string' ? stringToNumber(s) : undefined;
  if (n === undefined) throw new PuppetError('OVC3001', `The value '${rubyText(v)}' cannot be converted to Numeric.`);
  onCoerce?.(s as string, n);
  return n;
}

/** Unary minus (`-$x`): numbers, numeric strings and Timespans. */
export function negate(v: Value, onCoerce?: CoercionListener): Num | TimeValue {
  if (isTime(v)) return negateTime(v);
  const n = coerceNumeric(v, onCoerce);
  if (n instanceof PFloat) return new PFloat(-n.value);
  return typeof n === 'number' ? (n === 0 ? 0 : -n) : int(-n);
}

function checkInteger(r: bigint, operator: string): number | bigint {
  if (r > MAX_INTEGER || r < MIN_INTEGER) {
    const hex = `${r < 0n ? '-' : '+'}0x${(r < 0n ? -r : r).toString(16)}`;
    throw new PuppetError('OVC3003', `A '${operator}' expression resulted in a value outside of Puppet Integer ${r > 0n ? 'max' : 'min'} range, got '${hex}'`);
  }
  return int(r);
}

/** Ruby's floored division and modulo on integers. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}
function floorMod(a: bigint, b: bigint): bigint {
  const m = a % b;
  return m !== 0n && (m < 0n) !== (b < 0n) ? m + b : m;
}

const MAX_SHIFT_SHOWN = 4096n;

function integerOp(operator: ArithmeticOperator, a: number | bigint, b: number | bigint): number | bigint {
  // Fast path: small numbers whose result stays exact.
  if (typeof a === 'number' && typeof b === 'number') {
    let r: number | undefined;
    if (operator === '+') r = a + b;
    else if (operator === '-') r = a - b;
    else if (operator === '*') r = a * b;
    // Floored division of operands this small is exact in doubles.
    else if ((operator === '/' || operator === '%') && b !== 0 && Math.abs(a) < 2 ** 31 && Math.abs(b) < 2 ** 31) {
      const q = Math.floor(a / b);
      r = operator === '/' ? q : a - b * q;
    }
    if (r !== undefined && Number.isSafeInteger(r)) return r === 0 ? 0 : r;
  }
  const x = BigInt(a);
  const y = BigInt(b);
  switch (operator) {
    case '+':
      return checkInteger(x + y, operator);
    case '-':
      return checkInteger(x - y, operator);
    case '*':
      return checkInteger(x * y, operator);
    case '/':
      if (y === 0n) throw new PuppetError('OVC3002', 'Division by 0');
      return checkInteger(floorDiv(x, y), operator);
    case '%':
      if (y === 0n) throw new PuppetError('OVC3002', 'Division by 0');
      return checkInteger(floorMod(x, y), operator);
    case '<<':
    case '>>': {
      const left = operator === '<<' ? y : -y;
      // Right shifts past 64 bits floor to 0 or -1; left shifts that far overflow (the message
      // shows the exact value, as Ruby's Bignum does, for shifts a message can hold).
      if (left < -64n) return x < 0n ? -1 : 0;
      if (left > MAX_SHIFT_SHOWN) return x === 0n ? 0 : checkInteger(x << MAX_SHIFT_SHOWN, operator);
      return checkInteger(left >= 0n ? x << left : x >> -left, operator);
    }
  }
}

/** Float arithmetic; a refusal names the operands as numbers (a numeric string as what it converts to). */
function floatOp(operator: ArithmeticOperator, a: Num, b: Num): PFloat | number | bigint {
  const x = a instanceof PFloat ? a.value : Number(a);
  const y = b instanceof PFloat ? b.value : Number(b);
  let r: number;
  switch (operator) {
    case '+':
      r = x + y;
      break;
    case '-':
      r = x - y;
      break;
    case '*':
      r = x * y;
      break;
    case '/':
      r = x / y;
      break;
    case '%':
      if (a instanceof PFloat) throw new PuppetError('OVC3001', `Operator '%' is not applicable to ${aAn(a)}.`);
      throw new PuppetError('OVC3001', `Operator '%' is not applicable to ${aAn(a)} when right side is ${aAn(b)}.`);
    default:
      if (a instanceof PFloat) throw new PuppetError('OVC3001', `Operator '${operator}' is not applicable to ${aAn(a)}.`);
      // Integer << Float: Ruby shifts by the truncated Float.
      return integerOp(operator, a as number | bigint, Math.trunc(y));
  }
  if (r === Infinity || r === -Infinity) throw new PuppetError('OVC3003', `The result of the ${operator} expression is Infinity`);
  return new PFloat(r);
}

/** Ruby's `Hash[array]`: pairs when every element is an array, else a flat key, value list (a lone hash is itself). */
function hashFromArray(a: readonly Value[], operator: string): PHash {
  if (a.length === 1 && a[0] instanceof PHash) return a[0];
  const b = new HashBuilder();
  if (a.length > 0 && a.every(Array.isArray)) {
    for (const pair of a as readonly (readonly Value[])[]) {
      if (pair.length < 1 || pair.length > 2) throw runtimeError(operator, `invalid number of elements (${pair.length} for 1..2)`);
      b.set(pair[0]!, pair.length === 2 ? pair[1]! : null);
    }
    return b.build();
  }
  if (a.length % 2 !== 0) throw runtimeError(operator, 'odd number of arguments for Hash');
  for (let i = 0; i < a.length; i += 2) b.set(a[i]!, a[i + 1]!);
  return b.build();
}

function runtimeError(operator: string, detail: string): PuppetError {
  return new PuppetError('OVC3001', `Error while evaluating a '${operator}' expression, ${detail}`);
}

const pairs = (h: PHash): Value[] => Array.from(h, ([k, v]) => [k, v]);

function concatenate(left: readonly Value[] | PHash, right: Value): Value {
  if (Array.isArray(left)) {
    const tail = Array.isArray(right) ? right : right instanceof PHash ? pairs(right) : [right];
    return [...left, ...tail];
  }
  const h = left as PHash;
  let other: PHash;
  if (right instanceof PHash) other = right;
  else if (Array.isArray(right)) other = hashFromArray(right, '+');
  else throw runtimeError('+', 'Can only append Array or Hash to a Hash');
  const b = h.toBuilder();
  // By pairs(): a binary key added stays binary.
  for (const [k, v] of other.pairs()) b.set(k, v);
  return b.build();
}

function remove(left: readonly Value[] | PHash, right: Value): Value {
  if (Array.isArray(left)) {
    const drop = Array.isArray(right) ? right : right instanceof PHash ? pairs(right) : [right];
    return left.filter((x) => !drop.some((d) => rubyEquals(x, d)));
  }
  const h = left as PHash;
  const keys = Array.isArray(right) ? right : right instanceof PHash ? right.keys() : [right];
  const b = h.toBuilder();
  for (const k of keys) b.delete(k);
  return b.build();
}

/** `left OP right` for an arithmetic operator, as Puppet 7 evaluates it. */
export function arithmetic(operator: ArithmeticOperator, left: Value, right: Value, onCoerce?: CoercionListener): Value {
  if (typeof left === 'number' && typeof right === 'number') return integerOp(operator, left, right);
  if ((Array.isArray(left) || left instanceof PHash) && (operator === '+' || operator === '-' || operator === '<<')) {
    const l = left as readonly Value[] | PHash;
    if (operator === '+') return concatenate(l, right);
    if (operator === '-') return remove(l, right);
    if (!Array.isArray(l)) throw new PuppetError('OVC3001', `Operator '<<' is not applicable to ${aAn(left)}.`);
    return [...l, right];
  }
  if (left instanceof PBinary && operator === '+') {
    if (!(right instanceof PBinary)) throw runtimeError('+', 'Can only append Binary to a Binary');
    return concatBinary(left, right);
  }
  const a = isTime(left) ? left : coerceNumeric(left, onCoerce);
  const b = isTime(right) ? right : coerceNumeric(right, onCoerce);
  if (isTime(a) || isTime(b)) {
    // As for numbers, Puppet refuses `%` with a Float on either side.
    if (operator === '%' && a instanceof PFloat) throw new PuppetError('OVC3001', `Operator '%' is not applicable to ${aAn(left)}.`);
    if (operator === '%' && b instanceof PFloat) throw new PuppetError('OVC3001', `Operator '%' is not applicable to ${aAn(left)} when right side is ${aAn(right)}.`);
    return timeArithmetic(operator, a, b, aAn);
  }
  if (a instanceof PFloat || b instanceof PFloat) return floatOp(operator, a, b);
  return integerOp(operator, a, b);
}
