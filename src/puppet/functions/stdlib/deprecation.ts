// stdlib's deprecation(key, message, [use_strict_setting]): a warning, once per key in a
// compilation (Puppet's strict setting is 'warning' unless configured, so it always warns).
import { BOOLEAN, STRING } from '../../values/index.js';
import { stdlib4x } from './stdlib-function.js';

export default stdlib4x('deprecation', {
  params: [STRING, STRING, BOOLEAN],
  required: 2,
  names: ['key', 'message', 'use_strict_setting'],
  call(ctx, args) {
    ctx.deprecation(args[0] as string, args[1] as string);
    return null;
  },
});
