// mysql::password(password, sensitive?) (mysql): MySQL's native password hash,
// `*` + upper-case hex SHA1(SHA1(password)); an already hashed value or '' unchanged.
import { createHash } from 'node:crypto';
import { BOOLEAN, PSensitive, SensitiveType, STRING, VariantType, type Value } from '../../../values/index.js';
import { defineModuleFunction, type Signature } from '../../function.js';

/** The hash the module computes (a Sensitive password unwrapped; the result Sensitive when asked). */
export function mysqlPassword(password: Value, sensitive: Value | undefined): Value {
  const text = (password instanceof PSensitive ? password.value : password) as string;
  let hashed: string;
  if (/^\*[A-F0-9]{40}$/m.test(text)) hashed = text;
  else if (text === '') hashed = '';
  else hashed = `*${createHash('sha1').update(createHash('sha1').update(text, 'utf8').digest()).digest('hex').toUpperCase()}`;
  return sensitive === true ? new PSensitive(hashed) : hashed;
}

/** The dispatch mysql::password and the deprecated mysql_password share. */
export const PASSWORD_SIGNATURE: Omit<Signature, 'call'> = {
  params: [new VariantType([STRING, new SensitiveType(STRING)]), BOOLEAN],
  required: 1,
  names: ['password', 'sensitive'],
};

export default defineModuleFunction('mysql', 'mysql::password', { ...PASSWORD_SIGNATURE, call: (_ctx, args) => mysqlPassword(args[0]!, args[1]) });
