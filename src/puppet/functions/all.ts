// all(iterable) |$x| or |$key, $x|: whether the lambda is true for every entry (stops at the first false).
import { isTruthy } from '../values/index.js';
import { defineFunction } from './function.js';
import { entries, lambdaSignatures } from './iteration.js';

export default defineFunction('all', ...lambdaSignatures((v, test) => entries(v).every(([k, x]) => isTruthy(test(k, x))), 'pair'));
