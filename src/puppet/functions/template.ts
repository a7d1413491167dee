// template(names...): renders ERB templates of the module path (`<module>/<file>` below the
// module's templates/, or an absolute path) in the calling scope, concatenated. A 3.x function
// in Puppet (arity -2: at least one name).
import { FunctionError } from './dispatcher.js';
import { renderInScope } from './erb-render.js';
import { legacyFunction } from './legacy-function.js';
import { modulePath } from './module-files.js';

export default legacyFunction('template', -2, (ctx, args) =>
  args
    .map((name) => {
      if (typeof name !== 'string') throw new FunctionError(`template(): a template name must be a String, got ${Array.isArray(name) ? 'an Array' : typeof name}`, 'OVC3110');
      const path = modulePath(ctx, name, 'templates');
      const text = path === undefined || ctx.fileKind(path) !== 'file' ? undefined : ctx.readTextFile(path);
      if (path === undefined || text === undefined) throw new FunctionError(`Could not find template '${name}'`, 'OVC3144', { name });
      return renderInScope(ctx, text, path, `template ${name}`, true);
    })
    .join(''),
);
