// mysql_password(password, sensitive?) (mysql): the deprecated name of mysql::password.
import { defineModuleFunction } from '../../function.js';
import { PASSWORD_SIGNATURE, mysqlPassword } from './password.js';

export default defineModuleFunction('mysql', 'mysql_password', { ...PASSWORD_SIGNATURE, call: (_ctx, args) => mysqlPassword(args[0]!, args[1]) });
