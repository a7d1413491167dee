// validate_string(values...) (stdlib 8, removed in 9): fails unless every value is a String or undef.
import { rubyInspect } from '../ruby-values.js';
import { rubyClass } from '../ruby-class.js';
import { parseError, requireSome, stdlibFunction } from './legacy.js';

export default stdlibFunction('validate_string', '4.x', (_ctx, args) => {
  requireSome('validate_string', args);
  for (const a of args) if (typeof a !== 'string' && a !== null) throw parseError(`${rubyInspect(a)} is not a string.  It looks to be a ${rubyClass(a)}`);
  return null;
});
