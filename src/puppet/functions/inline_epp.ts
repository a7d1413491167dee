// inline_epp(text, [parameters]): renders EPP source text.
import { STRING } from '../values/index.js';
import { PARAMETERS, RENDERED } from './epp.js';
import { defineFunction } from './function.js';

export default defineFunction('inline_epp', {
  params: [STRING, PARAMETERS],
  required: 1,
  names: ['template', 'parameters'],
  returns: RENDERED,
  call(ctx, args) {
    return ctx.renderInlineEpp(args[0] as string, args[1]);
  },
});
