// validate_hash(values...) (stdlib 8, removed in 9): fails unless every value is a Hash.
import { PHash } from '../../values/index.js';
import { rubyInspect } from '../ruby-values.js';
import { rubyClass } from '../ruby-class.js';
import { parseError, requireSome, stdlibFunction } from './legacy.js';

export default stdlibFunction('validate_hash', '4.x', (_ctx, args) => {
  requireSome('validate_hash', args);
  for (const a of args) if (!(a instanceof PHash)) throw parseError(`${rubyInspect(a)} is not a Hash.  It looks to be a ${rubyClass(a)}`);
  return null;
});
