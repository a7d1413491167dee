// is_hash(value) (stdlib 8, removed in 9): whether the value is a Hash.
import { PHash } from '../../values/index.js';
import { parseError, stdlibFunction } from './legacy.js';

export default stdlibFunction('is_hash', '3.x', (_ctx, args) => {
  if (args.length !== 1) throw parseError(`is_hash(): Wrong number of arguments given (${args.length} for 1)`);
  return args[0] instanceof PHash;
});
