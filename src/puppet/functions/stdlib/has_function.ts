// stdlib's stdlib::has_function(name): whether Puppet's environment loader finds a function of that
// name (Puppet's own, or one the module path or the main manifest defines, 4.x, 3.x or in Puppet).
import { BOOLEAN, IntegerType, StringType } from '../../values/index.js';
import { PUPPET_CORE_FUNCTIONS } from '../inventory.js';
import { stdlib4x } from './stdlib-function.js';

const CORE = new Set(PUPPET_CORE_FUNCTIONS);

export default stdlib4x('stdlib::has_function', {
  params: [new StringType(new IntegerType(1, Infinity))],
  names: ['function_name'],
  returns: BOOLEAN,
  call(ctx, args) {
    const name = (args[0] as string).toLowerCase();
    return CORE.has(name) || ctx.definesFunction(name);
  },
});
