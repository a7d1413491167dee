// lookup_options `convert_to`: converts a looked-up value with a Puppet type's `new` (Array, Hash, String, numbers, Boolean, Sensitive).
import { isHash } from '../data/value.js';
import { dataEntries, putKey } from '../data/key-order.js';
import { recordScalarKey } from '../data/scalar-keys.js';
import { PSensitive, type Value } from '../puppet/values/model.js';

/** What is shown of a looked-up value: a Sensitive one (convert_to) only as Puppet writes it. */
export function redacted(value: unknown): unknown {
  return value instanceof PSensitive ? 'Sensitive [value redacted]' : value;
}

/** Sets `out[key] = value` as Hash.new does: a key that is no String keeps its identity (scalar-keys.ts). */
function putHashKey(out: Record<string, unknown>, key: unknown, value: unknown): void {
  putKey(out, String(key), value);
  if (typeof key === 'number' || typeof key === 'boolean' || key === null) recordScalarKey(out, String(key), key);
}

/** A lookup_options `convert_to`: the value converted by the spec; throws TypeError when it cannot. */
export type ConvertTo = (value: unknown, spec: unknown) => unknown;

/**
 * Applies `convert_to: Type` or `convert_to: [Type, args...]`; throws TypeError when it cannot.
 * The scalar types approximate Puppet's `new` (the lookup job gives Hiera Puppet's own, see
 * pipeline/lookup-convert.ts).
 */
export function convertTo(value: unknown, spec: unknown): unknown {
  const [type, ...args] = Array.isArray(spec) ? spec : [spec];
  switch (type) {
    case 'Array':
      if (Array.isArray(value)) return value;
      if (args[0] === true) return [value];
      if (isHash(value)) return dataEntries(value);
      if (typeof value === 'string') return [...value];
      // An Integer is iterated as the steps 0 to n - 1, as Puppet's Array.new iterates it.
      if (typeof value === 'number' && Number.isInteger(value)) return Array.from({ length: Math.max(0, value) }, (_, i) => i);
      throw new TypeError(`cannot convert ${JSON.stringify(value)} to Array`);
    case 'Hash':
      if (isHash(value)) return value;
      if (Array.isArray(value)) {
        const out: Record<string, unknown> = {};
        if (value.every((p) => Array.isArray(p) && p.length === 2)) for (const [k, v] of value as [unknown, unknown][]) putHashKey(out, k, v);
        else for (let i = 0; i + 1 < value.length; i += 2) putHashKey(out, value[i], value[i + 1]);
        return out;
      }
      throw new TypeError(`cannot convert ${JSON.stringify(value)} to Hash`);
    case 'String':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'Integer':
    case 'Float':
    case 'Numeric': {
      const n = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'boolean' || Number.isNaN(n)) throw new TypeError(`cannot convert ${JSON.stringify(value)} to ${String(type)}`);
      return type === 'Integer' ? Math.trunc(n) : n;
    }
    case 'Boolean':
      if (typeof value === 'boolean') return value;
      if (typeof value === 'string' && /^(true|yes|y)$/i.test(value)) return true;
      if (typeof value === 'string' && /^(false|no|n)$/i.test(value)) return false;
      throw new TypeError(`cannot convert ${JSON.stringify(value)} to Boolean`);
    case 'Sensitive':
      // Sensitive.new takes the value alone. It wraps the data as Hiera holds it: the evaluator's
      // fromData makes that a Puppet value.
      if (args.length > 0) throw new TypeError(`Sensitive.new takes one argument, got ${args.length + 1}`);
      return new PSensitive(value as Value);
    default:
      throw new TypeError(`convert_to ${JSON.stringify(type)} is not supported`);
  }
}
