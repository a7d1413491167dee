// get_routable_networks_for_network_role(network_scheme, network_role, [separator]) (Fuel's
// osnailyfacter): the networks reachable over a network role's endpoint — each of its IPs as
// "network/length" and its routes' nets — sorted; joined by the separator when one is given.
import { PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyCompare } from '../../ruby-compare.js';
import { noMethodError, rubyToS } from '../../ruby-values.js';
import { ipNetwork, ipText } from '../../ruby-ipaddr.js';
import { rubyIndex } from './ruby-index.js';

const ERRMSG = "get_routable_networks_for_network_role($network_scheme, 'network/role')";

export default legacyModuleFunction('osnailyfacter', 'get_routable_networks_for_network_role', -1, (_ctx, args) => {
  const [scheme = null, role = null, separator] = args;
  if (!(scheme instanceof PHash)) throw new FunctionError(`${ERRMSG}: 1st argument should be a hash`);
  if (typeof role !== 'string') throw new FunctionError(`${ERRMSG}: 2nd argument should be an a network-role name`);
  const endpointName = rubyIndex(scheme.get('roles') ?? null, role);
  if (endpointName === null) return [];
  const endpoint = rubyIndex(scheme.get('endpoints') ?? null, endpointName);
  if (!(endpoint instanceof PHash) || endpoint.get('IP') === 'none') return [];
  const ips = endpoint.get('IP') ?? null;
  if (!Array.isArray(ips)) throw noMethodError('each', ips);
  const networks: Value[] = ips.map((cidr) => {
    if (typeof cidr !== 'string') throw noMethodError('split', cidr);
    return `${ipText(ipNetwork(cidr))}/${cidr.split('/').at(-1)!}`;
  });
  const routes = endpoint.get('routes');
  if (Array.isArray(routes)) for (const route of routes) networks.push(rubyIndex(route, 'net'));
  networks.sort(rubyCompare);
  return separator === undefined ? networks : networks.map(rubyToS).join(rubyToS(separator));
});
