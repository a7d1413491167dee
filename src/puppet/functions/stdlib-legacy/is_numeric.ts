// is_numeric(value) (stdlib 8, removed in 9): a number, or a String holding a decimal number
// (optional fraction and exponent, no leading zeros; any one line of the text is enough, as in Ruby).
import { isNumeric } from '../../values/index.js';
import { parseError, stdlibFunction } from './legacy.js';

export default stdlibFunction('is_numeric', '4.x', (_ctx, args) => {
  if (args.length !== 1) throw parseError(`is_numeric(): Wrong number of arguments given ${args.length} for 1`);
  const v = args[0]!;
  return isNumeric(v) || (typeof v === 'string' && /^-?(?:[1-9]\d*|0)(?:\.\d+)?(?:[eE]-?\d+)?$/m.test(v));
});
