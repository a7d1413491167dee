// strftime(): refused with a coded error. Its Puppet 7 forms format a Timestamp or Timespan, which
// overcat's value model does not have (nothing in a compiled catalog needs them), or, in the
// deprecated strftime(format, [timezone]) form, the compiling machine's clock, which would make the
// catalog differ from run to run.
import { ANY } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';

export default defineFunction('strftime', {
  params: [],
  rest: ANY,
  names: ['args'],
  call() {
    throw new FunctionError('strftime', 'OVC3109', { name: 'strftime', where: ' (Timestamp and Timespan values are not in its value model, and the legacy form reads the clock)' });
  },
});
