// inline_epp(text, [parameters]): renders EPP source text.
import { HASH, STRING } from '../values/index.js';
import { RENDERED } from './epp.js';
import { defineFunction } from './function.js';

export default defineFunction('inline_epp', {
  params: [STRING, HASH],
  required: 1,
  names: ['template', 'parameters'],
  returns: RENDERED,
  call(ctx, args) {
    return ctx.renderInlineEpp(args[0] as string, args[1]);
  },
});
