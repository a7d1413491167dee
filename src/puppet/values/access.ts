// Puppet's `[]` on values (AccessOperator): characters of a String, bytes of a Binary, elements and
// slices of an Array, values of a Hash; on a type it parameterises (`Integer[1, 2]`, `File['/x']`).
import { PBinaryString, sameEncoding } from './binary-string.js';
import { coerceNumeric, stringToNumber, type CoercionListener } from './arithmetic.js';
import { PBinary } from './binary.js';
import { PuppetError } from './errors.js';
import { PHash } from './hash.js';
import { aAn } from './label.js';
import { PFloat, type Value } from './model.js';
import { flatten, parameterize } from './types/factory.js';
import { inferGeneralized } from './types/infer.js';
import { PType } from './types/model.js';

/** `target[keys]` (keys already evaluated; arrays among them are flattened as Puppet does). */
export function access(target: Value, keys: readonly Value[], onCoerce?: CoercionListener): Value {
  if (typeof target === 'string') return accessString(target, flatten(keys));
  if (Array.isArray(target)) return accessArray(target, flatten(keys), onCoerce);
  if (target instanceof PHash) return accessHash(target, keys);
  if (target instanceof PType) return parameterize(target, keys);
  // Ruby's String#[] keeps the receiver's encoding.
  if (target instanceof PBinaryString) {
    const part = accessString(target.text, flatten(keys));
    return typeof part === 'string' ? sameEncoding(target, part) : part;
  }
  // A Binary is sliced as a string of its bytes.
  if (target instanceof PBinary) return PBinary.ofLatin1(accessString(target.latin1(), flatten(keys)));
  throw new PuppetError('OVC3009', `Operator '[]' is not applicable to ${aAn(target)}.`);
}

/** Ruby's `o[start, length]`: nil when start is past the end or length negative. */
function slice<T>(o: readonly T[], start: number, length: number): T[] | undefined {
  if (start > o.length || length < 0) return undefined;
  return o.slice(start, start + length);
}

/** Start and length of a two-key slice: negative start counts from the end, negative length to the end. */
function sliceBounds(size: number, k1: number, k2: number): [number, number] {
  let start = k1 < 0 ? size + k1 : k1;
  let length = k2 < 0 ? size - start + k2 + 1 : k2;
  if (start < 0) {
    length += start;
    start = 0;
  }
  return [start, length];
}

function keyName(v: Value): string {
  if (v === null) return 'Undef';
  return inferGeneralized(v).toString();
}

function accessString(s: string, keys: readonly Value[]): string {
  if (keys.length === 0 || keys.length > 2) throw new PuppetError('OVC3009', `String supports [] with one or two arguments. Got ${keys.length}`);
  const ints = keys.map((k) => {
    const n = typeof k === 'string' ? stringToNumber(k) : k;
    if (typeof n !== 'number') {
      const name = keyName(n instanceof PFloat ? n : k);
      throw new PuppetError('OVC3009', `A substring operation does not accept ${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} as a character index. Expected an Integer`);
    }
    return n;
  });
  // Ruby indexes characters, not UTF-16 units.
  const chars = /[\ud800-\udfff]/.test(s) ? Array.from(s) : s.split('');
  let result: string[] | undefined;
  if (ints.length === 1) {
    const k = ints[0]! < 0 ? chars.length + ints[0]! : ints[0]!;
    result = k < 0 ? undefined : slice(chars, k, 1);
  } else {
    const [start, length] = sliceBounds(chars.length, ints[0]!, ints[1]!);
    result = slice(chars, start, length);
  }
  return result === undefined ? '' : result.join('');
}

function accessArray(a: readonly Value[], keys: readonly Value[], onCoerce?: CoercionListener): Value {
  if (keys.length === 0 || keys.length > 2) throw new PuppetError('OVC3009', `Array supports [] with one or two arguments. Got ${keys.length}`);
  const ints = keys.map((k) => {
    const n = coerceNumeric(k, onCoerce);
    if (typeof n !== 'number') throw new PuppetError('OVC3009', `An Array[] cannot use ${keyName(n)} where Integer is expected`);
    return n;
  });
  if (ints.length === 1) {
    const i = ints[0]! < 0 ? a.length + ints[0]! : ints[0]!;
    return i >= 0 && i < a.length ? a[i]! : null;
  }
  const [start, length] = sliceBounds(a.length, ints[0]!, ints[1]!);
  return slice(a, start, length) ?? [];
}

function accessHash(h: PHash, keys: readonly Value[]): Value {
  if (keys.length === 0) throw new PuppetError('OVC3009', 'Hash supports [] with one or more arguments. Got 0');
  const found = keys.map((k) => h.get(k) ?? null);
  return found.length === 1 ? found[0]! : found.filter((v) => v !== null);
}
