// stdlib's stdlib::seeded_rand(max, seed) and its unnamespaced name: a repeatable random Integer in
// 0...max drawn from the seed's MD5, as Puppet::Util.deterministic_rand_int draws it. stdlib 8's
// seeded_rand is a 3.x function: a max that is_integer() accepts, its own checks.
import { IntegerType, STRING, int } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { legacyFunction } from '../legacy-function.js';
import { md5Rand } from './fqdn_rotate.js';
import { stdlib4x, stdlib8PositiveInteger, unnamespacedName } from './stdlib-function.js';

const namespaced = stdlib4x('stdlib::seeded_rand', {
  params: [new IntegerType(1, Infinity), STRING],
  names: ['max', 'seed'],
  call: (_ctx, args) => int(md5Rand(args[1] as string, BigInt(args[0] as number | bigint))),
});

export default namespaced;

const stdlib8 = legacyFunction('seeded_rand', 2, (ctx, [max, seed]) => {
  const bound = stdlib8PositiveInteger(ctx, max!);
  if (bound <= 0n) throw new FunctionError('seeded_rand(): first argument must be a positive integer');
  if (typeof seed !== 'string') throw new FunctionError('seeded_rand(): second argument must be a string');
  return int(md5Rand(seed, bound));
});

export const seededRandUnnamespaced = unnamespacedName(namespaced, stdlib8.signatures);
