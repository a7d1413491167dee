// Fuel's (fuel-library) Ruby functions overcat stands in for: two pure ones the OpenStack tasks
// call most, natively, and the host-probing ones, refused. Fuel's other Ruby functions stay
// Ruby-only (OVC3109 names the function and its file).
import get_node_to_ipaddr_map_by_network_role from './get_node_to_ipaddr_map_by_network_role.js';
import { HOST_PROBING_FUNCTIONS } from './host-probing.js';
import network_metadata_to_hosts from './network_metadata_to_hosts.js';
import sorted_hosts from './sorted_hosts.js';

export const FUEL_FUNCTIONS = [get_node_to_ipaddr_map_by_network_role, network_metadata_to_hosts, sorted_hosts, ...HOST_PROBING_FUNCTIONS];
