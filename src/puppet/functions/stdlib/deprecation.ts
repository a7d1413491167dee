// stdlib's deprecation(key, message, [use_strict_setting]): a warning, once per key in a
// compilation (Puppet's strict setting is 'warning' unless configured, so it always warns).
// stdlib 8's takes no use_strict_setting.
import { BOOLEAN, STRING } from '../../values/index.js';
import type { Signature } from '../function.js';
import { stdlib4xByRelease } from './stdlib-function.js';

const warn: Signature['call'] = (ctx, args) => {
  ctx.deprecation(args[0] as string, args[1] as string);
  return null;
};

export default stdlib4xByRelease(
  'deprecation',
  [{ params: [STRING, STRING, BOOLEAN], required: 2, names: ['key', 'message', 'use_strict_setting'], call: warn }],
  [{ params: [STRING, STRING], names: ['key', 'message'], call: warn }],
);
