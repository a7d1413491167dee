// stdlib's glob(pattern or patterns): Ruby's Dir.glob, on the files the compilation may read.
import { FunctionError } from '../dispatcher.js';
import { rubyClassName } from '../ruby-values.js';
import { rubyDirGlob } from './ruby-dir-glob.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('glob', (ctx, args) => {
  if (args.length !== 1) throw new FunctionError(`glob(): Wrong number of arguments given (${args.length} for 1)`);
  const pattern = args[0]!;
  if (typeof pattern !== 'string' && !Array.isArray(pattern)) throw new FunctionError('glob(): Requires either array or string to work');
  const patterns = typeof pattern === 'string' ? [pattern] : pattern;
  for (const p of patterns) if (typeof p !== 'string') throw new FunctionError(`no implicit conversion of ${rubyClassName(p)} into String`);
  return rubyDirGlob(ctx, patterns as string[]);
});
