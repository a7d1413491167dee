// stdlib's stdlib::seeded_rand(max, seed) and its deprecated name: a repeatable random Integer in
// 0...max drawn from the seed's MD5, as Puppet::Util.deterministic_rand_int draws it.
import { IntegerType, STRING, int } from '../../values/index.js';
import { md5Rand } from './fqdn_rotate.js';
import { deprecatedName, stdlib4x } from './stdlib-function.js';

export default stdlib4x('stdlib::seeded_rand', {
  params: [new IntegerType(1, Infinity), STRING],
  names: ['max', 'seed'],
  call: (_ctx, args) => int(md5Rand(args[1] as string, BigInt(args[0] as number | bigint))),
});

export const seededRandDeprecated = deprecatedName('seeded_rand');
