// round(number): to the nearest Integer, halves away from zero, computed as Puppet does in Float
// arithmetic (x ± 0.5 truncated), so Integers beyond 2^53 come back rounded to a double.
import { NUMERIC } from '../values/index.js';
import { defineFunction } from './function.js';
import { floatToInteger, toDouble } from './ruby-number.js';

export default defineFunction('round', {
  params: [NUMERIC],
  names: ['val'],
  call(_ctx, args) {
    const x = toDouble(args[0]!);
    return floatToInteger(x > 0 ? x + 0.5 : x - 0.5);
  },
});
