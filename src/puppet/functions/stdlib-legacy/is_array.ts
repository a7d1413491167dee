// is_array(value) (stdlib 8, removed in 9): whether the value is an Array.
import { parseError, stdlibFunction } from './legacy.js';

export default stdlibFunction('is_array', '4.x', (_ctx, args) => {
  if (args.length === 0) throw parseError('is_array(): Wrong number of arguments given (0 for 1)');
  return Array.isArray(args[0]);
});
