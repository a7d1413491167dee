// The shape of downcase and upcase in Puppet 7: a Numeric as it is, a String converted, and arrays
// and hashes of StringData (strings, numbers, and arrays and hashes of them) converted deeply,
// keys included.
import { keepingEncoding } from './keep-encoding.js';
import { ArrayType, HashType, NUMERIC, PHash, STRING, TypeAliasType, VariantType, type Value } from '../values/index.js';
import { defineFunction, type PuppetFunction } from './function.js';

const STRING_DATA: TypeAliasType = new TypeAliasType('StringData', (self) => new VariantType([STRING, NUMERIC, new ArrayType(self), new HashType(self, self)]));

export function caseMapFunction(name: string, convert: (s: string) => string): PuppetFunction {
  const deep = (v: Value): Value =>
    typeof v === 'string' ? convert(v) : Array.isArray(v) ? v.map(deep) : v instanceof PHash ? PHash.from(Array.from(v, ([k, x]) => [deep(k), deep(x)])) : v;
  return defineFunction(
    name,
    { params: [NUMERIC], names: ['arg'], call: (_ctx, args) => args[0]! },
    keepingEncoding({ params: [STRING], names: ['arg'], call: (_ctx, args) => convert(args[0] as string) }),
    keepingEncoding({ params: [new ArrayType(STRING_DATA)], names: ['arg'], call: (_ctx, args) => deep(args[0]!) }),
    { params: [new HashType(STRING_DATA, STRING_DATA)], names: ['arg'], call: (_ctx, args) => deep(args[0]!) },
  );
}
