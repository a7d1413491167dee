// validate_array(values...) (stdlib 8, removed in 9): fails unless every value is an Array.
import { rubyInspect } from '../ruby-values.js';
import { rubyClass } from '../ruby-class.js';
import { parseError, requireSome, stdlibFunction } from './legacy.js';

export default stdlibFunction('validate_array', '4.x', (_ctx, args) => {
  requireSome('validate_array', args);
  for (const a of args) if (!Array.isArray(a)) throw parseError(`${rubyInspect(a)} is not an Array.  It looks to be a ${rubyClass(a)}`);
  return null;
});
