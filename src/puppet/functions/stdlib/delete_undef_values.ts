// stdlib's delete_undef_values(collection): an array or hash without its undef elements or values.
import { PHash } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyClassOf, rubyToS } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('delete_undef_values', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError(`delete_undef_values(): Wrong number of arguments given (${args.length})`);
  const [v] = args;
  if (Array.isArray(v)) return v.filter((x) => x !== null);
  if (v instanceof PHash) return PHash.from(Array.from(v).filter(([, x]) => x !== null));
  throw new FunctionError(`delete_undef_values(): expected an array or hash, got ${rubyToS(v!)} type  ${rubyClassOf(v!)} `);
});
