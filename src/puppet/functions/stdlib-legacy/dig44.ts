// dig44(data, path, default?) (stdlib 8, removed in 9): the value at a path of keys (array indices
// read with Kernel#Integer) into nested hashes and arrays, or the default where the path ends at
// a missing or undef value.
import { PFloat, PHash, isInteger, type Value } from '../../values/index.js';
import { rubyClass } from '../ruby-class.js';
import { parseRubyInteger } from '../ruby-values.js';
import { parseError, stdlibFunction } from './legacy.js';

/** Kernel#Integer of an array key, or undefined where Ruby raises. */
function index(key: Value): number | undefined {
  if (isInteger(key)) return Number(key);
  if (key instanceof PFloat) return Number.isFinite(key.value) ? Math.trunc(key.value) : undefined;
  if (typeof key === 'string') {
    const n = parseRubyInteger(key);
    return n === undefined ? undefined : Number(n);
  }
  return undefined;
}

/** The walk dig44 does (also what try_get_value ends in). */
export function digPath(data: Value, path: readonly Value[], dflt: Value): Value {
  let at: Value = data;
  for (const key of path) {
    let next: Value | undefined;
    if (at instanceof PHash) next = at.get(key);
    else if (Array.isArray(at)) {
      const i = index(key);
      if (i === undefined) return dflt;
      const list = at as readonly Value[];
      next = list[i < 0 ? list.length + i : i];
    } else return dflt;
    if (next === undefined || next === null) return dflt;
    at = next;
  }
  return at;
}

export default stdlibFunction('dig44', '3.x', (_ctx, args) => {
  if (args.length < 2) throw parseError(`dig44(): Wrong number of arguments given (${args.length} for at least 2)`);
  const [data, path, dflt] = args as [Value, Value, Value | undefined];
  if (!(data instanceof PHash || Array.isArray(data))) throw parseError(`dig44(): first argument must be a hash or an array, given ${rubyClass(data)}`);
  if (!Array.isArray(path)) throw parseError(`dig44(): second argument must be an array, given ${rubyClass(path)}`);
  return digPath(data, path as readonly Value[], dflt ?? null);
});

