// stdlib's member(array, item(s)): whether the item (a String or Integer), or every element of an
// array of items, is in the array.
import { isInteger } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyDifference } from './ruby-collections.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('member', (_ctx, args) => {
  if (args.length < 2) throw new FunctionError(`member(): Wrong number of arguments given (${args.length} for 2)`);
  const [array, wanted] = args;
  if (!Array.isArray(array)) throw new FunctionError('member(): Requires array to work with');
  if (!(typeof wanted === 'string' || isInteger(wanted!) || Array.isArray(wanted))) {
    throw new FunctionError('member(): Item to search for must be a string, fixnum, or array');
  }
  const items = Array.isArray(wanted) ? wanted : [wanted!];
  if (items.length === 0) throw new FunctionError('member(): You must provide item to search for within array given');
  return rubyDifference(items, array).length === 0;
});
