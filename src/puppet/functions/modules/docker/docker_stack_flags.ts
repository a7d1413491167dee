// docker_stack_flags(opts) (puppetlabs-docker, a 3.x function): the `docker stack deploy` flags of
// a docker::stack: the bundle file, one --compose-file per file, the resolve-image mode quoted,
// --prune and --with-registry-auth when set, space-joined.
import { PHash } from '../../../values/index.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { noMethodError, rubyJoin, rubyToS } from '../../ruby-values.js';
import { optionsOf, setText } from './options.js';

export default legacyModuleFunction('docker', 'docker_stack_flags', -1, (_ctx, args) => {
  const opts = optionsOf(args[0]);
  const flags: string[] = [];
  const bundle = setText(opts, 'bundle_file');
  if (bundle !== undefined) flags.push(`--bundle-file '${bundle}'`);
  if (setText(opts, 'compose_files') !== undefined) {
    const files = opts('compose_files')!;
    // Ruby's #each: an array's elements, a hash's pairs; anything else has no #each.
    const each = Array.isArray(files) ? files : files instanceof PHash ? Array.from(files, ([k, v]) => [k, v]) : undefined;
    if (each === undefined) throw noMethodError('each', files);
    for (const f of each) flags.push(`--compose-file '${rubyToS(f)}'`);
  }
  const resolve = setText(opts, 'resolve_image');
  if (resolve !== undefined) flags.push(`--resolve-image '${resolve}'`);
  if (setText(opts, 'prune') !== undefined) flags.push('--prune');
  if (setText(opts, 'with_registry_auth') !== undefined) flags.push('--with-registry-auth');
  return rubyJoin(flags, ' ');
});
