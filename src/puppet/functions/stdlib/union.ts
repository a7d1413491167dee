// stdlib's union(arrays...): every element of the arrays once, in order (Ruby's Array#|).
import type { Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyUnion } from './ruby-collections.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('union', (_ctx, args) => {
  if (args.length < 2) throw new FunctionError(`union(): Wrong number of arguments given (${args.length} for < 2)`);
  if (!args.every(Array.isArray)) throw new FunctionError('union(): Every parameter must be an array');
  return (args as Value[][]).reduce(rubyUnion);
});
