// reduce(iterable, [memo]) |$memo, $x|: folds the entries (a hash's entries are [key, value]).
import { ANY, IterableType, type Value } from '../values/index.js';
import type { Lambda } from './context.js';
import { defineFunction } from './function.js';
import { elements, untilBreak } from './iteration.js';

const ITERABLE = new IterableType();

/** The fold from `memo`, or from the first entry when no memo is given (undef for no entries). */
function reduce(v: Value, lambda: Lambda, memo?: Value): Value {
  const items = elements(v);
  let acc: Value;
  if (memo !== undefined) acc = memo;
  else {
    if (items.length === 0) return null;
    acc = items.shift()!;
  }
  untilBreak(items, (x) => (acc = lambda.call([acc, x])));
  return acc;
}

export default defineFunction(
  'reduce',
  { params: [ITERABLE], block: 'required', blockArity: [2, 2], names: ['enumerable'], call: (_ctx, args, lambda) => reduce(args[0]!, lambda!) },
  { params: [ITERABLE, ANY], block: 'required', blockArity: [2, 2], names: ['enumerable', 'memo'], call: (_ctx, args, lambda) => reduce(args[0]!, lambda!, args[1]!) },
);
