// is_integer(value) (stdlib 8, removed in 9): an Integer, or a String holding a decimal integer
// without leading zeros (Ruby's `^`/`$` match at any line, so one such line is enough).
import { isInteger } from '../../values/index.js';
import { parseError, stdlibFunction } from './legacy.js';

export default stdlibFunction('is_integer', '3.x', (_ctx, args) => {
  if (args.length !== 1) throw parseError(`is_integer(): Wrong number of arguments given ${args.length} for 1`);
  const v = args[0]!;
  return isInteger(v) || (typeof v === 'string' && /^-?(?:[1-9]\d*|0)$/m.test(v));
});
