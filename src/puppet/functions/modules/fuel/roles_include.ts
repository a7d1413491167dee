// roles_include(role or roles) (Fuel's osnailyfacter): whether this node's roles (its
// `node_roles` in Hiera's network_metadata, under get_node_key_name()) include one of these.
import { PHash, type Value } from '../../../values/index.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { noMethodError } from '../../ruby-values.js';
import { rubyIntersection } from './ruby-array.js';

/** Ruby's `hash.fetch(key, fallback)`. */
function fetch(hash: Value, key: Value, fallback: Value): Value {
  if (!(hash instanceof PHash)) throw noMethodError('fetch', hash);
  return hash.get(key) ?? fallback;
}

export default legacyModuleFunction('osnailyfacter', 'roles_include', 1, (ctx, [roles]) => {
  const intended = Array.isArray(roles) ? roles : [roles!];
  const metadata = ctx.call('hiera_hash', ['network_metadata']);
  const node = ctx.call('get_node_key_name', []);
  const nodeRoles = fetch(fetch(fetch(metadata, 'nodes', PHash.EMPTY), node, PHash.EMPTY), 'node_roles', []);
  if (!Array.isArray(nodeRoles)) throw noMethodError('&', nodeRoles);
  // Array#any?: an element that is neither nil nor false.
  return rubyIntersection(nodeRoles, intended).some((r) => r !== null && r !== false);
});
