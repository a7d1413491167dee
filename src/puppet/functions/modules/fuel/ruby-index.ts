// Ruby's `value[key]` with a String key, as Fuel's functions index the data they are given: a
// Hash's entry (nil when absent), a String's substring (the key when it occurs), an Array's
// TypeError, nil's NoMethodError.
import { PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { noMethodError } from '../../ruby-values.js';

export function rubyIndex(v: Value, key: Value): Value {
  if (v instanceof PHash) return v.get(key) ?? null;
  if (typeof v === 'string' && typeof key === 'string') return v.includes(key) ? key : null;
  if (Array.isArray(v)) throw new FunctionError(`no implicit conversion of ${key === null ? 'nil' : 'String'} into Integer`);
  throw noMethodError('[]', v);
}
