// stdlib's stdlib::seeded_rand_string(length, seed, [charset]) and its deprecated name: a
// repeatable random string from Ruby's Random seeded with the seed's SHA-256.
import { createHash } from 'node:crypto';
import { IntegerType, STRING, StringType } from '../../values/index.js';
import { rubyRandInt, rubyRandom } from '../ruby-random.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const namespaced = stdlib4x('stdlib::seeded_rand_string', {
  params: [new IntegerType(1, Infinity), STRING, new StringType(new IntegerType(2, Infinity))],
  required: 2,
  names: ['length', 'seed', 'charset'],
  call(_ctx, args) {
    const charset = Array.from((args[2] as string | undefined) ?? '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const random = rubyRandom(BigInt(`0x${createHash('sha256').update(args[1] as string, 'utf8').digest('hex')}`));
    return Array.from({ length: Number(args[0]) }, () => charset[Number(rubyRandInt(random, BigInt(charset.length)))]).join('');
  },
});

export default namespaced;

export const seededRandStringUnnamespaced = unnamespacedName(namespaced);
