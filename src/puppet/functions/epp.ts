// epp(template, [parameters]): renders an EPP template of the module path (`<module>/<file>.epp`).
import { HASH, STRING } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('epp', {
  params: [STRING, HASH],
  required: 1,
  names: ['path', 'parameters'],
  call(ctx, args) {
    return ctx.renderEpp(args[0] as string, args[1]);
  },
});
