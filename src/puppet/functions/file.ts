// file(paths...): the content of the first file that exists (`<module>/<file>` below the module's
// files/, or absolute), else Puppet's error naming them all. A Puppet 3.x function: arguments
// arrive converted to text.
import { ANY, toText } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { findFirst } from './module-files.js';

export default defineFunction('file', {
  params: [],
  rest: ANY,
  names: ['paths'],
  call(ctx, args) {
    if (args.length === 0) throw new FunctionError('file(): Wrong number of arguments given (0 for minimum 1)', 'OVC3110');
    const references = args.map(toText);
    const path = findFirst(ctx, references, 'files');
    const text = path === undefined ? undefined : ctx.readTextFile(path);
    if (text === undefined) throw new FunctionError(`Could not find any files from ${references.join(', ')}`);
    return text;
  },
});
