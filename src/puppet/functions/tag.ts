// tag(tags...): tags the calling scope's resource (class, define instance, node) and so everything in it.
import { ANY, toText } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('tag', {
  params: [],
  rest: ANY,
  required: 1,
  names: ['tags'],
  call(ctx, args) {
    // An undef is the empty text, which is no valid tag (Puppet's function converts before tagging).
    ctx.tag(args.flat(Infinity as 1).map((t) => toText(t as never)));
    return null;
  },
});
