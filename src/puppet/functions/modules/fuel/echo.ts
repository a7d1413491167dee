// echo(value, [comment]) (Fuel's osnailyfacter): a debugging statement that prints the value with
// a timestamp to the standard output of the Puppet process. Nothing of it reaches the catalog,
// and overcat's output stays deterministic: it does nothing and returns undef.
import { legacyModuleFunction } from '../../legacy-function.js';

export default legacyModuleFunction('osnailyfacter', 'echo', -1, () => null);
