// docker_plugin_install_flags(opts) (puppetlabs-docker, a 3.x function): the `docker plugin install`
// flags of a docker::plugin: alias, the three switches (only when exactly true), the quoted plugin
// name and each setting, space-joined.
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyJoin, rubyToS } from '../../ruby-values.js';
import { optionsOf, setText } from './options.js';

export default legacyModuleFunction('docker', 'docker_plugin_install_flags', -1, (_ctx, args) => {
  const opts = optionsOf(args[0]);
  const flags: string[] = [];
  const alias = setText(opts, 'plugin_alias');
  if (alias !== undefined) flags.push(`--alias ${alias}`);
  if (opts('disable_on_install') === true) flags.push('--disable');
  if (opts('disable_content_trust') === true) flags.push('--disable-content-trust');
  if (opts('grant_all_permissions') === true) flags.push('--grant-all-permissions');
  const name = setText(opts, 'plugin_name');
  if (name !== undefined) flags.push(`'${name}'`);
  const settings = opts('settings');
  if (Array.isArray(settings)) for (const s of settings) flags.push(rubyToS(s));
  return rubyJoin(flags, ' ');
});
