// join(array, [separator]): the elements (nested arrays flattened) joined by the separator, each
// as Ruby's Array#join writes it (its `to_s`: a hash as Ruby's inspect, a regexp `(?-mix:...)`).
import { ARRAY, STRING, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { rubyObjectToS } from './ruby-values.js';

export default defineFunction('join', {
  params: [ARRAY, STRING],
  required: 1,
  names: ['arg', 'delimiter'],
  call(_ctx, args) {
    const flat = (args[0] as readonly Value[]).flat(Infinity as 1) as Value[];
    return flat.map(rubyObjectToS).join((args[1] as string | undefined) ?? '');
  },
});
