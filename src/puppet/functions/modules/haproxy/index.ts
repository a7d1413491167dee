// puppetlabs-haproxy's Ruby functions, native; each runs only when the module path ships its Ruby file.
import generate_error_message from './generate_error_message.js';
import sort_bind from './sort_bind.js';
import validate_ip_addr from './validate_ip_addr.js';

export const HAPROXY_FUNCTIONS = [generate_error_message, sort_bind, validate_ip_addr];
