// stdlib's stdlib::extname(path): Ruby's File.extname (the last component's extension with its dot).
import { STRING } from '../../values/index.js';
import { rubyExtname } from './ruby-file-path.js';
import { stdlib4x } from './stdlib-function.js';

export default stdlib4x('stdlib::extname', { params: [STRING], names: ['filename'], call: (_ctx, args) => rubyExtname(args[0] as string) });
