// slice(iterable, size) [|$slice| or |$a, $b, ...|]: the entries in slices of `size`; with a
// lambda, each slice is passed whole (one parameter) or spread over `size` parameters (the last
// slice padded with undef, or [] for a hash), and the iterable is returned.
import { HASH, IntegerType, IterableType, PHash, type Value } from '../values/index.js';
import type { Lambda } from './context.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { elements, untilBreak } from './iteration.js';

const SIZE = new IntegerType(1, Infinity);

/** How many values the lambda takes per call: 1 (the slice) or the slice size (spread). */
function servingSize(lambda: Lambda, size: number): number {
  const n = lambda.capturesRest ? size : lambda.parameterCount;
  if (n === 0) throw new FunctionError('slice(): block must define at least one parameter. Block has 0.');
  if (n !== 1 && n !== size) {
    throw new FunctionError(`slice(): block must define one parameter, or the same number of parameters as the given size of the slice (${size}). Block has ${n}; ${lambda.parameterNames.join(', ')}`);
  }
  return n;
}

function slice(args: Value[], lambda: Lambda | undefined): Value {
  const v = args[0]!;
  const size = Number(args[1]);
  const hash = v instanceof PHash;
  const items = elements(v);
  const slices: Value[][] = [];
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size));
  if (!lambda) return slices;
  const serving = servingSize(lambda, size);
  untilBreak(slices, (s) => (serving === 1 ? lambda.call([s]) : lambda.call([...s, ...Array<Value>(size - s.length).fill(hash ? [] : null)])));
  return v;
}

export default defineFunction(
  'slice',
  { params: [HASH, SIZE], block: 'optional', names: ['hash', 'slice_size'], call: (_ctx, args, lambda) => slice(args, lambda) },
  { params: [new IterableType(), SIZE], block: 'optional', names: ['enumerable', 'slice_size'], call: (_ctx, args, lambda) => slice(args, lambda) },
);
