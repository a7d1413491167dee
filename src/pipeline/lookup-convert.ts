// lookup_options `convert_to` with Puppet's own `new` of the scalar types: String.new writes an
// Array as `['a', 1]`, a Float as `4.000000`, takes a format (`[String, '%x']`); Integer.new reads
// `010` as octal and takes a radix. Hiera (a floor below the functions) converts the collections
// and Sensitive itself; the lookup job hands it this for the rest.
import { convertTo, type ConvertTo } from '../hiera/convert.js';
import { floatData, integerData } from '../data/exact-number.js';
import { FunctionError } from '../puppet/functions/dispatcher.js';
import { newBoolean, newFloat, newInteger, newNumeric } from '../puppet/functions/new-numbers.js';
import { newString } from '../puppet/functions/new-string.js';
import { fromData } from '../puppet/values/convert.js';
import { PFloat, type Value } from '../puppet/values/model.js';

const SCALAR_NEW: Record<string, (args: readonly Value[]) => Value> = { String: newString, Integer: newInteger, Float: newFloat, Numeric: newNumeric, Boolean: newBoolean };

/** A scalar Puppet value as Hiera data: a big Integer or an integral Float keeps what a JS number loses. */
function scalarData(v: Value): unknown {
  if (typeof v === 'bigint') return integerData(v);
  if (v instanceof PFloat) return floatData(v.value);
  return v;
}

/** convertTo, with Puppet's `new` for String, Integer, Float, Numeric and Boolean; throws TypeError when Puppet's would fail. */
export const puppetConvertTo: ConvertTo = (value, spec) => {
  const [type, ...args] = Array.isArray(spec) ? spec : [spec];
  const make = typeof type === 'string' && Object.hasOwn(SCALAR_NEW, type) ? SCALAR_NEW[type]! : undefined;
  if (!make) return convertTo(value, spec);
  try {
    return scalarData(make([fromData(value), ...args.map((a) => fromData(a))]));
  } catch (e) {
    if (e instanceof FunctionError) throw new TypeError(e.message);
    throw e;
  }
};
