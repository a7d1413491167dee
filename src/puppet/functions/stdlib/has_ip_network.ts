// stdlib's has_ip_network(network): whether a legacy network fact of the node is that network.
import { legacyInterfaceFunction } from './legacy-interfaces.js';

export default legacyInterfaceFunction('has_ip_network', 'network');
