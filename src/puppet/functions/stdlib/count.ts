// stdlib's count(array, [item]): how many elements equal the item (Ruby's ==), or, without one,
// how many are neither undef nor ''.
import { rubyEquals } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { noMethodError } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x(
  'count',
  (_ctx, args) => {
    if (args.length > 2) throw new FunctionError(`count(): Wrong number of arguments given ${args.length} for 1 or 2.`);
    const [collection, item] = args;
    if (!Array.isArray(collection)) throw noMethodError('count', collection!);
    // Ruby's `if item`: an absent or false item counts the non-empty elements.
    if (item !== undefined && item !== null && item !== false) return collection.filter((x) => rubyEquals(x, item)).length;
    return collection.filter((x) => x !== null && x !== '').length;
  },
  -2,
);
