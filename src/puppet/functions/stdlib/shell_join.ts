// stdlib's shell_join(array): the elements' texts escaped for a Bourne shell, joined by spaces.
import { FunctionError } from '../dispatcher.js';
import { rubyInspect, rubyToS } from '../ruby-values.js';
import { rubyShellEscape } from './shellwords.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('shell_join', (_ctx, args) => {
  if (args.length !== 1) throw new FunctionError(`shell_join(): Wrong number of arguments given (${args.length} for 1)`);
  const [array] = args;
  if (!Array.isArray(array)) throw new FunctionError(`First argument is not an Array: ${rubyInspect(array!)}`);
  return array.map((x) => rubyShellEscape(rubyToS(x))).join(' ');
});
