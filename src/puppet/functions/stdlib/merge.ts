// stdlib's stdlib::merge(hashes...) — later keys win; undef and '' are skipped — or, with a
// lambda, the hashes the lambda returns for each element of an iterable merged in turn; and its
// deprecated name merge.
import { ANY, HashType, IntegerType, PHash, SCALAR, StringType, UNDEF, VariantType, IterableType, type Value } from '../../values/index.js';
import type { Lambda } from '../context.js';
import { entries } from '../iteration.js';
import { rubyMerge } from './ruby-collections.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

function mergeLambda(iterable: Value, lambda: Lambda, withIndex: boolean): PHash {
  let accumulator = PHash.EMPTY;
  const isHash = iterable instanceof PHash;
  for (const [key, element] of entries(iterable)) {
    // Two parameters: a hash's entries come as [key, value] pairs; three: key or index, then value.
    const r = withIndex ? lambda.call([accumulator, key, element]) : lambda.call([accumulator, isHash ? [key, element] : element]);
    if (r instanceof PHash) accumulator = rubyMerge(accumulator, r);
  }
  return accumulator;
}

const namespaced = stdlib4x(
  'stdlib::merge',
  {
    params: [],
    rest: new VariantType([new HashType(SCALAR, ANY), UNDEF, new StringType(new IntegerType(0, 0))]),
    names: ['args'],
    call: (_ctx, args) => args.reduce<PHash>((acc, h) => (h instanceof PHash ? rubyMerge(acc, h) : acc), PHash.EMPTY),
  },
  { params: [], rest: new IterableType(), names: ['args'], block: 'required', blockArity: [3, 3], call: (_ctx, args, lambda) => mergeLambda(args[0]!, lambda!, true) },
  { params: [], rest: new IterableType(), names: ['args'], block: 'required', blockArity: [2, 2], call: (_ctx, args, lambda) => mergeLambda(args[0]!, lambda!, false) },
);

export default namespaced;

export const mergeUnnamespaced = unnamespacedName(namespaced);
