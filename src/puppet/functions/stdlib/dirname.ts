// stdlib's dirname(path): Ruby's File.dirname.
import { FunctionError } from '../dispatcher.js';
import { rubyDirname } from './ruby-file-path.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('dirname', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('dirname(): No arguments given');
  if (args.length > 1) throw new FunctionError(`dirname(): Too many arguments given (${args.length})`);
  const [path] = args;
  if (typeof path !== 'string') throw new FunctionError('dirname(): Requires string as argument');
  if (path === '') throw new FunctionError('dirname(): Requires a non-empty string as argument');
  return rubyDirname(path);
});
