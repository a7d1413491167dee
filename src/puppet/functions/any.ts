// any(iterable) |$x| or |$key, $x|: whether the lambda is true for some entry (stops at the first).
import { isTruthy } from '../values/index.js';
import { defineFunction } from './function.js';
import { entries, lambdaSignatures } from './iteration.js';

export default defineFunction('any', ...lambdaSignatures((v, test) => entries(v).some(([k, x]) => isTruthy(test(k, x))), 'pair'));
