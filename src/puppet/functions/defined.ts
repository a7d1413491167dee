// defined(things...): true when any is a known class or resource type, a declared resource, or a set `$variable`.
import { ANY } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('defined', {
  params: [ANY],
  rest: ANY,
  names: ['vals'],
  call(ctx, args) {
    return args.some((a) => ctx.isDefined(a));
  },
});
