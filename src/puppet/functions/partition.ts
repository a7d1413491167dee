// partition(collection) |$x| or |$key, $x|: [the elements the lambda is true for, the others]
// (a hash's elements are [key, value] pairs; an array's two-parameter lambda gets the index).
import { ARRAY, COLLECTION, PHash, isTruthy, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { entries } from './iteration.js';

function partition(v: Value, test: (k: Value, x: Value) => Value, element: (k: Value, x: Value) => Value): Value {
  const yes: Value[] = [];
  const no: Value[] = [];
  for (const [k, x] of entries(v)) (isTruthy(test(k, x)) ? yes : no).push(element(k, x));
  return [yes, no];
}

const pair = (k: Value, x: Value): Value => [k, x];

export default defineFunction(
  'partition',
  {
    params: [COLLECTION],
    block: 'required',
    blockArity: [1, 1],
    names: ['collection'],
    call(_ctx, args, lambda) {
      const element = args[0] instanceof PHash ? pair : (_k: Value, x: Value) => x;
      return partition(args[0]!, (k, x) => lambda!.call([element(k, x)]), element);
    },
  },
  {
    params: [ARRAY],
    block: 'required',
    blockArity: [2, 2],
    names: ['array'],
    call: (_ctx, args, lambda) => partition(args[0]!, (k, x) => lambda!.call([k, x]), (_k, x) => x),
  },
  {
    params: [COLLECTION],
    block: 'required',
    blockArity: [2, 2],
    names: ['collection'],
    call: (_ctx, args, lambda) => partition(args[0]!, (k, x) => lambda!.call([k, x]), pair),
  },
);
