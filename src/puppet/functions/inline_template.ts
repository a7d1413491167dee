// inline_template(texts...): renders ERB source texts in the calling scope, concatenated. A 3.x
// function in Puppet (arity -2: at least one text).
import { FunctionError } from './dispatcher.js';
import { renderInScope } from './erb-render.js';
import { legacyFunction } from './legacy-function.js';

export default legacyFunction('inline_template', -2, (ctx, args) =>
  args
    .map((text) => {
      if (typeof text !== 'string') throw new FunctionError(`inline_template(): a template must be a String, got ${Array.isArray(text) ? 'an Array' : typeof text}`, 'OVC3110');
      return renderInScope(ctx, text, '<inline_template>', 'inline template', false);
    })
    .join(''),
);
