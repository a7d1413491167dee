// puppetlabs-apache's Ruby functions, native; each runs only when the module path ships its Ruby file.
import bool2httpd from './bool2httpd.js';

export const APACHE_FUNCTIONS = [bool2httpd];
