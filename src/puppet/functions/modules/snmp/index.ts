// voxpupuli snmp's Ruby functions, native; each runs only when the module path ships its Ruby file.
import snmpv3_usm_hash from './snmpv3_usm_hash.js';

export const SNMP_FUNCTIONS = [snmpv3_usm_hash];
