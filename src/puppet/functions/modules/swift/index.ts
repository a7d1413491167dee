// puppet-swift's Ruby functions, native; each runs only when the module path ships its Ruby file.
import validate_tempauth_account from './validate_tempauth_account.js';

export const SWIFT_FUNCTIONS = [validate_tempauth_account];
