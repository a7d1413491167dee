// voxpupuli collectd's Ruby functions, native; each runs only when the module path ships its Ruby file.
import collectd_convert_processes from './collectd_convert_processes.js';

export const COLLECTD_FUNCTIONS = [collectd_convert_processes];
