// stdlib's stdlib::ip_in_range(address, range(s)): whether the address lies in the network (or any
// of the networks).
import { ARRAY, STRING, VariantType } from '../../values/index.js';
import { rubyToS } from '../ruby-values.js';
import { ipIncludes, ipNetwork } from '../ruby-ipaddr.js';
import { stdlib4x } from './stdlib-function.js';

export default stdlib4x('stdlib::ip_in_range', {
  params: [STRING, new VariantType([STRING, ARRAY])],
  names: ['ipaddress', 'range'],
  call(_ctx, args) {
    const ip = ipNetwork(args[0] as string);
    const ranges = Array.isArray(args[1]) ? args[1].map((r) => ipNetwork(rubyToS(r))) : [ipNetwork(args[1] as string)];
    return ranges.some((r) => ipIncludes(r, ip));
  },
});
