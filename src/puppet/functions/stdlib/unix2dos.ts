// stdlib's unix2dos(string): every line end as CRLF (existing CRLFs kept).
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x(
  'unix2dos',
  (_ctx, args) => {
    if (typeof args[0] !== 'string') throw new FunctionError('unix2dos(): Requires string as argument');
    return args[0].replace(/\r*\n/g, '\r\n');
  },
  1,
);
