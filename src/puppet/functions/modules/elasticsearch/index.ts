// voxpupuli elasticsearch's Ruby functions, native; each runs only when the module path ships its Ruby file.
import deep_implode from './deep_implode.js';
import es_plugin_name from './es_plugin_name.js';

export const ELASTICSEARCH_FUNCTIONS = [deep_implode, es_plugin_name];
