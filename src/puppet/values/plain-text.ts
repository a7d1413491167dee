// Values with their binary Strings (binary-string.ts) as plain text: what a function that does not
// keep a String's encoding is given, and what type parameters read.
import { PBinaryString, binaryStrings } from './binary-string.js';
import { PHash } from './hash.js';
import { PSensitive, type Value } from './model.js';

/** `v` with every binary string inside it (arrays, hash values, Sensitive) as plain text. */
export function plainDeep(v: Value): Value {
  if (!binaryStrings.made || v === null || typeof v !== 'object') return v;
  if (v instanceof PBinaryString) return v.text;
  if (Array.isArray(v)) {
    let out: Value[] | undefined;
    for (let i = 0; i < v.length; i++) {
      const x = plainDeep(v[i]!);
      if (x !== v[i]) (out ??= v.slice())[i] = x;
    }
    return out ?? v;
  }
  if (v instanceof PHash) {
    let changed = false;
    for (const [, x] of v) if (plainDeep(x) !== x) changed = true;
    return changed ? PHash.from(Array.from(v, ([k, x]) => [k, plainDeep(x)] as const)) : v;
  }
  if (v instanceof PSensitive) {
    const x = plainDeep(v.value);
    return x === v.value ? v : new PSensitive(x);
  }
  return v;
}

/** Values with their binary strings as plain text (the same array when there are none). */
export function plainEach(values: readonly Value[]): readonly Value[] {
  if (!binaryStrings.made) return values;
  let out: Value[] | undefined;
  for (let i = 0; i < values.length; i++) {
    const x = plainDeep(values[i]!);
    if (x !== values[i]) (out ??= values.slice())[i] = x;
  }
  return out ?? values;
}
