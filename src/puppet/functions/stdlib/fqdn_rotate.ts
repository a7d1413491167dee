// stdlib's stdlib::fqdn_rotate(array or string, [seeds...]) and its deprecated name: the elements
// (characters) rotated left by a number drawn, as Puppet draws it, from the MD5 of
// "<networking.fqdn>:<seeds>" — the same rotation on every run for a node.
import { createHash } from 'node:crypto';
import { ARRAY, INTEGER, STRING, VariantType, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { rubyRandInt, rubyRandom } from '../ruby-random.js';
import { rubyToS } from '../ruby-values.js';
import { fact } from './facts.js';
import { deprecatedName, stdlib4x } from './stdlib-function.js';

const SEED = new VariantType([INTEGER, STRING]);

/** Puppet::Util.deterministic_rand_int: Ruby's Random seeded with the MD5 of `text`, below `max`. */
export function md5Rand(text: string, max: bigint): bigint {
  return rubyRandInt(rubyRandom(BigInt(`0x${createHash('md5').update(text, 'utf8').digest('hex')}`)), max);
}

function rotate(ctx: FunctionContext, input: readonly Value[], seeds: readonly Value[]): Value[] {
  if (input.length <= 1) return [...input];
  // Ruby's [fqdn, seeds].join(':'): the seeds array joined in place, so no seeds still adds ':'.
  const text = `${rubyToS(fact(ctx, 'networking', 'fqdn'))}:${seeds.map(rubyToS).join(':')}`;
  const offset = Number(md5Rand(text, BigInt(input.length)));
  return [...input.slice(offset), ...input.slice(0, offset)];
}

export default stdlib4x(
  'stdlib::fqdn_rotate',
  { params: [STRING], rest: SEED, names: ['input', 'seeds'], call: (ctx, args) => rotate(ctx, Array.from(args[0] as string), args.slice(1)).join('') },
  { params: [ARRAY], rest: SEED, names: ['input', 'seeds'], call: (ctx, args) => rotate(ctx, args[0] as Value[], args.slice(1)) },
);

export const fqdnRotateDeprecated = deprecatedName('fqdn_rotate');
