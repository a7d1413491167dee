// join(array, [separator]): the elements as text joined by the separator.
import { ARRAY, STRING, toText, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('join', {
  params: [ARRAY, STRING],
  required: 1,
  names: ['arg', 'delimiter'],
  call(_ctx, args) {
    const flat = (args[0] as readonly Value[]).flat(Infinity as 1) as Value[];
    return flat.map(toText).join((args[1] as string | undefined) ?? '');
  },
});
