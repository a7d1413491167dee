// stdlib's dos2unix(string): CRLF line ends as LF.
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x(
  'dos2unix',
  (_ctx, args) => {
    if (typeof args[0] !== 'string') throw new FunctionError('dos2unix(): Requires string as argument');
    return args[0].replace(/\r\n/g, '\n');
  },
  1,
);
