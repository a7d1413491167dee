// prepare_network_config(network_scheme) (Fuel's l23network): loads every 3.x function of the
// module path, then stores the node's network scheme, sanitized (network-scheme.ts), for
// get_network_role_property and the other scheme readers of the compilation; returns true.
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { sanitizeScheme, storeScheme } from './network-scheme.js';

export default legacyModuleFunction('l23network', 'prepare_network_config', -1, (ctx, args) => {
  if (args.length !== 1) throw new FunctionError('prepare_network_config(hash): Wrong number of arguments.');
  // Fuel loads every 3.x function first: with fuel-library's generate_network_config on the path,
  // which requires a library Puppet 7 dropped, Puppet 7 fails here.
  ctx.loadAllLegacyFunctions();
  storeScheme(ctx, sanitizeScheme(args[0]!));
  return true;
});
