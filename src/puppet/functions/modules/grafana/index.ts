// voxpupuli grafana's Ruby functions, native; each runs only when the module path ships its Ruby file.
import deep_find_and_remove from './deep_find_and_remove.js';
import get_sub_paths from './get_sub_paths.js';

export const GRAFANA_FUNCTIONS = [deep_find_and_remove, get_sub_paths];
