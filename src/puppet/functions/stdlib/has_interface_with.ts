// stdlib's stdlib::has_interface_with(interface) / (kind, value) and its deprecated name: whether
// the node (facts networking.interfaces) has that interface, or one whose ip/mac/netmask/network
// is the value.
import { EnumType, IntegerType, PHash, StringType } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { noMethodError } from '../ruby-values.js';
import { fact } from './facts.js';
import { deprecatedName, stdlib4x } from './stdlib-function.js';

const TEXT = new StringType(new IntegerType(1, Infinity));

/** The interfaces fact; Ruby's NoMethodError for `method` when it is not a hash. */
function interfaces(ctx: FunctionContext, method: string): PHash {
  const v = fact(ctx, 'networking', 'interfaces');
  if (!(v instanceof PHash)) throw noMethodError(method, v);
  return v;
}

export default stdlib4x(
  'stdlib::has_interface_with',
  { params: [TEXT], names: ['interface'], call: (ctx, args) => interfaces(ctx, 'key?').has(args[0]!) },
  {
    params: [new EnumType(['macaddress', 'netmask', 'ipaddress', 'network', 'ip', 'mac']), TEXT],
    names: ['kind', 'value'],
    call(ctx, args) {
      const kind = args[0] === 'ipaddress' ? 'ip' : args[0] === 'macaddress' ? 'mac' : (args[0] as string);
      return interfaces(ctx, 'any?')
        .values()
        .some((params) => params instanceof PHash && params.get(kind) === args[1]);
    },
  },
);

export const hasInterfaceWithDeprecated = deprecatedName('has_interface_with');
