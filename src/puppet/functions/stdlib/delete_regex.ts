// stdlib's delete_regex(collection, pattern(s)): an array without the elements, a hash without the
// keys, that match `\b<pattern>\b` (Ruby's `=~`: only strings match); several patterns each apply.
import { PHash, PRegexp, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { noMethodError, rubyClassOf, rubyToS } from '../ruby-values.js';
import { rubyArray } from './ruby-collections.js';
import { stdlib3x } from './stdlib-function.js';

/** Ruby's `x =~ regexp`: a String is searched; nil and other objects never match. */
const matches = (x: Value, re: PRegexp) => typeof x === 'string' && re.test(x);

export default stdlib3x('delete_regex', (_ctx, args) => {
  if (args.length !== 2) throw new FunctionError(`delete_regex(): Wrong number of arguments given ${args.length} for 2`);
  let collection = args[0]!;
  for (const item of rubyArray(args[1]!)) {
    const re = PRegexp.of(`\\b${rubyToS(item)}\\b`);
    if (Array.isArray(collection)) collection = collection.filter((x) => !matches(x, re));
    else if (collection instanceof PHash) collection = PHash.from(Array.from(collection).filter(([k]) => !matches(k, re)));
    else if (typeof collection === 'string') throw noMethodError('reject!', collection);
    else throw new FunctionError(`delete_regex(): First argument must be an Array, Hash, or String. Given an argument of class ${rubyClassOf(collection)}.`);
  }
  return collection;
});
