// map(iterable) |$x|: an array of the lambda's results, one per entry.
import { ANY, PHash, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { callWith, entries, untilBreak } from './iteration.js';

export default defineFunction('map', {
  params: [ANY],
  block: 'required',
  blockArity: [1, 2],
  names: ['iterable'],
  call(_ctx, args, lambda) {
    const hash = args[0] instanceof PHash;
    const out: Value[] = [];
    untilBreak(entries(args[0]!), ([k, v]) => out.push(callWith(lambda!, k, v, hash)));
    return out;
  },
});
