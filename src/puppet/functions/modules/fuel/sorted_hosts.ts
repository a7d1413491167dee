// sorted_hosts(host_to_ip, extract = 'host', sort_by = 'host') (Fuel's osnailyfacter): the host
// names (or IPs) of a name → IP hash, ordered by the first number in the name then the name, or by
// IP address (Ruby's IPAddr order: IPv4 and IPv6 addresses cannot be compared).
import { ANY, PHash, isTruthy, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { ipNetwork, type IpNetwork } from '../../ruby-ipaddr.js';

const rubyCompare = (a: string, b: string): number => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** The `[first number in the name, name]` key of the host sort. */
function hostKey(name: Value): [bigint, string] {
  if (typeof name !== 'string') throw new FunctionError('comparison of Array with Array failed');
  const digits = /\d+/.exec(name);
  return [digits ? BigInt(digits[0]) : 0n, name];
}

function ipKey(ip: Value): IpNetwork {
  if (typeof ip !== 'string') throw new FunctionError('address family must be specified');
  return ipNetwork(ip);
}

export default defineModuleFunction('osnailyfacter', 'sorted_hosts', {
  params: [],
  rest: ANY,
  names: ['argv'],
  call(_ctx, given) {
    // A 3.x function: an undef argument arrives as '' (so it is no default here).
    const argv = given.map((a) => (a === null ? '' : a));
    const hosts = argv[0];
    if (!(hosts instanceof PHash)) throw new FunctionError('The first argument should be a host name to IP mapping!');
    const extract = argv[1] !== undefined && isTruthy(argv[1]) ? argv[1] : 'host';
    if (extract !== 'host' && extract !== 'ip') throw new FunctionError('Only "hostname" or "ip" array can be extracted!');
    const sortBy = argv[2] !== undefined && isTruthy(argv[2]) ? argv[2] : 'host';
    if (sortBy !== 'host' && sortBy !== 'ip') throw new FunctionError('Sorting can be performed only by "hostname" or "ip"');
    const pairs = [...hosts];
    let ordered: [Value, Value][];
    if (sortBy === 'host') {
      const keyed = pairs.map((p) => ({ p, k: hostKey(p[0]) }));
      keyed.sort((a, b) => (a.k[0] < b.k[0] ? -1 : a.k[0] > b.k[0] ? 1 : rubyCompare(a.k[1], b.k[1])));
      ordered = keyed.map((x) => x.p);
    } else {
      const keyed = pairs.map((p) => ({ p, k: ipKey(p[1]) }));
      keyed.sort((a, b) => {
        if (a.k.family !== b.k.family) throw new FunctionError('comparison of IPAddr with IPAddr failed');
        return a.k.address < b.k.address ? -1 : a.k.address > b.k.address ? 1 : 0;
      });
      ordered = keyed.map((x) => x.p);
    }
    return ordered.map(([name, ip]) => (extract === 'host' ? name : ip));
  },
});
