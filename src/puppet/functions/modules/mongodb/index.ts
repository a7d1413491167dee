// voxpupuli mongodb's Ruby functions, native; each runs only when the module path ships its Ruby file.
import mongodb_password from './mongodb_password.js';

export const MONGODB_FUNCTIONS = [mongodb_password];
