// puppet-openstack_extras's Ruby functions, native; each runs only when the module path ships its Ruby file.
import validate_yum_hash from './validate_yum_hash.js';

export const OPENSTACK_EXTRAS_FUNCTIONS = [validate_yum_hash];
