// stdlib's grep(array, pattern): the elements the regular expression matches (Ruby's Array#grep:
// strings only, by Ruby's regexp syntax).
import { PRegexp } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { noMethodError, rubyString } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('grep', (_ctx, args) => {
  if (args.length !== 2) throw new FunctionError(`grep(): Wrong number of arguments given ${args.length} for 2`);
  const [array, pattern] = args;
  const re = PRegexp.of(rubyString(pattern!));
  if (!Array.isArray(array)) throw noMethodError('grep', array!);
  return array.filter((x) => typeof x === 'string' && re.test(x));
});
