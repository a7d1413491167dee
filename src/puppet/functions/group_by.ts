// group_by(collection) |$x| or |$key, $x|: a hash from each lambda result to the elements that
// gave it, in order (a hash's elements are [key, value] pairs; an array's two-parameter lambda
// gets the index and groups the elements).
import { ARRAY, COLLECTION, HashBuilder, PHash, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { entries } from './iteration.js';

function groupBy(v: Value, key: (k: Value, x: Value) => Value, element: (k: Value, x: Value) => Value): PHash {
  const groups = new HashBuilder();
  for (const [k, x] of entries(v)) {
    const g = key(k, x);
    // Each group's list grows in place until the hash is built (no one else sees it before).
    const list = groups.get(g) as Value[] | undefined;
    if (list) list.push(element(k, x));
    else groups.set(g, [element(k, x)]);
  }
  return groups.build();
}

const pair = (k: Value, x: Value): Value => [k, x];

export default defineFunction(
  'group_by',
  {
    params: [COLLECTION],
    block: 'required',
    blockArity: [1, 1],
    names: ['collection'],
    call(_ctx, args, lambda) {
      const hash = args[0] instanceof PHash;
      const element = hash ? pair : (_k: Value, x: Value) => x;
      return groupBy(args[0]!, (k, x) => lambda!.call([element(k, x)]), element);
    },
  },
  {
    params: [ARRAY],
    block: 'required',
    blockArity: [2, 2],
    names: ['array'],
    call: (_ctx, args, lambda) => groupBy(args[0]!, (k, x) => lambda!.call([k, x]), (_k, x) => x),
  },
  {
    params: [COLLECTION],
    block: 'required',
    blockArity: [2, 2],
    names: ['collection'],
    call: (_ctx, args, lambda) => groupBy(args[0]!, (k, x) => lambda!.call([k, x]), pair),
  },
);
