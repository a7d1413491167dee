// stdlib's stdlib::has_interface_with(interface) / (kind, value) and its unnamespaced name: whether
// the node (facts networking.interfaces) has that interface, or one whose ip/mac/netmask/network
// is the value. stdlib 8's has_interface_with, a 3.x function, reads the legacy facts instead: the
// comma-separated $interfaces, then $<kind> and $<kind>_<interface> for each.
import { EnumType, IntegerType, PHash, StringType } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { FunctionError } from '../dispatcher.js';
import { legacyFunction } from '../legacy-function.js';
import { rubySplit } from '../ruby-string.js';
import { noMethodError, rubyToS } from '../ruby-values.js';
import { fact } from './facts.js';
import { unnamespacedName, stdlib4x } from './stdlib-function.js';

const TEXT = new StringType(new IntegerType(1, Infinity));

/** The interfaces fact; Ruby's NoMethodError for `method` when it is not a hash. */
function interfaces(ctx: FunctionContext, method: string): PHash {
  const v = fact(ctx, 'networking', 'interfaces');
  if (!(v instanceof PHash)) throw noMethodError(method, v);
  return v;
}

const namespaced = stdlib4x(
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

export default namespaced;

const stdlib8 = legacyFunction('has_interface_with', -1, (ctx, args) => {
  if (args.length === 0 || args.length > 2) throw new FunctionError(`has_interface_with(): Wrong number of arguments given (${args.length} for 1 or 2)`);
  const listed = ctx.variable('interfaces') ?? null;
  if (listed === null) return false;
  if (typeof listed !== 'string') throw noMethodError('split', listed);
  const names = rubySplit(listed, ',');
  if (args.length === 1) return names.includes(args[0] as string);
  const [kind, value] = args;
  const text = rubyToS(kind!);
  if ((ctx.variable(text) ?? null) === value) return true;
  return names.some((iface) => value === (ctx.variable(`${text}_${iface.toLowerCase()}`) ?? null));
});

export const hasInterfaceWithUnnamespaced = unnamespacedName(namespaced, stdlib8.signatures);
