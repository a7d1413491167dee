// inline_epp(text, [parameters]): renders EPP source text.
import { STRING, plain } from '../values/index.js';
import { PARAMETERS, RENDERED } from './epp.js';
import { defineFunction } from './function.js';

export default defineFunction('inline_epp', {
  params: [STRING, PARAMETERS],
  required: 1,
  names: ['template', 'parameters'],
  returns: RENDERED,
  // The parameters reach the template as they are (a binary String stays binary).
  keepsEncoding: true,
  call(ctx, args) {
    return ctx.renderInlineEpp(plain(args[0]!) as string, args[1]);
  },
});
