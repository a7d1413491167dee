// stdlib's basename(path, [suffix]): Ruby's File.basename.
import { FunctionError } from '../dispatcher.js';
import { rubyBasename } from './ruby-file-path.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('basename', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('basename(): No arguments given');
  if (args.length > 2) throw new FunctionError(`basename(): Too many arguments given (${args.length})`);
  const [path, suffix] = args;
  if (typeof path !== 'string') throw new FunctionError('basename(): Requires string as first argument');
  if (args.length === 2 && typeof suffix !== 'string') throw new FunctionError('basename(): Requires string as second argument');
  return rubyBasename(path, suffix as string | undefined);
});
