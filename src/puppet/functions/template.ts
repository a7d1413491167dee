// template(names...): renders ERB templates of the module path (`<module>/<file>` below the
// module's templates/, or an absolute path) in the calling scope, concatenated.
import { STRING } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { renderInScope } from './erb-render.js';
import { defineFunction } from './function.js';
import { modulePath } from './module-files.js';

export default defineFunction('template', {
  params: [],
  rest: STRING,
  names: ['paths'],
  call(ctx, args) {
    return (args as string[])
      .map((name) => {
        const path = modulePath(ctx, name, 'templates');
        const text = path === undefined || ctx.fileKind(path) !== 'file' ? undefined : ctx.readTextFile(path);
        if (path === undefined || text === undefined) throw new FunctionError(`Could not find template '${name}'`, 'OVC3144', { name });
        return renderInScope(ctx, text, path, `template ${name}`);
      })
      .join('');
  },
});
