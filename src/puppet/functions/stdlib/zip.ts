// stdlib's zip(a, b, [flatten]): pairs of a's elements with b's (undef where b is shorter),
// flattened when the third argument reads as true (str2bool).
import type { Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { str2bool } from './str2bool.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('zip', (_ctx, args) => {
  if (args.length < 2) throw new FunctionError(`zip(): Wrong number of arguments given (${args.length} for 2)`);
  const [a, b, flatten] = args;
  if (!Array.isArray(a) || !Array.isArray(b)) throw new FunctionError('zip(): Requires array to work with');
  const pairs: Value[] = a.map((x, i) => [x, b[i] ?? null]);
  // Ruby's `if arguments[2]`: only a given, truthy argument is read.
  return flatten !== undefined && flatten !== false && str2bool(flatten) ? (pairs.flat(Infinity as 1) as Value[]) : pairs;
});
