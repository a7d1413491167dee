// docker_swarm_join_flags(opts) (puppetlabs-docker, a 3.x function): the `docker swarm join` flags
// of a docker::swarm: `join` unless false, the advertise address and token single-quoted, the
// listen address double-quoted, space-joined.
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyJoin } from '../../ruby-values.js';
import { notFalse, optionsOf, setText } from './options.js';

export default legacyModuleFunction('docker', 'docker_swarm_join_flags', -1, (_ctx, args) => {
  const opts = optionsOf(args[0]);
  const flags: string[] = [];
  if (notFalse(opts, 'join')) flags.push('join');
  const advertise = setText(opts, 'advertise_addr');
  if (advertise !== undefined) flags.push(`--advertise-addr '${advertise}'`);
  const listen = setText(opts, 'listen_addr');
  if (listen !== undefined) flags.push(`--listen-addr "${listen}"`);
  const token = setText(opts, 'token');
  if (token !== undefined) flags.push(`--token '${token}'`);
  return rubyJoin(flags, ' ');
});
