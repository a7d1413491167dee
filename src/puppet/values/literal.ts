// Number literals as Puppet reads them (`42`, `0x1F`, `0755` octal, `1.5e3`), and the small
// evaluation rules every evaluator step needs: truthiness and splat unfolding.
import { PuppetError } from './errors.js';
import { PHash } from './hash.js';
import { PIterator } from './iterator.js';
import { MAX_INTEGER, PFloat, int, type Value } from './model.js';

/**
 * The value of a number literal's source text (the parser keeps it: `Literal.text`). An Integer
 * beyond 2^63-1 is Puppet's error; a literal is never negative (`-1` is unary minus).
 */
export function numberFromLiteral(text: string): number | bigint | PFloat {
  const known = integers.get(text);
  if (known !== undefined) return known;
  if (/^0[xX]/.test(text) || !/[.eE]/.test(text)) {
    const n = /^0\d/.test(text) ? BigInt(`0o${text.slice(1)}`) : BigInt(text);
    if (n > MAX_INTEGER) throw new PuppetError('OVC3003', `A Literal Integer resulted in a value outside of Puppet Integer max range, got '+0x${n.toString(16)}'`);
    const value = int(n);
    // Literals come from the code: bounded as capitalizeSegments' names are.
    if (integers.size < 10_000) integers.set(text, value);
    return value;
  }
  const f = Number(text);
  if (!Number.isFinite(f)) throw new PuppetError('OVC3003', `Internal Error, NUMBER token does not contain a valid number, ${text}`);
  return new PFloat(f);
}

/**
 * Integer literals' values by their text: the same few literals are evaluated at every resource
 * (`$base_port + 1`), and reading one through regexps and a BigInt cost more than the addition.
 */
const integers = new Map<string, number | bigint>();

/** Puppet's truth: everything but undef and false is true (the empty string too). */
export function isTruthy(v: Value): boolean {
  return v !== null && v !== false;
}

/** `*$x` in an argument list, array or case option: undef → [], an array itself, a hash its pairs, else [x]. */
export function unfold(v: Value): readonly Value[] {
  if (v === null) return [];
  if (Array.isArray(v)) return v;
  if (v instanceof PHash) return Array.from(v, ([k, x]) => [k, x]);
  if (v instanceof PIterator) return v.values;
  return [v];
}
