// validate_absolute_path(paths...) (stdlib 8, removed in 9): fails unless every value (or every
// element of an Array value) is an absolute POSIX or Windows path.
import type { Value } from '../../values/index.js';
import { rubyInspect } from '../ruby-values.js';
import { isAbsolutePath, parseError, requireSome, stdlibFunction } from './legacy.js';

export default stdlibFunction('validate_absolute_path', '4.x', (ctx, args) => {
  requireSome('validate_absolute_path', args);
  for (const a of args) {
    for (const path of Array.isArray(a) ? (a as readonly Value[]) : [a]) {
      if (!isAbsolutePath(ctx, path)) throw parseError(`${rubyInspect(path)} is not an absolute path.`);
    }
  }
  return null;
});
