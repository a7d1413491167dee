// stdlib's clamp(min, value, max) (or one array of the three): the middle one of the three as
// integers.
import { PFloat, PHash, int, isInteger, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { stringToI } from '../ruby-number.js';
import { noMethodError, rubyInspect } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

function toI(v: Value): bigint {
  if (isInteger(v)) return BigInt(v);
  if (v instanceof PFloat) return BigInt(Math.trunc(v.value));
  if (typeof v === 'string') return stringToI(v);
  throw noMethodError('to_i', v);
}

export default stdlib3x(
  'clamp',
  (_ctx, args) => {
    const all = args.flat(Infinity as 1) as Value[];
    if (all.length !== 3) throw new FunctionError('clamp(): Wrong number of arguments, need three to clamp');
    for (const v of all) {
      if (typeof v === 'string' && !/^\d+$/m.test(v)) throw new FunctionError(`clamp(): Required explicit numeric (${v}:String)`);
      if (v instanceof PHash) throw new FunctionError(`clamp(): The Hash type is not allowed (${rubyInspect(v)})`);
    }
    const sorted = all.map(toI).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return int(sorted[1]!);
  },
  -2,
);
