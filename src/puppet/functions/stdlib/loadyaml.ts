// stdlib's loadyaml(path, [default]): a YAML file's value (see loadDataFile). stdlib 9 reads it with
// `YAML.safe_load(text, aliases: true)` (no Symbols); stdlib 8 with `YAML.load_file`, Psych 4's
// safe load as parseyaml's (no aliases, Symbols permitted).
import { loadDataFile, yamlValue } from './data-text.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x(
  'loadyaml',
  (ctx, args) => {
    const stdlib9 = ctx.shipsFunction('stdlib::merge');
    return loadDataFile(ctx, 'loadyaml', args, (text, path) => yamlValue(text, path, { aliases: stdlib9, symbols: !stdlib9 }));
  },
  -2,
);
