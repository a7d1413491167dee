// The stdlib 8.x functions stdlib 9 removed that real modules still call, native; each runs only
// when the module path's stdlib ships its Ruby file (an stdlib older than 9).
import dig44 from './dig44.js';
import has_key from './has_key.js';
import hash from './hash.js';
import is_array from './is_array.js';
import is_hash from './is_hash.js';
import is_integer from './is_integer.js';
import is_ip_address from './is_ip_address.js';
import is_numeric from './is_numeric.js';
import is_string from './is_string.js';
import try_get_value from './try_get_value.js';
import validate_absolute_path from './validate_absolute_path.js';
import validate_array from './validate_array.js';
import validate_bool from './validate_bool.js';
import validate_hash from './validate_hash.js';
import validate_integer from './validate_integer.js';
import validate_re from './validate_re.js';
import validate_string from './validate_string.js';

export const STDLIB_LEGACY_FUNCTIONS = [
  dig44,
  has_key,
  hash,
  is_array,
  is_hash,
  is_integer,
  is_ip_address,
  is_numeric,
  is_string,
  try_get_value,
  validate_absolute_path,
  validate_array,
  validate_bool,
  validate_hash,
  validate_integer,
  validate_re,
  validate_string,
];
