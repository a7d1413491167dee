// puppetlabs-accounts' Ruby functions, native; each runs only when the module path ships its Ruby file.
import accounts_ssh_authorized_keys_line_parser from './accounts_ssh_authorized_keys_line_parser.js';
import accounts_ssh_options_parser from './accounts_ssh_options_parser.js';

export const ACCOUNTS_FUNCTIONS = [accounts_ssh_authorized_keys_line_parser, accounts_ssh_options_parser];
