// voxpupuli php's Ruby functions, native; each runs only when the module path ships its Ruby file.
import ensure_prefix from './ensure_prefix.js';
import to_hash_settings from './to_hash_settings.js';

export const PHP_FUNCTIONS = [ensure_prefix, to_hash_settings];
