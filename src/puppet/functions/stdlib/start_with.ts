// stdlib's stdlib::start_with(string, prefix(es)): whether the string starts with one of them.
import { ArrayType, IntegerType, STRING, StringType, VariantType } from '../../values/index.js';
import { stdlib4x } from './stdlib-function.js';

export const AFFIXES = new VariantType([new StringType(new IntegerType(1, Infinity)), new ArrayType(new StringType(new IntegerType(1, Infinity)), new IntegerType(1, Infinity))]);

export default stdlib4x('stdlib::start_with', {
  params: [STRING, AFFIXES],
  names: ['test_string', 'prefixes'],
  call: (_ctx, args) => [args[1]!].flat().some((p) => (args[0] as string).startsWith(p as string)),
});
