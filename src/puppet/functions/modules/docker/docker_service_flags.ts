// docker_service_flags(opts) (puppetlabs-docker, a 3.x function): the `docker service create` and
// `update` flags of a docker::services: the quoted service name, --detach and --tty unless false,
// one flag per env, label, mount, network and published port (a single port quoted), the set
// options quoted, extra parameters, the host socket, registry mirrors, the image and the command
// (an array space-joined), all space-joined.
import type { Value } from '../../../values/index.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyJoin, rubyToS } from '../../ruby-values.js';
import { notFalse, optionsOf, setText } from './options.js';

export default legacyModuleFunction('docker', 'docker_service_flags', -1, (_ctx, args) => {
  const opts = optionsOf(args[0]);
  const flags: Value[] = [];
  const each = (key: string, flag: (v: Value) => string) => {
    const v = opts(key);
    if (Array.isArray(v)) for (const x of v) flags.push(flag(x));
  };
  const quoted = (flag: string, key: string) => {
    const v = setText(opts, key);
    if (v !== undefined) flags.push(`${flag} '${v}'`);
  };
  const name = setText(opts, 'service_name');
  if (name !== undefined) flags.push(`'${name}'`);
  if (notFalse(opts, 'detach')) flags.push('--detach');
  each('env', (v) => `--env '${rubyToS(v)}'`);
  each('label', (v) => `--label ${rubyToS(v)}`);
  each('mounts', (v) => `--mount ${rubyToS(v)}`);
  each('networks', (v) => `--network ${rubyToS(v)}`);
  if (Array.isArray(opts('publish'))) each('publish', (v) => `--publish ${rubyToS(v)}`);
  else quoted('--publish', 'publish');
  quoted('--replicas', 'replicas');
  if (notFalse(opts, 'tty')) flags.push('--tty');
  quoted('--user', 'user');
  quoted('--workdir', 'workdir');
  const extra = opts('extra_params');
  if (Array.isArray(extra)) flags.push(...extra);
  quoted('-H', 'host_socket');
  if (Array.isArray(opts('registry_mirror'))) each('registry_mirror', (v) => `--registry-mirror='${rubyToS(v)}'`);
  else {
    const mirror = setText(opts, 'registry_mirror');
    if (mirror !== undefined) flags.push(`--registry-mirror='${mirror}'`);
  }
  const image = setText(opts, 'image');
  if (image !== undefined) flags.push(`'${image}'`);
  const command = opts('command');
  if (Array.isArray(command)) flags.push(rubyJoin(command, ' '));
  else if (setText(opts, 'command') !== undefined) flags.push(rubyToS(command!));
  return rubyJoin(flags, ' ');
});
