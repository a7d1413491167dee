// normalize_ip_for_uri(ip | [ips] | ips...) (openstacklib): IPv6 addresses in brackets for a URI
// (`::1` → `[::1]`); anything else (IPv4, host names, bracketed already) unchanged.
import { ANY, type Value } from '../../../values/index.js';
import { defineModuleFunction } from '../../function.js';
import { rubyIpAddr } from '../../ruby-ipaddr.js';
import { mapAddresses } from './ip-list.js';

export function bracketIpv6(ip: Value): Value {
  return rubyIpAddr(ip)?.family === 6 && !/\[.+\]/.test(ip as string) ? `[${ip as string}]` : ip;
}

export default defineModuleFunction('openstacklib', 'normalize_ip_for_uri', {
  params: [],
  rest: ANY,
  names: ['args'],
  call: (_ctx, args) => mapAddresses(args, bracketIpv6),
});
