// stdlib's difference(a, b): the elements of a not in b (Ruby's Array#-).
import { FunctionError } from '../dispatcher.js';
import { rubyDifference } from './ruby-collections.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('difference', (_ctx, args) => {
  if (args.length !== 2) throw new FunctionError(`difference(): Wrong number of arguments given (${args.length} for 2)`);
  const [a, b] = args;
  if (!Array.isArray(a) || !Array.isArray(b)) throw new FunctionError('difference(): Requires 2 arrays');
  return rubyDifference(a, b);
});
