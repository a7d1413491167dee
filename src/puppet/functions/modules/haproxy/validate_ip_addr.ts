// haproxy::validate_ip_addr(virtual_ip) (puppetlabs-haproxy): whether Ruby's IPAddr.new takes the
// text (an IPv4 or IPv6 address, optionally with a prefix or mask), which haproxy::listen and
// haproxy::frontend ask of their ipaddress before binding to it.
import { STRING } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { ipNetwork } from '../../ruby-ipaddr.js';

export default defineModuleFunction('haproxy', 'haproxy::validate_ip_addr', {
  params: [STRING],
  names: ['virtual_ip'],
  call(_ctx, [ip]) {
    try {
      ipNetwork(ip as string);
      return true;
    } catch (e) {
      // The Ruby rescues StandardError: every refusal of IPAddr is false.
      if (e instanceof FunctionError) return false;
      throw e;
    }
  },
});
