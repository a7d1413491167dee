// with(args...) |params|: calls the lambda with the arguments.
import { ANY } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('with', {
  params: [],
  rest: ANY,
  block: 'required',
  // The value goes on as it is (a binary String stays binary).
  keepsEncoding: true,
  names: ['args'],
  call(_ctx, args, lambda) {
    return lambda!.call(args);
  },
});
