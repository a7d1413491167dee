// unwrap(value) [|$x|]: a Sensitive's value (any other value as it is), passed to the lambda when given.
import { ANY, PSensitive } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('unwrap', {
  params: [ANY],
  block: 'optional',
  names: ['arg'],
  call(_ctx, args, lambda) {
    const v = args[0]!;
    const unwrapped = v instanceof PSensitive ? v.value : v;
    return lambda ? lambda.call([unwrapped]) : unwrapped;
  },
});
