// The shape Puppet 7 gives its per-string functions (capitalize, camelcase, chomp, chop, lstrip,
// rstrip, strip): a Numeric is returned as it is, a String transformed, and an
// Iterable[Variant[String, Numeric]] mapped element by element.
import { keepingEncoding } from './keep-encoding.js';
import { ArrayType, IterableType, NUMERIC, STRING, VariantType, infer, type Guard, type Value } from '../values/index.js';
import { defineFunction, type PuppetFunction } from './function.js';

/**
 * Iterable[Variant[String, Numeric]] as Puppet checks an array against it: by the array's inferred
 * element type, the common type of all elements, so ['a', 1] (common type ScalarData) is refused
 * while ['a', 'b'] and [1, 2.5] are accepted. Only arrays are mapped.
 */
class StringsOrNumbers extends IterableType {
  constructor() {
    super(new VariantType([STRING, NUMERIC]));
  }
  override isInstance(v: Value, g?: Guard): boolean {
    if (!Array.isArray(v)) return false;
    const t = infer(v);
    return t instanceof ArrayType && this.type!.isAssignable(t.element, g);
  }
}

const STRINGS_OR_NUMBERS = new StringsOrNumbers();

export function stringMapFunction(name: string, transform: (s: string) => string): PuppetFunction {
  return defineFunction(
    name,
    { params: [NUMERIC], names: ['arg'], call: (_ctx, args) => args[0]! },
    keepingEncoding({ params: [STRING], names: ['arg'], call: (_ctx, args) => transform(args[0] as string) }),
    keepingEncoding({
      params: [STRINGS_OR_NUMBERS],
      names: ['arg'],
      call: (_ctx, args) => (args[0] as readonly Value[]).map((x) => (typeof x === 'string' ? transform(x) : x)),
    }),
  );
}
