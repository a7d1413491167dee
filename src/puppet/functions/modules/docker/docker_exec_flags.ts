// docker_exec_flags(opts) (puppetlabs-docker, a 3.x function): the `docker exec` flags of a
// docker::exec from its options hash (detach, interactive, tty, one --env per entry), space-joined.
import { legacyModuleFunction } from '../../legacy-function.js';
import { noMethodError, rubyJoin, rubyToS } from '../../ruby-values.js';
import { optionsOf, truthy } from './options.js';

export default legacyModuleFunction('docker', 'docker_exec_flags', -1, (_ctx, args) => {
  const opts = optionsOf(args[0]);
  const flags: string[] = [];
  if (truthy(opts('detach'))) flags.push('--detach=true');
  if (truthy(opts('interactive'))) flags.push('--interactive=true');
  if (truthy(opts('tty'))) flags.push('--tty=true');
  const env = opts('env');
  if (Array.isArray(env)) for (const pair of env) flags.push(`--env ${rubyToS(pair)}`);
  else if (env !== undefined && env !== null) throw noMethodError('each', env);
  return rubyJoin(flags, ' ');
});
