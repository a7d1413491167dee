// puppetlabs-haproxy's Ruby functions, native; each runs only when the module path ships its Ruby file.
import validate_ip_addr from './validate_ip_addr.js';

export const HAPROXY_FUNCTIONS = [validate_ip_addr];
