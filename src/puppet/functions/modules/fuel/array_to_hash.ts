// array_to_hash(keys, value) (Fuel's osnailyfacter): a hash of each element of `keys` to `value`
// (openstack::ha::haproxy_service builds haproxy's bind hashes with it), as the Ruby's
// `Hash[arr.collect { |v| [v, value] }]`: a hash's pairs become keys, a later duplicate keeps the
// first one's place, a missing value is undef, and what has no `collect` fails as Ruby does.
import { PHash } from '../../../values/index.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { noMethodError } from '../../ruby-values.js';

export default legacyModuleFunction('osnailyfacter', 'array_to_hash', -1, (_ctx, [keys, value = null]) => {
  if (keys instanceof PHash) return PHash.from(Array.from(keys, ([k, v]) => [[k, v], value] as const));
  if (!Array.isArray(keys)) throw noMethodError('collect', keys ?? null);
  return PHash.from(keys.map((k) => [k, value] as const));
});
