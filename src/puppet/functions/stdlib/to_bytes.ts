// stdlib's to_bytes(size): a number as it is; a text such as '4 kB' or '1.5M' as bytes (binary
// prefixes k, M, G, T, P, E), truncated to an Integer.
import { PFloat, int, isInteger } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { noMethodError } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

const SHIFT: Readonly<Record<string, bigint>> = { '': 0n, k: 10n, M: 20n, G: 30n, T: 40n, P: 50n, E: 60n };

/** Ruby's String#to_f of the leading number ('' and junk are 0.0). */
const toF = (s: string): number => Number(/^[-+]?(\d+(\.\d+)?([eE][-+]?\d+)?|\.\d+)/.exec(s)?.[0] ?? 0);

export default stdlib3x('to_bytes', (_ctx, args) => {
  if (args.length !== 1) throw new FunctionError(`to_bytes(): Wrong number of arguments given (${args.length} for 1)`);
  const [arg] = args;
  if (isInteger(arg!) || arg instanceof PFloat) return arg!;
  if (typeof arg !== 'string') throw noMethodError('match', arg!);
  const [, value = '', prefix = ''] = /([0-9.e+-]*)\s*([^bB]?)/.exec(arg)!;
  const shift = SHIFT[prefix];
  if (shift === undefined) throw new FunctionError(`to_bytes(): Unknown prefix ${prefix}`);
  const n = toF(value) * Number(1n << shift);
  return int(BigInt(Math.trunc(n)));
});
