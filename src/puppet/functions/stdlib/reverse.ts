// stdlib's reverse(array or string): the elements (characters) in reverse order.
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('reverse', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('reverse(): Wrong number of arguments given (0 for 1)');
  const [value] = args;
  if (Array.isArray(value)) return [...value].reverse();
  if (typeof value === 'string') return Array.from(value).reverse().join('');
  throw new FunctionError('reverse(): Requires either array or string to work with');
});
