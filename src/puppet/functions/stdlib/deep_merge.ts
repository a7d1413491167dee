// stdlib's deep_merge(hashes...): later hashes win, nested hashes merged key by key; '' (undef) skipped.
import { PHash, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyClassOf } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

function deepMerge(a: PHash, b: PHash): PHash {
  const out = a.toBuilder();
  for (const [k, v] of b) {
    const old = out.get(k);
    out.set(k, old instanceof PHash && v instanceof PHash ? deepMerge(old, v) : v);
  }
  return out.build();
}

export default stdlib3x('deep_merge', (_ctx, args) => {
  if (args.length < 2) throw new FunctionError(`deep_merge(): wrong number of arguments (${args.length}; must be at least 2)`);
  return args.reduce<PHash>((acc, arg: Value) => {
    if (arg === '') return acc;
    if (!(arg instanceof PHash)) throw new FunctionError(`deep_merge: unexpected argument type ${rubyClassOf(arg)}, only expects hash arguments`);
    return deepMerge(acc, arg);
  }, PHash.EMPTY);
});
