// postgresql::postgresql_password(username, password, sensitive?, hash?, salt?) (postgresql): the
// password hash PostgreSQL stores: `md5` + MD5(password + username), or a SCRAM-SHA-256 verifier
// (PBKDF2-SHA256, 4096 iterations, the salt defaulting to the user name). An already hashed
// password is returned as it is. Without a hash type, postgresql::default('password_encryption').
import { createHash, createHmac, pbkdf2Sync } from 'node:crypto';
import { BOOLEAN, EnumType, INTEGER, IntegerType, OptionalType, PSensitive, SensitiveType, StringType, VariantType, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { rubyClassName, rubyToS } from '../../ruby-values.js';

const NON_EMPTY = new StringType(new IntegerType(1, Infinity));

/** What Ruby's OpenSSL and Base64 take: a String, else Ruby's TypeError. */
function bytes(v: Value): Buffer {
  if (typeof v !== 'string') throw new FunctionError(`no implicit conversion of ${rubyClassName(v)} into String`);
  return Buffer.from(v, 'utf8');
}

/** PostgreSQL's SCRAM-SHA-256 verifier: `SCRAM-SHA-256$4096:salt$StoredKey:ServerKey`, base64 parts. */
function scramSha256(password: Value, salt: Value): string {
  const key = pbkdf2Sync(bytes(password), bytes(salt), 4096, 32, 'sha256');
  const clientKey = createHmac('sha256', key).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', key).update('Server Key').digest();
  return `SCRAM-SHA-256$4096:${bytes(salt).toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

export default defineModuleFunction('postgresql', 'postgresql::postgresql_password', {
  params: [
    new VariantType([NON_EMPTY, INTEGER]),
    new VariantType([NON_EMPTY, new SensitiveType(NON_EMPTY), INTEGER]),
    BOOLEAN,
    new OptionalType(new EnumType(['md5', 'scram-sha-256'])),
    new OptionalType(new VariantType([NON_EMPTY, INTEGER])),
  ],
  required: 2,
  names: ['username', 'password', 'sensitive', 'hash', 'salt'],
  call(ctx, args) {
    const [username, given, sensitive = false, hashArg = null, salt = null] = args;
    const hash = hashArg === null ? ctx.call('postgresql::default', ['password_encryption']) : hashArg;
    const password = given instanceof PSensitive ? given.value : given!;
    const wrap = (s: string): Value => (sensitive === true ? new PSensitive(s) : s);
    if (typeof password === 'string' && /^(?:md5[0-9a-f]{32}$|SCRAM-SHA-256\$)/m.test(password)) return wrap(password);
    if (hash === 'md5' || hash === null) return wrap(`md5${createHash('md5').update(rubyToS(password) + rubyToS(username!), 'utf8').digest('hex')}`);
    if (hash === 'scram-sha-256') return wrap(scramSha256(password, salt ?? username!));
    throw new FunctionError(`postgresql::postgresql_password(): got unkown hash type '${rubyToS(hash)}'`);
  },
});
