// upcase(string or array/hash of strings): upper case.
import { ANY, PHash, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

const up = (v: Value): Value => (typeof v === 'string' ? v.toUpperCase() : Array.isArray(v) ? v.map(up) : v instanceof PHash ? PHash.from(Array.from(v, ([k, x]) => [up(k), up(x)])) : v);

export default defineFunction('upcase', { params: [ANY], names: ['arg'], call: (_ctx, args) => up(args[0]!) });
