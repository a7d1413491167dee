// voxpupuli letsencrypt's Ruby functions, native; each runs only when the module path ships its Ruby file.
import letsencrypt_lookup from './letsencrypt_lookup.js';

export const LETSENCRYPT_FUNCTIONS = [letsencrypt_lookup];
