// stdlib's parseyaml(text, [default]): the YAML document's value; the default when it is empty,
// false or does not parse.
import { FunctionError } from '../dispatcher.js';
import { rubyString } from '../ruby-values.js';
import { hasDefault, orDefault, yamlValue } from './data-text.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('parseyaml', (_ctx, args) => {
  if (args.length < 1) throw new FunctionError('Wrong number of arguments. 1 or 2 arguments should be provided.');
  try {
    return orDefault(yamlValue(rubyString(args[0]!), '<unknown>', { aliases: false, symbols: true }), args[1]);
  } catch (e) {
    if (hasDefault(args[1])) return args[1];
    throw e;
  }
});
