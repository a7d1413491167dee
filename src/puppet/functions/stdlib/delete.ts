// stdlib's delete(collection, item(s)): an array without the elements equal to the item (Ruby's
// ==), a hash without that key, a string without every occurrence of that substring.
import { PHash, rubyEquals } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyClassOf } from '../ruby-values.js';
import { rubyArray } from './ruby-collections.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('delete', (_ctx, args) => {
  if (args.length !== 2) throw new FunctionError(`delete(): Wrong number of arguments given ${args.length} for 2`);
  let collection = args[0]!;
  for (const item of rubyArray(args[1]!)) {
    if (Array.isArray(collection)) collection = collection.filter((x) => !rubyEquals(x, item));
    else if (collection instanceof PHash) collection = collection.toBuilder().delete(item).build();
    else if (typeof collection === 'string') {
      if (typeof item !== 'string') throw new FunctionError(`wrong argument type ${rubyClassOf(item)} (expected Regexp)`);
      collection = collection.split(item).join('');
    }
    else throw new FunctionError(`delete(): First argument must be an Array, String, or Hash. Given an argument of class ${rubyClassOf(collection)}.`);
  }
  return collection;
});
