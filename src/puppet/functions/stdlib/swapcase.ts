// stdlib's swapcase(string or array): upper case letters as lower case and lower as upper.
import { FunctionError } from '../dispatcher.js';
import { rubyDowncase, rubyUpcase } from '../ruby-string.js';
import { stdlib3x } from './stdlib-function.js';

const swap = (s: string): string => Array.from(s, (c) => (rubyUpcase(c) !== c ? rubyUpcase(c) : rubyDowncase(c))).join('');

export default stdlib3x('swapcase', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('swapcase(): Wrong number of arguments given (0 for 1)');
  const [value] = args;
  if (Array.isArray(value)) return value.map((x) => (typeof x === 'string' ? swap(x) : x));
  if (typeof value === 'string') return swap(value);
  throw new FunctionError('swapcase(): Requires either array or string to work with');
});
