// call(name, args...) [|...|]: calls the function of that name with the arguments (and lambda).
import { ANY, STRING } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('call', {
  params: [STRING],
  rest: ANY,
  block: 'optional',
  names: ['function_name', 'arguments'],
  call: (ctx, args, lambda) => ctx.call(args[0] as string, args.slice(1), lambda),
});
