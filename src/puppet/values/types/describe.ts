// Puppet's wording of a type mismatch (TypeMismatchDescriber): "parameter 'x' expects an Integer
// value, got String". Covers plain, Optional and Variant expectations; structural detail (struct
// keys, sizes, element paths) is not worded yet.
import type { Value } from '../model.js';
import { generalize, infer } from './infer.js';
import * as T from './model.js';
import type { PType } from './model.js';

const aAn = (s: string): string => `${/^[AEIOU]/.test(s) ? 'an' : 'a'} ${s}`;

/** The alternatives a mismatch lists: Optional adds Undef, Variants are flattened. */
function alternatives(t: PType): PType[] {
  if (t instanceof T.OptionalType) return [T.UNDEF, ...(t.type ? alternatives(t.type) : [])];
  if (t instanceof T.VariantType) return t.types.flatMap(alternatives);
  return [t];
}

/** How the actual value is named: detailed when the expected type has the same base name. */
function actualName(expected: PType[], value: Value): string {
  const detailed = infer(value);
  return expected.some((e) => e.name === detailed.name) ? detailed.toString() : generalize(detailed).toString();
}

/** `{subject} expects ..., got ...` for a value that is not an instance of `expected`. */
export function describeMismatch(subject: string, expected: PType, value: Value): string {
  const alts = alternatives(expected);
  const got = actualName(alts, value);
  if (alts.length === 1) return `${subject} expects ${aAn(alts[0]!.toString())} value, got ${got}`;
  return `${subject} expects a value of type ${alts.slice(0, -1).map(String).join(', ')} or ${alts[alts.length - 1]}, got ${got}`;
}
