// stdlib's loadyaml(path, [default]): a YAML file's value (the default when it is empty or does
// not parse; a warning and the default when it does not exist). URLs are refused: a compilation
// does not fetch.
import { FunctionError } from '../dispatcher.js';
import { rubyString } from '../ruby-values.js';
import { hasDefault, orDefault, yamlValue } from './data-text.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x(
  'loadyaml',
  (ctx, args) => {
    const path = rubyString(args[0]!);
    if (/^https?:\/\//.test(path)) throw new FunctionError('loadyaml() of a URL: overcat does not fetch URLs during a compilation', 'OVC3109', { name: 'loadyaml', where: ' for a URL' });
    const text = ctx.fileKind(path) === 'file' ? ctx.readTextFile(path) : undefined;
    if (text === undefined) {
      ctx.log('warning', `Can't load '${path}' File does not exist!`);
      return args[1] ?? null;
    }
    try {
      return orDefault(yamlValue(text, path), args[1]);
    } catch (e) {
      if (hasDefault(args[1])) return args[1];
      throw e;
    }
  },
  -2,
);
