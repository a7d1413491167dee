// saz-sudo's Ruby functions, native; each runs only when the module path ships its Ruby file.
import defaults from './defaults.js';

export const SUDO_FUNCTIONS = [defaults];
