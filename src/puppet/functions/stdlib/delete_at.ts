// stdlib's delete_at(array, index): the array without the element at the index.
import type { Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { stringToI } from '../ruby-number.js';
import { noMethodError } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

function toI(v: Value): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return Number(stringToI(v));
  throw noMethodError('to_i', v);
}

export default stdlib3x('delete_at', (_ctx, args) => {
  if (args.length < 2) throw new FunctionError(`delete_at(): Wrong number of arguments given (${args.length} for 2)`);
  const [array, given] = args;
  if (!Array.isArray(array)) throw new FunctionError('delete_at(): Requires array to work with');
  if (typeof given === 'string' && !/^\d+$/m.test(given)) throw new FunctionError('delete_at(): You must provide non-negative numeric index');
  const index = toI(given!);
  if (index > array.length - 1) throw new FunctionError('delete_at(): Given index exceeds size of array given');
  const at = index < 0 ? array.length + index : index;
  return at < 0 ? array : array.filter((_, i) => i !== at);
});
