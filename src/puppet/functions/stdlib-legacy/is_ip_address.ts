// is_ip_address(value) (stdlib 8, removed in 9): whether Ruby's IPAddr reads the value as an IPv4
// or IPv6 address (a prefix or netmask allowed).
import { rubyIpAddr } from '../ruby-ipaddr.js';
import { parseError, stdlibFunction } from './legacy.js';

export default stdlibFunction('is_ip_address', '4.x', (_ctx, args) => {
  if (args.length !== 1) throw parseError(`is_ip_address(): Wrong number of arguments given ${args.length} for 1`);
  return rubyIpAddr(args[0]!) !== undefined;
});
