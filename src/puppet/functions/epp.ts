// epp(template, [parameters]): renders an EPP template of the module path (`<module>/<file>.epp`).
import { ANY, HashType, PRegexp, PatternType, STRING, SensitiveType, VariantType, plain } from '../values/index.js';
import { defineFunction } from './function.js';

/** What epp and inline_epp declare they return (a template may return Sensitive text). */
export const RENDERED = new VariantType([STRING, new SensitiveType(STRING)]);

/** The parameters epp and inline_epp take: a template's parameters are named as variables are. */
export const PARAMETERS = new HashType(new PatternType([PRegexp.of('^\\w+$')]), ANY);

export default defineFunction('epp', {
  params: [STRING, PARAMETERS],
  required: 1,
  names: ['path', 'parameters'],
  returns: RENDERED,
  // The parameters reach the template as they are (a binary String stays binary).
  keepsEncoding: true,
  call(ctx, args) {
    return ctx.renderEpp(plain(args[0]!) as string, args[1]);
  },
});
