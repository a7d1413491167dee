// puppetlabs-haproxy's Ruby functions, native; each runs only when the module path ships its Ruby file.
import sort_bind from './sort_bind.js';
import validate_ip_addr from './validate_ip_addr.js';

export const HAPROXY_FUNCTIONS = [sort_bind, validate_ip_addr];
