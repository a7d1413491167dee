// nova's Ruby functions, native; each runs only when the module path ships its Ruby file.
import encode_url_queries_for_python from './encode_url_queries_for_python.js';
import to_array_of_json_strings from './to_array_of_json_strings.js';

export const NOVA_FUNCTIONS = [encode_url_queries_for_python, to_array_of_json_strings];
