// join(array, [separator]): the elements joined by the separator (a nested array joined the same
// way in its place, an empty one an empty field), each as Ruby's Array#join writes it (its `to_s`: a hash as Ruby's inspect, a regexp `(?-mix:...)`).
import { ARRAY, STRING, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { rubyObjectToS } from './ruby-values.js';

export default defineFunction('join', {
  params: [ARRAY, STRING],
  required: 1,
  names: ['arg', 'delimiter'],
  call(_ctx, args) {
    return rubyJoin(args[0] as readonly Value[], (args[1] as string | undefined) ?? '');
  },
});

/** Ruby's Array#join: a nested array is joined recursively and takes one field. */
function rubyJoin(array: readonly Value[], separator: string): string {
  return array.map((v) => (Array.isArray(v) ? rubyJoin(v, separator) : rubyObjectToS(v))).join(separator);
}
