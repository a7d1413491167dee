// inet6_prefix(ip | [ips] | ips...) (openstacklib): IPv6 addresses as `inet6:[addr]` (the form
// memcached and oslo take), text after the address kept with its spaces and brackets dropped;
// anything else (IPv4, host names, already prefixed, non-strings) unchanged.
import { ANY, type Value } from '../../../values/index.js';
import { defineModuleFunction } from '../../function.js';
import { rubyIpAddr } from '../../ruby-ipaddr.js';
import { mapAddresses } from './ip-list.js';

function prefix(ip: Value): Value {
  if (typeof ip !== 'string' || /^inet6:./m.test(ip)) return ip;
  const parts = ip.split(/[ \t\n\v\f\r[\]]/).filter((p) => p !== '');
  if (parts.length === 0 || rubyIpAddr(parts[0]!)?.family !== 6) return ip;
  return `inet6:[${parts[0]!}]${parts.slice(1).join('')}`;
}

export default defineModuleFunction('openstacklib', 'inet6_prefix', {
  params: [],
  rest: ANY,
  names: ['args'],
  call: (_ctx, args) => mapAddresses(args, prefix),
});
