// stdlib's stdlib::sort_by(iterable) |x| { key }: the elements ordered by the keys the lambda gives
// (Ruby's <=>). A hash's entries reach the lambda as one [key, value] pair, so a lambda of two
// parameters fails for want of the second, as it does with stdlib.
import { ARRAY, HASH, PHash, STRING, type Value } from '../../values/index.js';
import type { Lambda } from '../context.js';
import { rubyCompare } from '../ruby-compare.js';
import { mergeSort } from '../sort.js';
import { stdlib4x } from './stdlib-function.js';

function sortBy<T>(items: readonly T[], key: (x: T) => Value): T[] {
  const keys = items.map(key);
  return (mergeSort(keys.map((_, i) => i), (a, b) => rubyCompare(keys[a as number]!, keys[b as number]!)) as number[]).map((i) => items[i]!);
}

const pairKey = (lambda: Lambda) => (e: readonly [Value, Value]) => lambda.call([[e[0], e[1]]]);

export default stdlib4x(
  'stdlib::sort_by',
  { params: [ARRAY], names: ['ary'], block: 'required', blockArity: [1, 1], call: (_ctx, args, lambda) => sortBy(args[0] as Value[], (x) => lambda!.call([x])) },
  { params: [STRING], names: ['str'], block: 'required', blockArity: [1, 1], call: (_ctx, args, lambda) => sortBy(Array.from(args[0] as string), (c) => lambda!.call([c])).join('') },
  { params: [HASH], names: ['hsh'], block: 'required', blockArity: [1, 2], call: (_ctx, args, lambda) => PHash.from(sortBy(Array.from(args[0] as PHash), pairKey(lambda!))) },
);
