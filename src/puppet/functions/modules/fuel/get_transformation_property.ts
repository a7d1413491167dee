// get_transformation_property(property, device) (Fuel's l23network): what the stored network
// scheme says of a device — 'mtu' (the interface's own, else the smallest its transformations
// give) or 'provider' (its last transformation's); undef when none does or for another property.
import type { Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyCompare } from '../../ruby-compare.js';
import { noMethodError, rubyToS } from '../../ruby-values.js';
import { at, storedScheme } from './network-scheme.js';

export default legacyModuleFunction('l23network', 'get_transformation_property', -1, (ctx, args) => {
  if (args.length <= 1) throw new FunctionError('get_transformation_property(...): Wrong number of arguments.');
  const property = rubyToS(args[0]!).toUpperCase();
  // Ruby's `argv.flatten[0]` once the property is shifted off.
  const device = (args.slice(1).flat(Infinity as 1) as Value[])[0] ?? null;
  const scheme = storedScheme(ctx);
  if (scheme === undefined) throw noMethodError('[]', null);
  const transformations = scheme.get('transformations') as Value[];
  const named = transformations.filter((t) => at(t, 'name') === device);
  if (property === 'MTU') {
    const interfaces = at(scheme, 'interfaces');
    const own = typeof device === 'string' ? at(interfaces, device) : null;
    const mtus = own !== null && at(own, 'mtu') !== null ? [at(own, 'mtu')] : named.map((t) => at(t, 'mtu')).filter((m) => m !== null);
    return mtus.length === 0 ? null : mtus.reduce((a, b) => (rubyCompare(b, a) < 0 ? b : a));
  }
  if (property === 'PROVIDER') return named.map((t) => at(t, 'provider')).filter((p) => p !== null).at(-1) ?? null;
  return null;
});
