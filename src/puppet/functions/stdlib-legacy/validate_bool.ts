// validate_bool(values...) (stdlib 8, removed in 9): fails unless every value is a Boolean.
import { rubyInspect } from '../ruby-values.js';
import { rubyClass } from '../ruby-class.js';
import { parseError, requireSome, stdlibFunction } from './legacy.js';

export default stdlibFunction('validate_bool', '4.x', (_ctx, args) => {
  requireSome('validate_bool', args);
  for (const a of args) if (typeof a !== 'boolean') throw parseError(`${rubyInspect(a)} is not a boolean.  It looks to be a ${rubyClass(a)}`);
  return null;
});
