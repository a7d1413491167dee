// postgresql's Ruby functions, native; each runs only when the module path ships its Ruby file.
import postgresql_acls_to_resources_hash from './postgresql_acls_to_resources_hash.js';
import postgresql_escape from './postgresql_escape.js';
import postgresql_escape_legacy from './postgresql_escape_legacy.js';
import postgresql_password from './postgresql_password.js';
import postgresql_password_legacy from './postgresql_password_legacy.js';
import prepend_sql_password from './prepend_sql_password.js';

export const POSTGRESQL_FUNCTIONS = [postgresql_acls_to_resources_hash, postgresql_escape, postgresql_escape_legacy, postgresql_password, postgresql_password_legacy, prepend_sql_password];
