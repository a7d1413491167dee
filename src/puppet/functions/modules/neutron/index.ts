// puppet-neutron's Ruby functions, native; each runs only when the module path ships its Ruby file.
import validate_vni_ranges from './validate_vni_ranges.js';

export const NEUTRON_FUNCTIONS = [validate_vni_ranges];
