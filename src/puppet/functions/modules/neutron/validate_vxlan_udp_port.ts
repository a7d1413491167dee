// validate_vxlan_udp_port(port) (puppet-neutron): fails unless Kernel#Integer of the first argument
// (any count is accepted; a String read with Ruby's prefixes, a Float truncated) is 4789, VXLAN's
// IANA port, or a dynamic port (49152-65535, RFC 6056). Returns undef.
import { ANY, PRegexp, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { kernelInteger } from '../../ruby-number.js';
import { rubyClassName } from '../../ruby-values.js';

/** A value's class as Ruby's conversion errors name it in a 4.x function, where a Regexp is one. */
const className = (v: Value): string => (v instanceof PRegexp ? 'Regexp' : rubyClassName(v));

export default defineModuleFunction('neutron', 'validate_vxlan_udp_port', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    const port = kernelInteger(args[0] ?? null, className);
    if (port !== 4789n && (port <= 49151n || port > 65535n)) throw new FunctionError('vxlan udp port is invalid.');
    return null;
  },
});
