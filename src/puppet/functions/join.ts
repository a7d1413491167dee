// join(array, [separator]): the elements joined by the separator (a nested array joined the same
// way in its place, an empty one an empty field), each as Ruby's Array#join writes it (its `to_s`: a hash as Ruby's inspect, a regexp `(?-mix:...)`).
// The result is binary when the first element is a binary String, as Ruby encodes a join.
import { ARRAY, PBinaryString, STRING, joinStrings, type Value } from '../values/index.js';
import { defineFunction } from './function.js';
import { rubyObjectToS } from './ruby-values.js';

export default defineFunction('join', {
  params: [ARRAY, STRING],
  required: 1,
  names: ['arg', 'delimiter'],
  keepsEncoding: true,
  call(_ctx, args) {
    const separator = args[1] ?? '';
    return rubyJoin(args[0] as readonly Value[], separator instanceof PBinaryString ? separator.text : (separator as string));
  },
});

/** Ruby's Array#join: a nested array is joined recursively and takes one field. */
function rubyJoin(array: readonly Value[], separator: string): string | PBinaryString {
  return joinStrings(
    array.map((v) => (Array.isArray(v) ? plainText(rubyJoin(v, separator)) : v instanceof PBinaryString ? v : rubyObjectToS(v))),
    separator,
  );
}

// A nested array's field is joined apart (Ruby then writes it in another encoding): plain text.
const plainText = (s: string | PBinaryString): string => (typeof s === 'string' ? s : s.text);
