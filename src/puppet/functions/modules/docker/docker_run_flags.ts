// docker_run_flags(opts) (puppetlabs-docker, a 3.x function): the `docker run` flags of a
// docker::run container from its options hash, values shell-escaped (stdlib::shell_escape, or
// stdlib::powershell_escape for a Windows node, as the file's docker::escape chooses), repeated
// options one flag per value, joined over continued lines (" \\\n"; " `\n" for osfamily windows).
import { PHash, type Value } from '../../../values/index.js';
import type { FunctionContext } from '../../context.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { noMethodError, rubyJoin, rubyToS } from '../../ruby-values.js';
import { truthy, valuesOf } from './options.js';

/** Each repeated option: its flag format and key. */
const MULTI: readonly (readonly [string, string])[] = [
  ['--dns %s', 'dns'],
  ['--dns-search %s', 'dns_search'],
  ['--expose=%s', 'expose'],
  ['--link %s', 'links'],
  ['--lxc-conf=%s', 'lxc_conf'],
  ['--volumes-from %s', 'volumes_from'],
  ['-e %s', 'env'],
  ['--env-file %s', 'env_file'],
  ['-p %s', 'ports'],
  ['-l %s', 'labels'],
  ['--add-host %s', 'hostentries'],
  ['-v %s', 'volumes'],
];

export default legacyModuleFunction('docker', 'docker_run_flags', -1, (ctx, args) => {
  const opts = truthy(args[0]) ? args[0] : PHash.EMPTY;
  const get = (key: string): Value | undefined => (opts instanceof PHash ? opts.get(key) : undefined);
  const escape = (v: Value) => rubyToS(dockerEscape(ctx, v));
  const flags: Value[] = [];
  if (truthy(get('username'))) flags.push(`-u ${escape(get('username')!)}`);
  if (truthy(get('hostname'))) flags.push(`-h ${escape(get('hostname')!)}`);
  if (truthy(get('restart'))) flags.push(`--restart '${rubyToS(get('restart')!)}'`);
  const net = get('net');
  if (typeof net === 'string') flags.push(`--net ${escape(net)}`);
  else if (Array.isArray(net)) flags.push(...net.map((item) => [`--net ${escape(item)}`]));
  if (truthy(get('memory_limit'))) flags.push(`-m ${rubyToS(get('memory_limit')!)}`);
  const cpusets = valuesOf(get('cpuset'));
  if (cpusets.length > 0) flags.push(`--cpuset-cpus=${rubyJoin(cpusets, ',')}`);
  if (truthy(get('disable_network'))) flags.push('-n false');
  if (truthy(get('privileged'))) flags.push('--privileged');
  const healthCmd = get('health_check_cmd');
  if (truthy(healthCmd) && rubyToS(healthCmd) !== 'undef') flags.push(`--health-cmd='${rubyToS(healthCmd)}'`);
  const healthInterval = get('health_check_interval');
  if (truthy(healthInterval) && rubyToS(healthInterval) !== 'undef') flags.push(`--health-interval=${rubyToS(healthInterval)}s`);
  if (truthy(get('tty'))) flags.push('-t');
  if (truthy(get('read_only'))) flags.push('--read-only=true');
  const osfamily = get('osfamily');
  const joinChar = truthy(osfamily) && rubyToS(osfamily) !== 'undef' && rubyToS(osfamily).toLowerCase() === 'windows' ? ' `\n' : ' \\\n';
  for (const [format, key] of MULTI) {
    for (const v of valuesOf(get(key))) flags.push((format + joinChar).replace('%s', escape(v)));
  }
  const extra = get('extra_params');
  if (!Array.isArray(extra)) throw noMethodError('each', extra ?? null);
  flags.push(...extra);
  return rubyJoin(flags, joinChar);
});

/** The file's docker::escape: PowerShell's quoting on a Windows node, a Bourne shell's elsewhere. */
function dockerEscape(ctx: FunctionContext, subject: Value): Value {
  const facts = ctx.variable('facts');
  const os = facts instanceof PHash ? facts.get('os') : undefined;
  const windows = os instanceof PHash && os.get('family') === 'windows';
  return ctx.call(windows ? 'stdlib::powershell_escape' : 'stdlib::shell_escape', [subject]);
}
