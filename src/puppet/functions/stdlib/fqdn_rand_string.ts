// stdlib's stdlib::fqdn_rand_string(length, [charset], [seeds...]) and its deprecated name: a
// node-repeatable random string, each character drawn by fqdn_rand with the seeds and its position.
import { ANY, IntegerType, OptionalType, STRING } from '../../values/index.js';
import { rubyToS } from '../ruby-values.js';
import { deprecatedName, stdlib4x } from './stdlib-function.js';

const ALNUM = Array.from('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');

export default stdlib4x('stdlib::fqdn_rand_string', {
  params: [new IntegerType(1, Infinity), new OptionalType(STRING)],
  required: 1,
  rest: ANY,
  names: ['length', 'charset', 'seed'],
  call(ctx, args) {
    const given = args[1];
    const charset = typeof given === 'string' && given !== '' ? Array.from(given) : ALNUM;
    const seeds = args.slice(2).map(rubyToS);
    let out = '';
    for (let i = 1; i <= Number(args[0]); i++) out += charset[Number(ctx.call('fqdn_rand', [charset.length, [...seeds, String(i)].join(':')]))]!;
    return out;
  },
});

export const fqdnRandStringDeprecated = deprecatedName('fqdn_rand_string');
