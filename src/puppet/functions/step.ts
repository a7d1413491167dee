// step(iterable, n) [|$x|]: every n-th entry starting with the first. With a lambda each is passed
// to it (undef is returned); without, an Iterator over them, as Puppet returns.
import { IntegerType, IterableType, PIterator, iterationElementType, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { elements, untilBreak } from './iteration.js';

const STEP = new IntegerType(1, Infinity);

function every(v: Value, n: number | bigint): Value[] {
  return elements(v).filter((_, i) => i % Number(n) === 0);
}

export default defineFunction(
  'step',
  { params: [new IterableType(), STEP], names: ['iterable', 'step'], call: (_ctx, args) => new PIterator(every(args[0]!, args[1] as number), iterationElementType(args[0]!)) },
  {
    params: [new IterableType(), STEP],
    block: 'required',
    blockArity: [1, 1],
    names: ['iterable', 'step'],
    call(_ctx, args, lambda) {
      untilBreak(every(args[0]!, args[1] as number), (x) => lambda!.call([x]));
      return null;
    },
  },
);
