// reduce(iterable, [memo]) |$memo, $x|: folds the entries (a hash's entries are [key, value]).
import { ANY, PHash, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { entries, untilBreak } from './iteration.js';

export default defineFunction('reduce', {
  params: [ANY, ANY],
  required: 1,
  block: 'required',
  blockArity: [2, 2],
  names: ['iterable', 'memo'],
  call(_ctx, args, lambda) {
    const hash = args[0] instanceof PHash;
    const items: Value[] = entries(args[0]!).map(([k, v]) => (hash ? [k, v] : v));
    let memo: Value;
    if (args.length > 1) memo = args[1]!;
    else {
      if (items.length === 0) return null;
      memo = items.shift()!;
    }
    untilBreak(items, (x) => (memo = lambda!.call([memo, x])));
    return memo;
  },
});
