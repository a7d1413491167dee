// has_primary_role(roles) (Fuel's osnailyfacter): whether one of the node's roles is a primary one
// (its name starts with `primary-`).
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { noMethodError } from '../../ruby-values.js';

export default legacyModuleFunction('osnailyfacter', 'has_primary_role', 1, (_ctx, [roles]) => {
  if (!Array.isArray(roles)) throw new FunctionError('Argument must have array type!');
  return roles.some((r) => {
    if (typeof r !== 'string') throw noMethodError('start_with?', r);
    return r.startsWith('primary-');
  });
});
