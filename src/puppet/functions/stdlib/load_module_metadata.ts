// stdlib's load_module_metadata(name, [allow_empty]): a module's metadata.json as a hash ({} when
// there is none and that is allowed).
import { PHash } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyToS } from '../ruby-values.js';
import { jsonValue } from './data-text.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('load_module_metadata', (ctx, args) => {
  if (args.length !== 1 && args.length !== 2) throw new FunctionError('load_module_metadata(): Wrong number of arguments, expects one or two');
  const dir = ctx.call('get_module_path', [args[0]!]) as string;
  const path = `${dir}/metadata.json`;
  const text = ctx.fileKind(path) === 'file' ? ctx.readTextFile(path) : undefined;
  if (text !== undefined) return jsonValue(text);
  // Ruby's `unless allow_empty_metadata`: only an absent or false flag refuses.
  if (args[1] === undefined || args[1] === false || args[1] === null) throw new FunctionError(`load_module_metadata(): No metadata.json file for module ${rubyToS(args[0]!)}`);
  return PHash.EMPTY;
});
