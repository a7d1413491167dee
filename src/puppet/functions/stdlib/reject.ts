// stdlib's reject(array, pattern): the elements the regular expression does not match (Ruby's
// Array#grep_v: what is not a string is kept).
import { PRegexp } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { noMethodError, rubyString } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('reject', (_ctx, args) => {
  if (args.length !== 2) throw new FunctionError(`reject(): Wrong number of arguments given ${args.length} for 2`);
  const [array, pattern] = args;
  const re = PRegexp.of(rubyString(pattern!));
  if (!Array.isArray(array)) throw noMethodError('grep_v', array!);
  return array.filter((x) => typeof x !== 'string' || !re.test(x));
});
