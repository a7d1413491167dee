// each(iterable) |$x| / |$k, $v|: calls the lambda per entry; returns the iterable.
import { defineFunction } from './function.js';
import { entries, lambdaSignatures, untilBreak } from './iteration.js';

export default defineFunction(
  'each',
  ...lambdaSignatures((v, call) => {
    untilBreak(entries(v), ([k, x]) => call(k, x));
    return v;
  }, 'pair'),
);
