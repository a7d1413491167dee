// stdlib's intersection(a, b): the elements of a also in b (Ruby's Array#&).
import { FunctionError } from '../dispatcher.js';
import { rubyClassOf } from '../ruby-values.js';
import { rubyIntersection } from './ruby-collections.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('intersection', (_ctx, args) => {
  if (args.length !== 2) throw new FunctionError(`intersection(): Wrong number of arguments given (${args.length} for 2)`);
  const [a, b] = args;
  if (!Array.isArray(a) || !Array.isArray(b)) throw new FunctionError(`intersection(): Requires 2 arrays, got ${rubyClassOf(a!)} and ${rubyClassOf(b!)}`);
  return rubyIntersection(a, b);
});
