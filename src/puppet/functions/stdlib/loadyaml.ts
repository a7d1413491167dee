// stdlib's loadyaml(path, [default]): a YAML file's value (see loadDataFile).
import { loadDataFile, yamlValue } from './data-text.js';
import { stdlib3x } from './stdlib-function.js';

// stdlib 9 reads the file with `YAML.safe_load(text, aliases: true)` (stdlib 8's without aliases:
// not told apart here).
export default stdlib3x('loadyaml', (ctx, args) => loadDataFile(ctx, 'loadyaml', args, (text, path) => yamlValue(text, path, { aliases: true, symbols: false })), -2);
