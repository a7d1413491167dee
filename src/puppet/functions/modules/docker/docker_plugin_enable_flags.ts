// docker_plugin_enable_flags(opts) (puppetlabs-docker, a 3.x function): the `docker plugin enable`
// flags of a docker::plugin: --force when force_remove is exactly true (the Ruby reads that key
// here too), then the quoted alias, else the quoted plugin name.
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyJoin } from '../../ruby-values.js';
import { optionsOf, setText } from './options.js';

export default legacyModuleFunction('docker', 'docker_plugin_enable_flags', -1, (_ctx, args) => {
  const opts = optionsOf(args[0]);
  const flags: string[] = [];
  if (opts('force_remove') === true) flags.push('--force');
  const name = setText(opts, 'plugin_alias') ?? setText(opts, 'plugin_name');
  if (name !== undefined) flags.push(`'${name}'`);
  return rubyJoin(flags, ' ');
});
