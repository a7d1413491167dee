// unique(array or string): the elements without repeats, first occurrence kept.
import { ARRAY, STRING, VariantType, equals, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('unique', {
  params: [new VariantType([ARRAY, STRING])],
  names: ['arg'],
  call(_ctx, args) {
    const v = args[0]!;
    if (typeof v === 'string') return [...new Set(v)].join('');
    const out: Value[] = [];
    for (const x of v as readonly Value[]) if (!out.some((y) => equals(x, y) && typeof x === typeof y)) out.push(x);
    return out;
  },
});
