// haproxy::generate_error_message(error_message) (puppetlabs-haproxy): fails with the message, so
// that haproxy's EPP templates can refuse a configuration.
import { STRING } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';

export default defineModuleFunction('haproxy', 'haproxy::generate_error_message', {
  params: [STRING],
  names: ['error_message'],
  call(_ctx, [message]) {
    throw new FunctionError(message as string);
  },
});
