// hash(array) (stdlib 8, removed in 9): a Hash from the flattened array's alternating keys and
// values (Ruby's `Hash[*array.flatten]`; a lone Hash element is copied).
import { PHash, type Value } from '../../values/index.js';
import { parseError, stdlibFunction } from './legacy.js';

const flat = (v: readonly Value[]): Value[] => v.flatMap((x) => (Array.isArray(x) ? flat(x as readonly Value[]) : [x]));

export default stdlibFunction('hash', '3.x', (_ctx, args) => {
  if (args.length === 0) throw parseError('hash(): Wrong number of arguments given (0 for 1)');
  const array = args[0]!;
  if (!Array.isArray(array)) throw parseError('hash(): Requires array to work with');
  const items = flat(array as readonly Value[]);
  if (items.length === 1 && items[0] instanceof PHash) return items[0];
  if (items.length % 2 !== 0) throw parseError('hash(): Unable to compute hash from array given');
  const entries: [Value, Value][] = [];
  for (let i = 0; i < items.length; i += 2) entries.push([items[i]!, items[i + 1]!]);
  return PHash.from(entries);
});
