// stdlib's any2bool(value): a Boolean as it is; undef false; a number (or numeric string) by
// num2bool, another string by str2bool; anything else true.
import { PFloat, isInteger } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { parseRubyFloat } from '../ruby-values.js';
import { str2bool } from './str2bool.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('any2bool', (ctx, args) => {
  if (args.length === 0) throw new FunctionError('any2bool(): Wrong number of arguments given (0 for 1)');
  const [v] = args;
  if (typeof v === 'boolean') return v;
  if (v === null) return false;
  if (isInteger(v!) || v instanceof PFloat || (typeof v === 'string' && parseRubyFloat(v) !== undefined)) return ctx.call('num2bool', [v!]);
  if (typeof v === 'string') return str2bool(v);
  return true;
});
