// stdlib's stdlib::sha256(data): the SHA-256 hex digest of the data's text (a Sensitive unwrapped).
import { createHash } from 'node:crypto';
import { PSensitive, SCALAR_DATA, SensitiveType, VariantType } from '../../values/index.js';
import { rubyToS } from '../ruby-values.js';
import { stdlib4x } from './stdlib-function.js';

export const DIGESTIBLE = new VariantType([SCALAR_DATA, new SensitiveType(SCALAR_DATA)]);

/** The text stdlib digests: a Sensitive's value, anything else as Ruby's `to_s`. */
export const digestText = (v: Parameters<typeof rubyToS>[0]): string => rubyToS(v instanceof PSensitive ? v.value : v);

export default stdlib4x('stdlib::sha256', {
  params: [DIGESTIBLE],
  names: ['my_data'],
  call: (_ctx, args) => createHash('sha256').update(digestText(args[0]!), 'utf8').digest('hex'),
});
