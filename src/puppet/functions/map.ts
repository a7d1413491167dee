// map(iterable) |$x|: an array of the lambda's results, one per entry.
import { ANY, PHash } from '../values/index.js';
import { defineFunction } from './function.js';
import { callWith, entries } from './iteration.js';

export default defineFunction('map', {
  params: [ANY],
  block: 'required',
  names: ['iterable'],
  call(_ctx, args, lambda) {
    const hash = args[0] instanceof PHash;
    return entries(args[0]!).map(([k, v]) => callWith(lambda!, k, v, hash));
  },
});
