// puppet-neutron's Ruby functions, native; each runs only when the module path ships its Ruby file.
import validate_network_vlan_ranges from './validate_network_vlan_ranges.js';
import validate_tunnel_id_ranges from './validate_tunnel_id_ranges.js';
import validate_vni_ranges from './validate_vni_ranges.js';
import validate_vxlan_udp_port from './validate_vxlan_udp_port.js';

export const NEUTRON_FUNCTIONS = [validate_network_vlan_ranges, validate_tunnel_id_ranges, validate_vni_ranges, validate_vxlan_udp_port];
