// stdlib's num2bool(number): whether the number (or a String read as a Float) is at least 1 once
// truncated; anything else by the digits its text starts with.
import { PFloat, isInteger } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { stringToI } from '../ruby-number.js';
import { parseRubyFloat, rubyToS } from '../ruby-values.js';
import { rubyBinaryInspect } from '../../../data/ruby-inspect.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('num2bool', (_ctx, args) => {
  if (args.length !== 1) throw new FunctionError(`num2bool(): Wrong number of arguments given (${args.length} for 1)`);
  const [n] = args;
  if (isInteger(n!)) return n > 0;
  if (n instanceof PFloat) return Math.trunc(n.value) > 0;
  if (typeof n === 'string') {
    const f = parseRubyFloat(n);
    if (f === undefined) throw new FunctionError(`num2bool(): '${n}' does not look like a number: invalid value for Float(): ${rubyBinaryInspect(n)}`);
    return Math.trunc(f) > 0;
  }
  return stringToI(rubyToS(n!)) > 0n;
});
