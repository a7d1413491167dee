// puppet-vswitch's Ruby functions, native; each runs only when the module path ships its Ruby file.
import range_to_mask from './range_to_mask.js';

export const VSWITCH_FUNCTIONS = [range_to_mask];
