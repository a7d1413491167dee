// puppetlabs inifile's Ruby functions, native; each runs only when the module path ships its Ruby file.
import create_ini_settings from './create_ini_settings.js';

export const INIFILE_FUNCTIONS = [create_ini_settings];
