// saz-ssh's Ruby functions, native; each runs only when the module path ships its Ruby file.
import ipaddresses from './ipaddresses.js';

export const SSH_FUNCTIONS = [ipaddresses];
