// docker_swarm_init_flags(opts) (puppetlabs-docker, a 3.x function): the `docker swarm init` flags
// of a docker::swarm: `init`, --autolock and --force-new-cluster unless those options are false,
// each set option quoted, one --default-addr-pool per pool, space-joined.
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyJoin, rubyToS } from '../../ruby-values.js';
import { notFalse, optionsOf, setText } from './options.js';

export default legacyModuleFunction('docker', 'docker_swarm_init_flags', -1, (_ctx, args) => {
  const opts = optionsOf(args[0]);
  const flags: string[] = [];
  const quoted = (flag: string, key: string) => {
    const v = setText(opts, key);
    if (v !== undefined) flags.push(`${flag} '${v}'`);
  };
  if (notFalse(opts, 'init')) flags.push('init');
  quoted('--advertise-addr', 'advertise_addr');
  if (notFalse(opts, 'autolock')) flags.push('--autolock');
  quoted('--cert-expiry', 'cert_expiry');
  const pools = opts('default_addr_pool');
  if (Array.isArray(pools)) for (const p of pools) flags.push(`--default-addr-pool ${rubyToS(p)}`);
  quoted('--default-addr-pool-mask-length', 'default_addr_pool_mask_length');
  quoted('--dispatcher-heartbeat', 'dispatcher_heartbeat');
  quoted('--external-ca', 'external_ca');
  if (notFalse(opts, 'force_new_cluster')) flags.push('--force-new-cluster');
  quoted('--listen-addr', 'listen_addr');
  quoted('--max-snapshots', 'max_snapshots');
  quoted('--snapshot-interval', 'snapshot_interval');
  return rubyJoin(flags, ' ');
});
