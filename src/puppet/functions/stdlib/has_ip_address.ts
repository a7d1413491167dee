// stdlib's has_ip_address(address): whether a legacy ipaddress fact of the node is that address.
import { legacyInterfaceFunction } from './legacy-interfaces.js';

export default legacyInterfaceFunction('has_ip_address', 'ipaddress');
