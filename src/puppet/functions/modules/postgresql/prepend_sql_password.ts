// postgresql::prepend_sql_password(password) (postgresql): `ENCRYPTED PASSWORD '<password>'`.
import { STRING } from '../../../values/index.js';
import { defineModuleFunction } from '../../function.js';

export default defineModuleFunction('postgresql', 'postgresql::prepend_sql_password', {
  params: [STRING],
  names: ['password'],
  call: (_ctx, args) => `ENCRYPTED PASSWORD '${args[0] as string}'`,
});
