// is_string(value) (stdlib 8, removed in 9): true for a String (or undef) that does not read back
// unchanged as a number (`'1'` and `'1.5'` are not strings to it; `'01'` is).
import { formatFloat } from '../../values/index.js';
import { parseError, stdlibFunction } from './legacy.js';

/** Whether Ruby's `s.to_i.to_s` or `s.to_f.to_s` gives `s` back. */
function numberText(s: string): boolean {
  if (/^(?:0|-?[1-9]\d*)$/.test(s)) return true;
  return /^-?\d+\.\d+(?:e[-+]\d+)?$/.test(s) && formatFloat(Number(s)) === s;
}

export default stdlibFunction('is_string', '4.x', (_ctx, args) => {
  if (args.length === 0) throw parseError('is_string(): Wrong number of arguments given (0 for 1)');
  const v = args[0]!;
  return v === null || (typeof v === 'string' && !numberText(v));
});
