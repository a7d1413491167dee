// mysql's Ruby functions, native; each runs only when the module path ships its Ruby file.
import innobackupex_args from './innobackupex_args.js';
import mysql_password from './mysql_password.js';
import normalise_and_deepmerge from './normalise_and_deepmerge.js';
import password from './password.js';

export const MYSQL_FUNCTIONS = [innobackupex_args, mysql_password, normalise_and_deepmerge, password];
