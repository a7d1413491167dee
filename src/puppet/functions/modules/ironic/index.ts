// puppet-ironic's Ruby functions, native; each runs only when the module path ships its Ruby file.
import ipv6_normalize_dnsmasq_ip_subnets from './ipv6_normalize_dnsmasq_ip_subnets.js';

export const IRONIC_FUNCTIONS = [ipv6_normalize_dnsmasq_ip_subnets];
