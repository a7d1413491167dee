// stdlib's concat(array, values...): the array followed by each value (an array's elements).
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('concat', (_ctx, args) => {
  if (args.length < 2) throw new FunctionError(`concat(): Wrong number of arguments given (${args.length} for < 2)`);
  const [first, ...rest] = args;
  if (!Array.isArray(first)) throw new FunctionError('concat(): Requires array to work with');
  return rest.reduce<typeof first>((acc, x) => acc.concat(Array.isArray(x) ? x : [x]), first);
});
