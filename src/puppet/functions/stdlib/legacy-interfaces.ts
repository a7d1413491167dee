// What stdlib's 3.x has_ip_address and has_ip_network ask of the legacy facts (through the 3.x
// has_interface_with they call): the `interfaces` list, then `<kind>` and `<kind>_<interface>`.
import type { FunctionContext } from '../context.js';
import { FunctionError } from '../dispatcher.js';
import { rubyDowncase } from '../ruby-string.js';
import { stdlib3x } from './stdlib-function.js';

function hasLegacyInterfaceWith(ctx: FunctionContext, kind: string, value: unknown): boolean {
  const list = ctx.variable('interfaces');
  if (list === undefined || list === null) return false;
  if (typeof list !== 'string') return false;
  if (ctx.variable(kind) === value) return true;
  return list.split(',').some((iface) => ctx.variable(`${kind}_${rubyDowncase(iface)}`) === value);
}

export function legacyInterfaceFunction(name: 'has_ip_address' | 'has_ip_network', kind: 'ipaddress' | 'network') {
  return stdlib3x(name, (ctx, args) => {
    if (args.length !== 1) throw new FunctionError(`${name}(): Wrong number of arguments given (${args.length} for 1)`);
    return hasLegacyInterfaceWith(ctx, kind, args[0]);
  });
}
