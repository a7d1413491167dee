// dig(value, keys...): follows keys and indexes into nested hashes and arrays; undef when a step is missing.
import { ANY, PHash, isInteger, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('dig', {
  params: [ANY],
  rest: ANY,
  names: ['data', 'args'],
  call(_ctx, args) {
    let cur: Value = args[0]!;
    for (const k of args.slice(1)) {
      if (cur === null) return null;
      if (cur instanceof PHash) cur = cur.get(k) ?? null;
      else if (Array.isArray(cur) && isInteger(k)) cur = cur[Number(k)] ?? null;
      else return null;
    }
    return cur;
  },
});
