// inline_template(texts...): renders ERB source texts in the calling scope, concatenated.
import { STRING } from '../values/index.js';
import { renderInScope } from './erb-render.js';
import { defineFunction } from './function.js';

export default defineFunction('inline_template', {
  params: [],
  rest: STRING,
  names: ['templates'],
  call: (ctx, args) => (args as string[]).map((text) => renderInScope(ctx, text, '<inline_template>', 'inline template')).join(''),
});
