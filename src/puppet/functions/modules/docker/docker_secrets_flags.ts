// docker_secrets_flags(opts) (puppetlabs-docker, a 3.x function): the `docker secret` flags of a
// docker::secrets: `create` when ensure is present, the quoted name and path, then a label flag
// per label. The Ruby appends `" \\\n" % val` to '-l %s', a format without a directive: the label
// itself never reaches the text, which is "-l %s \\\n" for each.
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyJoin, rubyToS } from '../../ruby-values.js';
import { optionsOf, setText, valuesOf } from './options.js';

export default legacyModuleFunction('docker', 'docker_secrets_flags', -1, (_ctx, args) => {
  const opts = optionsOf(args[0]);
  const flags: string[] = [];
  if (rubyToS(opts('ensure') ?? null) === 'present') flags.push('create');
  const name = setText(opts, 'secret_name');
  if (name !== undefined) flags.push(`'${name}'`);
  const path = setText(opts, 'secret_path');
  if (path !== undefined) flags.push(`'${path}'`);
  flags.push(...valuesOf(opts('label')).map(() => '-l %s \\\n'));
  return rubyJoin(flags, ' ');
});
