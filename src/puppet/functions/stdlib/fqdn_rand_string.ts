// stdlib's stdlib::fqdn_rand_string(length, [charset], [seeds...]) and its unnamespaced name: a
// node-repeatable random string, each character drawn by fqdn_rand with the seeds and its position.
// stdlib 8's fqdn_rand_string is a 3.x function: a length that is_integer() accepts, its own checks.
import { ANY, IntegerType, OptionalType, STRING, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { FunctionError } from '../dispatcher.js';
import { legacyFunction } from '../legacy-function.js';
import { rubyJoin } from '../ruby-values.js';
import { stdlib4x, stdlib8PositiveInteger, unnamespacedName } from './stdlib-function.js';

const ALNUM = Array.from('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');

function randomString(ctx: FunctionContext, length: number, given: Value | undefined, seeds: readonly Value[]): string {
  const charset = typeof given === 'string' && given !== '' ? Array.from(given) : ALNUM;
  let out = '';
  for (let i = 1; i <= length; i++) out += charset[Number(ctx.call('fqdn_rand', [charset.length, rubyJoin([...seeds, String(i)], ':')]))]!;
  return out;
}

const namespaced = stdlib4x('stdlib::fqdn_rand_string', {
  params: [new IntegerType(1, Infinity), new OptionalType(STRING)],
  required: 1,
  rest: ANY,
  names: ['length', 'charset', 'seed'],
  call: (ctx, args) => randomString(ctx, Number(args[0]), args[1], args.slice(2)),
});

export default namespaced;

const stdlib8 = legacyFunction('fqdn_rand_string', -2, (ctx, args) => {
  const [length, charset, ...seeds] = args;
  const count = stdlib8PositiveInteger(ctx, length!);
  if (count <= 0n) throw new FunctionError('fqdn_rand_string(): first argument must be a positive integer');
  if (charset !== undefined && typeof charset !== 'string') throw new FunctionError('fqdn_rand_string(): second argument must be undef or a string');
  return randomString(ctx, Number(count), charset, seeds);
});

export const fqdnRandStringUnnamespaced = unnamespacedName(namespaced, stdlib8.signatures);
