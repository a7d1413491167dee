// mongodb_password(username, password, [sensitive]) (voxpupuli mongodb): the legacy MongoDB
// password hash, MD5 hex of "<username>:mongo:<password>" (a Sensitive password unwrapped), as
// Sensitive when asked; mongodb::db gives it to mongodb_user for SCRAM-SHA-1 users.
import { createHash } from 'node:crypto';
import { BOOLEAN, IntegerType, PSensitive, STRING, SensitiveType, StringType, VariantType } from '../../../values/index.js';
import { defineModuleFunction } from '../../function.js';
import { RENDERED } from '../../epp.js';

const NON_EMPTY = new StringType(new IntegerType(1, Infinity));

export default defineModuleFunction('mongodb', 'mongodb_password', {
  // Puppet generalizes a Sensitive's type: the Ruby's Sensitive[String[1]] takes Sensitive('').
  params: [NON_EMPTY, new VariantType([NON_EMPTY, new SensitiveType(STRING)]), BOOLEAN],
  required: 2,
  names: ['username', 'password', 'sensitive'],
  // Variant[String, Sensitive[String]], as epp's.
  returns: RENDERED,
  call(_ctx, args) {
    const [username, given, sensitive] = args;
    const password = given instanceof PSensitive ? (given.value as string) : (given as string);
    const hash = createHash('md5').update(`${username as string}:mongo:${password}`, 'utf8').digest('hex');
    return sensitive === true ? new PSensitive(hash) : hash;
  },
});
