// empty(value): whether a collection, string, Binary or Sensitive string has no elements; undef is empty
// and a number never is (Puppet deprecates asking); anything else is refused, as Puppet does.
import { BINARY, COLLECTION, NUMERIC, PBinary, PHash, PSensitive, STRING, SensitiveType, UNDEF, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

const isEmpty = (v: Value): boolean => (v instanceof PHash ? v.size === 0 : (v as string | readonly Value[]).length === 0);

export default defineFunction(
  'empty',
  { params: [COLLECTION], names: ['coll'], call: (_ctx, args) => isEmpty(args[0]!) },
  { params: [new SensitiveType(STRING)], names: ['str'], call: (_ctx, args) => isEmpty((args[0] as PSensitive).value) },
  { params: [STRING], names: ['str'], call: (_ctx, args) => isEmpty(args[0]!) },
  { params: [NUMERIC], names: ['num'], call: () => false },
  { params: [BINARY], names: ['bin'], call: (_ctx, args) => (args[0] as PBinary).bytes.length === 0 },
  { params: [UNDEF], names: ['x'], call: () => true },
);
