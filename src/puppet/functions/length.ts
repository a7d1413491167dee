// length(collection or string): the number of elements, entries or characters.
import { PHash, VariantType, ARRAY, HASH, STRING, stringLength } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('length', {
  params: [new VariantType([ARRAY, HASH, STRING])],
  names: ['arg'],
  call(_ctx, args) {
    const v = args[0]!;
    if (typeof v === 'string') return stringLength(v);
    return v instanceof PHash ? v.size : (v as readonly unknown[]).length;
  },
});
