// stdlib's stdlib::fqdn_rotate(array or string, [seeds...]) and its unnamespaced name: the elements
// (characters) rotated left by a number drawn, as Puppet draws it, from the MD5 of
// "<fqdn>:<seeds>" — the same rotation on every run for a node. stdlib 9 reads the fact
// networking.fqdn and takes Integer or String seeds; stdlib 8's fqdn_rotate, a 3.x function, reads
// the top-scope $fqdn and joins any seeds as Ruby does.
import { createHash } from 'node:crypto';
import { ARRAY, INTEGER, STRING, VariantType, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { legacyFunction } from '../legacy-function.js';
import { rubyRandInt, rubyRandom } from '../ruby-random.js';
import { rubyJoin } from '../ruby-values.js';
import { fact } from './facts.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const SEED = new VariantType([INTEGER, STRING]);

/** Puppet::Util.deterministic_rand_int: Ruby's Random seeded with the MD5 of `text`, below `max`. */
export function md5Rand(text: string, max: bigint): bigint {
  return rubyRandInt(rubyRandom(BigInt(`0x${createHash('md5').update(text, 'utf8').digest('hex')}`)), max);
}

function rotate(fqdn: Value, input: readonly Value[], seeds: readonly Value[]): Value[] {
  if (input.length <= 1) return [...input];
  // Ruby's [fqdn, seeds].join(':'): the seeds array joined in place, so no seeds still adds ':'.
  const text = rubyJoin([fqdn, [...seeds]], ':');
  const offset = Number(md5Rand(text, BigInt(input.length)));
  return [...input.slice(offset), ...input.slice(0, offset)];
}

const namespaced = stdlib4x(
  'stdlib::fqdn_rotate',
  { params: [STRING], rest: SEED, names: ['input', 'seeds'], call: (ctx, args) => rotate(fact(ctx, 'networking', 'fqdn'), Array.from(args[0] as string), args.slice(1)).join('') },
  { params: [ARRAY], rest: SEED, names: ['input', 'seeds'], call: (ctx, args) => rotate(fact(ctx, 'networking', 'fqdn'), args[0] as Value[], args.slice(1)) },
);

export default namespaced;

const stdlib8 = legacyFunction('fqdn_rotate', -1, (ctx, args) => {
  if (args.length === 0) throw new FunctionError('fqdn_rotate(): Wrong number of arguments given (0 for 1)');
  const [value, ...seeds] = args;
  if (typeof value !== 'string' && !Array.isArray(value)) throw new FunctionError('fqdn_rotate(): Requires either array or string to work with');
  const fqdn = ctx.variable('::fqdn') ?? null;
  return typeof value === 'string' ? rotate(fqdn, Array.from(value), seeds).join('') : rotate(fqdn, value, seeds);
});

export const fqdnRotateUnnamespaced = unnamespacedName(namespaced, stdlib8.signatures);
