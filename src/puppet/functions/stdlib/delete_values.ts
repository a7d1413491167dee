// stdlib's delete_values(hash, value): the hash without the entries whose value equals it (Ruby's ==).
import { PHash, rubyEquals } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyClassOf } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('delete_values', (_ctx, args) => {
  if (args.length !== 2) throw new FunctionError(`delete_values(): Wrong number of arguments given (${args.length} of 2)`);
  const [hash, item] = args;
  if (!(hash instanceof PHash)) throw new FunctionError(`delete_values(): First argument must be a Hash. Given an argument of class ${rubyClassOf(hash!)}.`);
  return PHash.from(Array.from(hash).filter(([, v]) => !rubyEquals(item!, v)));
});
