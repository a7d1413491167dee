// stdlib's values_at(array, index(es)): the elements at the indices — numbers, 'a-b' or 'a..b'
// ranges, 'a...b' excluding b — in the order given.
import type { Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyToS } from '../ruby-values.js';
import { passingValues, stdlib3x } from './stdlib-function.js';

export default passingValues(stdlib3x('values_at', (_ctx, args) => {
  if (args.length < 2) throw new FunctionError(`values_at(): Wrong number of arguments given (${args.length} for 2)`);
  const [array, given] = args;
  if (!Array.isArray(array)) throw new FunctionError('values_at(): Requires array to work with');
  const indices = [given!].flat(Infinity as 1) as Value[];
  if (indices.length === 0) throw new FunctionError('values_at(): You must provide at least one positive index to collect');
  const picked: number[] = [];
  for (const index of indices) {
    const text = rubyToS(index);
    const m = /^(\d+)(\.\.\.?|-)(\d+)$/m.exec(text);
    if (m) {
      const [start, stop] = [Number(m[1]), Number(m[3])];
      if (start > stop) throw new FunctionError('values_at(): Stop index in given indices range is smaller than the start index');
      if (stop > array.length - 1) throw new FunctionError('values_at(): Stop index in given indices range exceeds array size');
      for (let i = start; m[2] === '...' ? i < stop : i <= stop; i++) picked.push(i);
    } else {
      if (!/^\d+$/m.test(text)) throw new FunctionError('values_at(): Unknown format of given index');
      const i = Number(/\d+/.exec(text)![0]);
      if (i > array.length - 1) throw new FunctionError('values_at(): Given index exceeds array size');
      picked.push(i);
    }
  }
  return picked.map((i) => array[i]!).filter((v) => v !== null);
}));
