// tagged(tags...): whether the calling scope's resource has every given tag.
import { ANY, toText } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('tagged', {
  params: [],
  rest: ANY,
  required: 1,
  names: ['tags'],
  call(ctx, args) {
    return ctx.tagged(args.flat(Infinity as 1).map((t) => toText(t as never)));
  },
});
