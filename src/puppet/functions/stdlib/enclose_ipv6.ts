// stdlib's enclose_ipv6(address(es)): each address as it is, an IPv6 one in square brackets (as
// Ruby's IPAddr writes it), '*' kept; duplicates dropped.
import { FunctionError } from '../dispatcher.js';
import { rubyClassOf, rubyToS } from '../ruby-values.js';
import { rubyUniq } from './ruby-collections.js';
import { ipNetwork, ipText } from '../ruby-ipaddr.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('enclose_ipv6', (_ctx, args) => {
  if (args.length !== 1) throw new FunctionError(`enclose_ipv6(): Wrong number of arguments given ${args.length} for 1`);
  const [input] = args;
  if (typeof input !== 'string' && !Array.isArray(input)) throw new FunctionError(`enclose_ipv6(): Wrong argument type given ${rubyClassOf(input!)} expected String or Array`);
  const values = [input].flat(Infinity as 1).filter((v) => v !== null);
  return rubyUniq(
    values.map((v) => {
      if (v === '*') return v;
      let ip;
      try {
        ip = ipNetwork(rubyToS(v));
      } catch {
        throw new FunctionError(`enclose_ipv6(): Wrong argument given ${rubyToS(v)} is not an ip address.`);
      }
      return ip.family === 6 ? `[${ipText(ip)}]` : v;
    }),
  );
});
