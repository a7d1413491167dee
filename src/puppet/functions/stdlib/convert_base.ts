// stdlib's convert_base(number, base): a base-10 Integer (or its digits) written in base 2 to 36.
import { isInteger } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x(
  'convert_base',
  (_ctx, args) => {
    const [n, base] = args;
    if (!isInteger(n!) && typeof n !== 'string') throw new FunctionError('convert_base(): First argument must be either a string or an integer');
    if (!isInteger(base!) && typeof base !== 'string') throw new FunctionError('convert_base(): Second argument must be either a string or an integer');
    const notDecimal = 'convert_base(): First argument must be an integer or a string corresponding to an integer in base 10';
    if (typeof n === 'string' && !/^[0-9]+$/m.test(n)) throw new FunctionError(notDecimal);
    if (typeof base === 'string' && !/^[0-9]+$/m.test(base)) throw new FunctionError(notDecimal);
    const value = BigInt(typeof n === 'string' ? /\d+/.exec(n)![0] : n!);
    const radix = Number(typeof base === 'string' ? /\d+/.exec(base)![0] : base);
    if (radix < 2 || radix > 36) throw new FunctionError('convert_base(): base must be at least 2 and must not be greater than 36');
    return value.toString(radix);
  },
  2,
);
