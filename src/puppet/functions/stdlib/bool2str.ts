// stdlib's bool2str(boolean, [true text, false text]): 'true'/'false' or the given texts.
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('bool2str', (_ctx, args) => {
  if (args.length !== 1 && args.length !== 3) throw new FunctionError(`bool2str(): Wrong number of arguments given (${args.length} for 3)`);
  const [value, yes = 'true', no = 'false'] = args;
  if (typeof value !== 'boolean') throw new FunctionError('bool2str(): Requires a boolean to work with');
  // Ruby's `arguments[1] || 'true'`: a false text falls back too.
  const texts = [yes === false ? 'true' : yes, no === false ? 'false' : no];
  if (!texts.every((t) => typeof t === 'string')) throw new FunctionError('bool2str(): Requires strings to convert to');
  return value ? texts[0]! : texts[1]!;
});
