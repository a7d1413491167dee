// stdlib's range(start, stop, [step]) or range('a..b' / 'a-b' / 'a...b'): the integers (when
// start is all digits) or strings (Ruby's String#succ: 'host01'..'host10') between, every step-th,
// at most a million of them.
import { PFloat, int, isInteger, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { stringToI } from '../ruby-number.js';
import { noMethodError, rubyToS } from '../ruby-values.js';
import { stringRange } from './ruby-string-range.js';
import { stdlib3x } from './stdlib-function.js';

const LIMIT = 1_000_000;

/** Ruby's `to_i` of a range bound or step. */
function toI(v: Value): bigint {
  if (isInteger(v)) return BigInt(v);
  if (v instanceof PFloat) return BigInt(Math.trunc(v.value));
  if (typeof v === 'string') return stringToI(v);
  throw noMethodError('to_i', v);
}

export default stdlib3x('range', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('range(): Wrong number of arguments given (0 for 1)');
  let start: Value;
  let stop: Value;
  let step = 1n;
  let exclusive = false;
  if (args.length > 1) {
    [start, stop] = args as [Value, Value];
    if (args[2] !== undefined && args[2] !== null) {
      step = toI(args[2]);
      if (step < 0n) step = -step;
    }
    if (step === 0n) throw new FunctionError('range(): 3rd arg (step size) must be a non zero integer (e.g. 1 or -1)');
  } else {
    const value = args[0]!;
    if (typeof value !== 'string') throw noMethodError('match', value);
    const m = /^(\w+)(\.\.\.?|-)(\w+)$/m.exec(value);
    if (!m) {
      if (/^.+$/m.test(value)) throw new FunctionError(`range(): Unable to compute range from the value: ${value}`);
      throw new FunctionError(`range(): Unknown range format: ${value}`);
    }
    [start, stop] = [m[1]!, m[3]!];
    exclusive = m[2] === '...';
  }
  let all: Value[];
  if (/^\d+$/m.test(rubyToS(start))) {
    const [a, b] = [toI(start), toI(stop)];
    all = [];
    for (let i = a; (exclusive ? i < b : i <= b) && all.length < LIMIT; i += step) all.push(int(i));
    return all;
  }
  all = stringRange(rubyToS(start), rubyToS(stop), exclusive, Math.min(LIMIT * Number(step), 10 * LIMIT));
  return all.filter((_, i) => BigInt(i) % step === 0n).slice(0, LIMIT);
});
