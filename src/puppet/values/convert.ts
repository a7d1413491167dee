// Values to and from plain data: YAML/JSON/Hiera data into Values, Values into catalog JSON.
import { HashBuilder, PHash } from './hash.js';
import { PDefault, PFloat, PSensitive, type Value } from './model.js';
import { PRegexp } from './regexp.js';
import { PType } from './types/model.js';

/**
 * Plain data (as the YAML and JSON loaders give it) as a Value: integral numbers are Integers,
 * others Floats; objects become hashes in key order. `floats` marks paths the loader knows were
 * written as floats (`1.0`), when it kept that.
 */
export function fromData(v: unknown, isFloat?: (n: number) => boolean): Value {
  if (v === null || v === undefined) return null;
  switch (typeof v) {
    case 'string':
    case 'boolean':
    case 'bigint':
      return v;
    case 'number':
      return Number.isInteger(v) && !isFloat?.(v) && Number.isSafeInteger(v) ? v : new PFloat(v);
  }
  if (Array.isArray(v)) return v.map((x) => fromData(x, isFloat));
  const b = new HashBuilder();
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) b.set(k, fromData(x, isFloat));
  return b.build();
}

/** JSON text of a number Puppet writes in a catalog (bigint exact, Floats as Ruby's JSON: `1.0`). */
export type CatalogJson = null | boolean | string | number | { $float: number } | { $bigint: string } | CatalogJson[] | { [k: string]: CatalogJson };

/**
 * A parameter value as `puppet catalog compile` writes it in plain catalog JSON: undef → null,
 * default → "default", regexps and types as their Puppet text, Sensitive unwrapped (the catalog
 * lists the parameter in `sensitive_parameters`), hash keys as strings. Floats and big integers
 * are marked so the JSON writer can print them exactly.
 */
export function toCatalogJson(v: Value): CatalogJson {
  if (v === null) return null;
  switch (typeof v) {
    case 'string':
    case 'boolean':
    case 'number':
      return v;
    case 'bigint':
      return { $bigint: v.toString() };
  }
  if (v instanceof PFloat) return { $float: v.value };
  if (Array.isArray(v)) return v.map(toCatalogJson);
  if (v instanceof PHash) {
    const out: { [k: string]: CatalogJson } = {};
    for (const [k, x] of v) out[typeof k === 'string' ? k : JSON.stringify(toCatalogJson(k))] = toCatalogJson(x);
    return out;
  }
  if (v instanceof PSensitive) return toCatalogJson(v.value);
  if (v instanceof PDefault) return 'default';
  if (v instanceof PRegexp || v instanceof PType) return v.toString();
  return null;
}
