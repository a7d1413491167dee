// get_network_role_property(network_role, mode) (Fuel's l23network): what the stored network
// scheme says of the endpoint a network role is on — 'interface', 'ipaddr', 'cidr', 'network',
// 'netmask', 'ipaddr_netmask_pair' (of its first IP) or 'phys_dev' (the physical devices under
// it); undef for a role or endpoint it lacks, an endpoint without a static IP, or another mode.
import { PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { ipNetwork, ipText } from '../../ruby-ipaddr.js';
import { rubyToS } from '../../ruby-values.js';
import { at, physicalDevices, storedScheme, toSymError } from './network-scheme.js';

/** l23network's prepare_cidr: the address and prefix length of an IPv4 CIDR. */
function prepareCidr(cidr: Value): [string, number] {
  if (typeof cidr !== 'string') throw new FunctionError("Can't recognize IP address in non-string data.");
  const m = /^(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\/(\d{1,2})$/m.exec(cidr);
  if (!m || Number(m[2]) > 32 || m[1]!.split('.').some((o) => Number(o) > 255)) throw new FunctionError(`cidr_to_ipaddr(): Wrong CIDR: '${cidr}'.`);
  return [m[1]!, Number(m[2])];
}

/** `IPAddr.new('255.255.255.255').mask(length).to_s`. */
const netmask = (length: number): string => ipText(ipNetwork(`255.255.255.255/${length}`));

/** `IPAddr.new(cidr).to_s`: the network address. */
function networkAddress(cidr: Value): string {
  if (typeof cidr !== 'string') throw new FunctionError('address family must be specified');
  return ipText(ipNetwork(cidr));
}

export default legacyModuleFunction('l23network', 'get_network_role_property', -1, (ctx, args) => {
  if (args.length !== 2) throw new FunctionError('get_network_role_property(...): Wrong number of arguments.');
  const mode = rubyToS(args[1]!).toUpperCase();
  const scheme = storedScheme(ctx);
  if (scheme === undefined) throw new FunctionError('get_network_role_property(...): You must call prepare_network_config(...) first!');
  const role = args[0]!;
  if (typeof role !== 'string') throw toSymError(role);
  const roles = scheme.get('roles');
  const endpoints = scheme.get('endpoints');
  if (!(roles instanceof PHash) || !(endpoints instanceof PHash)) throw new FunctionError('get_network_role_property(...): Invalid cfg_hash format.');
  const iface = roles.get(role) ?? null;
  if (iface === null || iface === false) return null;
  if (typeof iface !== 'string') throw toSymError(iface);
  const endpoint = endpoints.get(iface);
  if (endpoint === undefined) return null;
  if (mode === 'INTERFACE') return iface;
  const ips = at(endpoint, 'IP');
  let cidr: Value = null;
  if (Array.isArray(ips)) cidr = ips[0] ?? null;
  else if (typeof ips === 'string') {
    if (mode !== 'PHYS_DEV') return null;
  } else if (ips !== null) return null;
  switch (mode) {
    case 'CIDR':
      return cidr;
    case 'NETWORK':
      return `${networkAddress(cidr)}/${prepareCidr(cidr)[1]}`;
    case 'NETMASK':
      return cidr === null ? null : netmask(prepareCidr(cidr)[1]);
    case 'IPADDR':
      return cidr === null ? null : prepareCidr(cidr)[0];
    case 'IPADDR_NETMASK_PAIR':
      return cidr === null ? [null, null] : [prepareCidr(cidr)[0], netmask(prepareCidr(cidr)[1])];
    case 'PHYS_DEV':
      return physicalDevices(scheme, iface);
    default:
      return null;
  }
});
