// each(iterable) |$x| / |$k, $v|: calls the lambda per entry; returns the iterable.
import { ANY, PHash } from '../values/index.js';
import { defineFunction } from './function.js';
import { callWith, entries } from './iteration.js';

export default defineFunction('each', {
  params: [ANY],
  block: 'required',
  names: ['iterable'],
  call(_ctx, args, lambda) {
    const hash = args[0] instanceof PHash;
    for (const [k, v] of entries(args[0]!)) callWith(lambda!, k, v, hash);
    return args[0]!;
  },
});
