// reverse_each(iterable) [|$x|]: the entries last to first. With a lambda each is passed to it
// (undef is returned); without, an Iterator over them, as Puppet returns.
import { IterableType, PIterator, iterationElementType } from '../values/index.js';
import { defineFunction } from './function.js';
import { passingCollections } from './keep-encoding.js';
import { elements, untilBreak } from './iteration.js';

export default defineFunction(
  'reverse_each',
  passingCollections({ params: [new IterableType()], names: ['iterable'], call: (_ctx, args) => new PIterator(elements(args[0]!).reverse(), iterationElementType(args[0]!)) }),
  passingCollections({
    params: [new IterableType()],
    block: 'required',
    blockArity: [1, 1],
    names: ['iterable'],
    call(_ctx, args, lambda) {
      untilBreak(elements(args[0]!).reverse(), (x) => lambda!.call([x]));
      return null;
    },
  }),
);
