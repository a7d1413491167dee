// sprintf(format, values...): Ruby's format (see ruby-format.ts) over the arguments converted as
// for a 3.x function; `%<name>s` and `%{name}` read a single hash argument by key.
import { STRING } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { legacyFunction } from './legacy-function.js';
import { rubyFormat } from './ruby-format.js';
import { rubyClassName } from './ruby-values.js';

export default legacyFunction('sprintf', -2, (_ctx, args) => {
  const fmt = args[0]!;
  if (!STRING.isInstance(fmt)) throw new FunctionError(`no implicit conversion of ${rubyClassName(fmt)} into String`);
  return rubyFormat(fmt as string, args.slice(1));
});
