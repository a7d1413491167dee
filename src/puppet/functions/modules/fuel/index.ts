// Fuel's (fuel-library) Ruby functions overcat stands in for: the pure ones its deployment tasks
// call most (the network-scheme readers over what prepare_network_config stores, the SSL endpoint
// settings, node roles and host lists), natively, and the host-probing ones, refused. Fuel's other
// Ruby functions stay Ruby-only (OVC3109 names the function and its file).
import amqp_hosts from './amqp_hosts.js';
import array_to_hash from './array_to_hash.js';
import echo from './echo.js';
import get_network_role_property from './get_network_role_property.js';
import get_node_key_name from './get_node_key_name.js';
import get_node_to_ipaddr_map_by_network_role from './get_node_to_ipaddr_map_by_network_role.js';
import get_nodes_hash_by_roles from './get_nodes_hash_by_roles.js';
import get_routable_networks_for_network_role from './get_routable_networks_for_network_role.js';
import get_transformation_property from './get_transformation_property.js';
import has_primary_role from './has_primary_role.js';
import { HOST_PROBING_FUNCTIONS } from './host-probing.js';
import map_cgclassify_opts from './map_cgclassify_opts.js';
import network_metadata_to_hosts from './network_metadata_to_hosts.js';
import prepare_network_config from './prepare_network_config.js';
import roles_include from './roles_include.js';
import sorted_hosts from './sorted_hosts.js';

export const FUEL_FUNCTIONS = [
  amqp_hosts,
  array_to_hash,
  echo,
  get_network_role_property,
  get_node_key_name,
  get_node_to_ipaddr_map_by_network_role,
  get_nodes_hash_by_roles,
  get_routable_networks_for_network_role,
  get_transformation_property,
  has_primary_role,
  map_cgclassify_opts,
  network_metadata_to_hosts,
  prepare_network_config,
  roles_include,
  sorted_hosts,
  ...HOST_PROBING_FUNCTIONS,
];
