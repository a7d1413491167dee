// empty(value): whether a collection or string has no elements (undef is empty; numbers never are).
import { ANY, PHash } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('empty', {
  params: [ANY],
  names: ['arg'],
  call(_ctx, args) {
    const v = args[0]!;
    if (v === null) return true;
    if (typeof v === 'string') return v.length === 0;
    if (Array.isArray(v)) return v.length === 0;
    if (v instanceof PHash) return v.size === 0;
    return false;
  },
});
