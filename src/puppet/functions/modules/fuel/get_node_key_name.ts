// get_node_key_name() (Fuel's osnailyfacter): the node's key in network_metadata's `nodes`,
// "node-<uid>" from Hiera's `uid`.
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyToS } from '../../ruby-values.js';

export default legacyModuleFunction('osnailyfacter', 'get_node_key_name', -1, (ctx) => {
  const uid = ctx.call('hiera', ['uid']);
  if (uid === null) throw new FunctionError('Node UID not found.');
  return `node-${rubyToS(uid)}`;
});
