// has_key(hash, key) (stdlib 8, removed in 9): whether the Hash has the key.
import { PHash, type Value } from '../../values/index.js';
import { rubyClass } from '../ruby-class.js';
import { rubyInspect } from '../ruby-values.js';
import { parseError, stdlibFunction } from './legacy.js';

export default stdlibFunction('has_key', '3.x', (_ctx, args) => {
  if (args.length !== 2) throw parseError(`has_key(): wrong number of arguments (${args.length}; must be 2)`);
  const [h, key] = args as [Value, Value];
  if (!(h instanceof PHash)) throw parseError(`has_key(): expects the first argument to be a hash, got ${rubyInspect(h)} which is of type ${rubyClass(h)}`);
  return h.has(key);
});
