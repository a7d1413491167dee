// downcase(string or array/hash of strings): lower case.
import { ANY, PHash, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

const down = (v: Value): Value => (typeof v === 'string' ? v.toLowerCase() : Array.isArray(v) ? v.map(down) : v instanceof PHash ? PHash.from(Array.from(v, ([k, x]) => [down(k), down(x)])) : v);

export default defineFunction('downcase', { params: [ANY], names: ['arg'], call: (_ctx, args) => down(args[0]!) });
