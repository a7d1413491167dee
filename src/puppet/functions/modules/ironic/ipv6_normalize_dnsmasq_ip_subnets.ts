// ipv6_normalize_dnsmasq_ip_subnets(subnets) (puppet-ironic): the inspector's dnsmasq DHCP
// subnets made fit for IPv6 — an IPv6 'netmask' becomes its prefix length (the count of its one
// bits, as IPAddr#to_i.to_s(2).count("1")) and an IPv6 'gateway' is dropped (DHCPv6 has no router
// option). What IPAddr cannot read is left as it is, as the Ruby rescues it.
import { ANY, PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { rubyIpAddr } from '../../ruby-ipaddr.js';
import { noMethodError } from '../../ruby-values.js';

/** Ruby's truthiness: only nil and false are false. */
const truthy = (v: Value | undefined): boolean => v !== undefined && v !== null && v !== false;

/** Ruby's `element["netmask"]` where the element is no Hash: a String gives a substring or nil (and comes back as it is). */
function normalize(subnet: Value): Value {
  if (typeof subnet === 'string') return subnet;
  if (typeof subnet === 'number' || typeof subnet === 'bigint' || Array.isArray(subnet)) throw new FunctionError('no implicit conversion of String into Integer');
  if (!(subnet instanceof PHash)) throw noMethodError('[]', subnet);
  const out = subnet.toBuilder();
  const netmask = subnet.get('netmask');
  if (truthy(netmask)) {
    const ip = rubyIpAddr(netmask!);
    if (ip?.family === 6) out.set('netmask', ip.address.toString(2).split('1').length - 1);
  }
  const gateway = subnet.get('gateway');
  if (truthy(gateway) && rubyIpAddr(gateway!)?.family === 6) out.delete('gateway');
  return out.build();
}

export default defineModuleFunction('ironic', 'ipv6_normalize_dnsmasq_ip_subnets', {
  params: [ANY],
  names: ['args'],
  call(_ctx, [subnets]) {
    // Ruby's each: a Hash yields its [key, value] pairs, which are Arrays.
    if (subnets instanceof PHash) return [...subnets].map(([k, v]) => normalize([k, v]));
    if (!Array.isArray(subnets)) throw noMethodError('each', subnets!);
    return subnets.map(normalize);
  },
});
