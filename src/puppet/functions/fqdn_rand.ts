// fqdn_rand(max, [seed], [downcase]): the node's repeatable random Integer in 0...max, exactly as
// Puppet 7 draws it: Ruby's Random seeded with the MD5 of "<networking.fqdn>:<max>:<seed>".
import { createHash } from 'node:crypto';
import { PFloat, PHash, int, isInteger, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { legacyFunction } from './legacy-function.js';
import { stringToI } from './ruby-number.js';
import { rubyRandInt, rubyRandom } from './ruby-random.js';
import { rubyDowncase } from './ruby-string.js';
import { noMethodError, rubyToS } from './ruby-values.js';

export default legacyFunction('fqdn_rand', -2, (ctx, args) => {
  const max = rubyToI(args[0]!);
  const seed = args[1] ?? null;
  let fqdn = fact(ctx.variable('facts') ?? null);
  // Ruby's `!!arg`: anything but nil and false, so an undef argument (become '') downcases too.
  if (args.length > 2 && args[2] !== false && args[2] !== null) {
    if (fqdn === null) throw noMethodError('downcase', null);
    fqdn = rubyDowncase(fqdn);
  }
  const text = [fqdn ?? '', String(max), joined(seed)].join(':');
  if (max <= 0n) throw new FunctionError(`invalid argument - ${max}`);
  const digest = createHash('md5').update(text, 'utf8').digest('hex');
  return int(rubyRandInt(rubyRandom(BigInt(`0x${digest}`)), max));
});

/** `$facts['networking']['fqdn']` when it is a string, else nil. */
function fact(facts: Value): string | null {
  const networking = facts instanceof PHash ? facts.get('networking') : undefined;
  const fqdn = networking instanceof PHash ? networking.get('fqdn') : undefined;
  return typeof fqdn === 'string' ? fqdn : fqdn === undefined || fqdn === null ? null : rubyToS(fqdn);
}

/** Array#join's text for one element: a nested array joined the same way, everything else `to_s`. */
function joined(v: Value): string {
  return Array.isArray(v) ? v.map(joined).join(':') : rubyToS(v);
}

/** Ruby's `to_i`: Integers as they are, Floats truncated, Strings by their leading digits. */
function rubyToI(v: Value): bigint {
  if (isInteger(v)) return BigInt(v);
  if (v instanceof PFloat) {
    if (!Number.isFinite(v.value)) throw new FunctionError(formatNonFinite(v.value));
    return BigInt(Math.trunc(v.value));
  }
  if (typeof v === 'string') {
    return stringToI(v);
  }
  throw noMethodError('to_i', v);
}

const formatNonFinite = (x: number) => (Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity');
