// get_nodes_hash_by_roles(network_metadata, roles) (Fuel's osnailyfacter): the entries of
// network_metadata's `nodes` whose `node_roles` include one of the roles.
import { PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { noMethodError } from '../../ruby-values.js';
import { rubyIntersection } from './ruby-array.js';
import { rubyIndex } from './ruby-index.js';

const ERRMSG = "get_nodes_hash_by_roles($network_metadata_hash, ['node_role1','node_role2'])";

export default legacyModuleFunction('osnailyfacter', 'get_nodes_hash_by_roles', -1, (_ctx, [metadata = null, roles = null]) => {
  if (!(metadata instanceof PHash)) throw new FunctionError(`${ERRMSG}: 1st argument should be a hash`);
  if (!metadata.has('nodes')) throw new FunctionError(`${ERRMSG}: 1st argument should be a valid network_metadata hash`);
  if (!Array.isArray(roles)) throw new FunctionError(`${ERRMSG}: 2nd argument should be an list of node roles`);
  const nodes = metadata.get('nodes')!;
  if (!(nodes instanceof PHash)) throw noMethodError('reject', nodes);
  return PHash.from([...nodes].filter(([, node]) => rubyIntersection(roles, rubyIndex(node, 'node_roles')).length > 0) as [Value, Value][]);
});
