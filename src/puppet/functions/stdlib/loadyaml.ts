// stdlib's loadyaml(path, [default]): a YAML file's value (see loadDataFile).
import { loadDataFile, yamlValue } from './data-text.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('loadyaml', (ctx, args) => loadDataFile(ctx, 'loadyaml', args, yamlValue), -2);
