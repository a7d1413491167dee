// stdlib's get_module_path(name): the directory of a module of the module path.
import { FunctionError } from '../dispatcher.js';
import { rubyToS } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('get_module_path', (ctx, args) => {
  if (args.length !== 1) throw new FunctionError('get_module_path(): Wrong number of arguments, expects one');
  const name = rubyToS(args[0]!);
  const dir = ctx.moduleDirectory(name);
  if (dir === undefined) throw new FunctionError(`Could not find module ${name} in environment ${rubyToS(ctx.variable('environment') ?? '')}`);
  return dir;
});
