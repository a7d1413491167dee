// stdlib's loadjson(path, [default]): a JSON file's value (Puppet 7 reads it as PSON; see loadDataFile).
import { jsonValue, loadDataFile } from './data-text.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('loadjson', (ctx, args) => loadDataFile(ctx, 'loadjson', args, (text) => jsonValue(text)), -2);
