// Fuel's Ruby functions whose answer depends on the machine that compiles (they fetch URLs, ask
// NTP servers, read or write local files, ask the local package system): overcat refuses them with
// OVC3130, naming them. A user who knows the answer on the node pins it (`--function-result`),
// which replaces the function outright. Each stands in only where the module path ships it.
import { ANY } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction, type PuppetFunction } from '../../function.js';

const PROBES: readonly (readonly [module: string, name: string, probe: string])[] = [
  ['osnailyfacter', 'url_available', 'fetches URLs'],
  ['osnailyfacter', 'generate_apt_pins', 'fetches repository Release files'],
  ['osnailyfacter', 'generate_plugins_pins', 'fetches repository Release files'],
  ['osnailyfacter', 'ntp_available', 'asks NTP servers'],
  ['openstack', 'check_ntp', 'runs ntpdate against NTP servers'],
  ['osnailyfacter', 'is_file_updated', 'reads and writes local files'],
  ['l23network', 'debug__dump_to_file', 'writes local files'],
  ['tweaks', 'is_pkg_installed', 'asks the local package system'],
  ['osnailyfacter', 'get_packages_for_upgrade', 'runs local package commands'],
  ['l23network', 'default_provider_for', "asks the local system for a type's default provider"],
];

export const HOST_PROBING_FUNCTIONS: PuppetFunction[] = PROBES.map(([module, name, probe]) =>
  defineModuleFunction(module, name, {
    params: [],
    rest: ANY,
    names: ['args'],
    call() {
      throw new FunctionError(`${name} probes the compiling host`, 'OVC3130', { name, module, probe });
    },
  }),
);
