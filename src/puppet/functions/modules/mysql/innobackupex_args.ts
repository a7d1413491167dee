// mysql::innobackupex_args(user, compress, password, databases, optional_args) (mysql): the
// command-line arguments of the mysqlbackup cron job's innobackupex/xtrabackup call.
import { ArrayType, BOOLEAN, IntegerType, OptionalType, SensitiveType, STRING, StringType, VariantType, type Value } from '../../../values/index.js';
import { defineModuleFunction } from '../../function.js';
import { rubyToS } from '../../ruby-values.js';

const NON_EMPTY_STRINGS = new ArrayType(new StringType(new IntegerType(1, Infinity)));

export default defineModuleFunction('mysql', 'mysql::innobackupex_args', {
  params: [new OptionalType(STRING), BOOLEAN, new OptionalType(new VariantType([STRING, new SensitiveType(STRING)])), NON_EMPTY_STRINGS, NON_EMPTY_STRINGS],
  names: ['backupuser', 'backupcompress', 'backuppassword_unsensitive', 'backupdatabases', 'optional_args'],
  call(_ctx, args) {
    const [user, compress, password, databases, optional] = args as [Value, boolean, Value, string[], string[]];
    let out = '';
    // A Sensitive password is written as Ruby's to_s of it, which redacts it.
    if (user !== null && password !== null) out = `--user="${rubyToS(user)}" --password="${rubyToS(password)}"`;
    if (compress) out = `${out} --compress`;
    if (databases.length > 0) out = `${out} --databases="${databases.join(' ')}"`;
    for (const a of optional) out = `${out} ${a}`;
    return out;
  },
});
