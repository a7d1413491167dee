// stdlib's str2saltedpbkdf2(password, salt, iterations): PBKDF2-HMAC-SHA512 of 128 bytes (OpenSSL's
// PKCS5.pbkdf2_hmac), with the salt, in hex, as macOS's user records want it.
import { pbkdf2Sync } from 'node:crypto';
import { PHash, PSensitive, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

const argumentError = (message: string) => new FunctionError(`str2saltedpbkdf2(): ${message}`);

export default stdlib3x('str2saltedpbkdf2', (_ctx, given) => {
  if (given.length !== 3) throw argumentError(`wrong number of arguments (${given.length} for 3)`);
  const [password, salt, iterations] = given.map((a) => (a instanceof PSensitive ? a.value : a)) as [Value, Value, Value];
  if (typeof password !== 'string') throw argumentError('first argument must be a string');
  if (typeof salt !== 'string') throw argumentError('second argument must be a string');
  if (Buffer.byteLength(salt) < 8) throw argumentError('second argument must be at least 8 bytes long');
  if (typeof iterations !== 'number' && typeof iterations !== 'bigint') throw argumentError('third argument must be an integer');
  if (!(iterations > 40_000 && iterations < 70_000)) throw argumentError('third argument must be between 40,000 and 70,000');
  const hash = pbkdf2Sync(Buffer.from(password), Buffer.from(salt), Number(iterations), 128, 'sha512');
  return PHash.fromRecord({ password_hex: hash.toString('hex'), salt_hex: Buffer.from(salt).toString('hex'), iterations });
});
