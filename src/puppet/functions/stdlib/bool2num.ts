// stdlib's bool2num(value): 1 or 0 for a Boolean or what str2bool reads as one.
import { FunctionError } from '../dispatcher.js';
import { str2bool } from './str2bool.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('bool2num', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('bool2num(): Wrong number of arguments given (0 for 1)');
  return str2bool(args[0]) ? 1 : 0;
});
