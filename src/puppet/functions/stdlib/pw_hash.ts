// stdlib's pw_hash(password, hash_type, salt): crypt(3) of the password with the salt, as Ruby's
// String#crypt on Linux returns it (MD5, SHA-256, SHA-512, bcrypt); undef for an empty password.
import { PBinaryString } from '../../values/binary-string.js';
import { PSensitive, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';
import { bcrypt } from './bcrypt.js';
import { unixCrypt } from './unix-crypt.js';

// Ruby's source of stdlib's %r{...} escapes its slash, which the message shows.
const BCRYPT_SALT = '^(0[4-9]|[12][0-9]|3[01])\\$[.\\/A-Za-z0-9]{22}';
const MAX_BCRYPT_COST = 16;
const HASHES: Readonly<Record<string, { prefix: string; bcrypt?: true }>> = {
  md5: { prefix: '1' },
  'sha-256': { prefix: '5' },
  'sha-512': { prefix: '6' },
  bcrypt: { prefix: '2b', bcrypt: true },
  'bcrypt-a': { prefix: '2a', bcrypt: true },
  'bcrypt-x': { prefix: '2x', bcrypt: true },
  'bcrypt-y': { prefix: '2y', bcrypt: true },
};

const unsupported = (what: string) => new FunctionError(what, 'OVC3116', { what });
const argumentError = (message: string) => new FunctionError(`pw_hash(): ${message}`);

function pwHash(given: Value[]): Value {
  const args: Value[] = given.map((a) => (a instanceof PSensitive ? a.value : a));
  const [password, type, salt] = args as [Value, Value, Value];
  if (typeof password !== 'string' && password !== null) throw argumentError('first argument must be a string');
  if (typeof type !== 'string') throw argumentError('second argument must be a string');
  const hash = HASHES[type.toLowerCase()];
  if (hash === undefined) throw argumentError(`${type} is not a valid hash type`);
  if (typeof salt !== 'string') throw argumentError('third argument must be a string');
  if (salt === '') throw argumentError('third argument must not be empty');
  if (hash.bcrypt) {
    if (!new RegExp(BCRYPT_SALT, 'm').test(salt)) throw argumentError(`characters in salt must match (?-mix:${BCRYPT_SALT})`);
    if (password === null || password === '') return null;
    // The check's `^` also accepts a later line, which crypt(3) would not take as a setting.
    const setting = /^(\d\d)\$([./A-Za-z0-9]{22})/.exec(salt);
    const cost = Number(setting?.[1]);
    // 2^cost rounds: past this a compilation would take minutes to hours, as Puppet's does.
    if (setting === null || cost > MAX_BCRYPT_COST) throw unsupported(`pw_hash() with a bcrypt salt of more than one line or a cost above ${MAX_BCRYPT_COST}`);
    return new PBinaryString(bcrypt(hash.prefix.slice(1), cost, password, setting[2]!));
  }
  if (!/^[a-zA-Z0-9./]+$/.test(salt)) throw argumentError('characters in salt must be in the set [a-zA-Z0-9./]');
  if (password === null || password === '') return null;
  // Ruby's String#crypt returns a binary (ASCII-8BIT) string.
  return new PBinaryString(unixCrypt(hash.prefix as '1' | '5' | '6', password, salt));
}

export default stdlib3x('pw_hash', (_ctx, args) => pwHash(args), 3);
