// map(iterable) |$x|: an array of the lambda's results, one per entry.
import type { Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { entries, lambdaSignatures, untilBreak } from './iteration.js';

export default defineFunction(
  'map',
  ...lambdaSignatures((v, call) => {
    const out: Value[] = [];
    untilBreak(entries(v), ([k, x]) => out.push(call(k, x)));
    return out;
  }, 'pair'),
);
