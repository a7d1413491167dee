// convert_to(value, type, args...) [|$x|]: new(type, value, args...), the result passed to the lambda when given.
import { ANY, TypeType } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('convert_to', {
  params: [ANY, new TypeType()],
  rest: ANY,
  block: 'optional',
  blockArity: [1, 1],
  names: ['value', 'type', 'args'],
  call(ctx, args, lambda) {
    const result = ctx.call('new', [args[1]!, args[0]!, ...args.slice(2)]);
    return lambda ? lambda.call([result]) : result;
  },
});
