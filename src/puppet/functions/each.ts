// each(iterable) |$x| / |$k, $v|: calls the lambda per entry; returns the iterable.
import { ANY, PHash } from '../values/index.js';
import { defineFunction } from './function.js';
import { callWith, entries, untilBreak } from './iteration.js';

export default defineFunction('each', {
  params: [ANY],
  block: 'required',
  blockArity: [1, 2],
  names: ['iterable'],
  call(_ctx, args, lambda) {
    const hash = args[0] instanceof PHash;
    untilBreak(entries(args[0]!), ([k, v]) => callWith(lambda!, k, v, hash));
    return args[0]!;
  },
});
