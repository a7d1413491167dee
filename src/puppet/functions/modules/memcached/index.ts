// saz-memcached's Ruby functions, native; each runs only when the module path ships its Ruby file.
import max_memory from './max_memory.js';

export const MEMCACHED_FUNCTIONS = [max_memory];
