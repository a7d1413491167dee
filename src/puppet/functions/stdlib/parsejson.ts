// stdlib's parsejson(text, [default]): the JSON text's value; the default when it is null, false
// or does not parse.
import { FunctionError } from '../dispatcher.js';
import { rubyString } from '../ruby-values.js';
import { hasDefault, jsonValue, orDefault } from './data-text.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('parsejson', (_ctx, args) => {
  if (args.length < 1) throw new FunctionError('Wrong number of arguments. 1 or 2 arguments should be provided.');
  try {
    return orDefault(jsonValue(rubyString(args[0]!)), args[1]);
  } catch (e) {
    if (hasDefault(args[1])) return args[1];
    throw e;
  }
});
