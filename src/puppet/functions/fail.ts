// fail(message...): stops the compilation with the message.
import { ANY, toText } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';

export default defineFunction('fail', {
  params: [],
  rest: ANY,
  names: ['message'],
  call(_ctx, args) {
    throw new FunctionError(args.map(toText).join(' '));
  },
});
