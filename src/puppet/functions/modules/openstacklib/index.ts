// openstacklib's Ruby functions, native; each runs only when the module path ships its Ruby file.
import inet6_prefix from './inet6_prefix.js';
import is_service_default from './is_service_default.js';
import normalize_ip_for_uri from './normalize_ip_for_uri.js';
import os_database_connection from './os_database_connection.js';
import os_transport_url from './os_transport_url.js';

export const OPENSTACKLIB_FUNCTIONS = [inet6_prefix, is_service_default, normalize_ip_for_uri, os_database_connection, os_transport_url];
