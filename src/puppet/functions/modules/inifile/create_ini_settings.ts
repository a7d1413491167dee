// inifile::create_ini_settings(settings, [defaults]) (puppetlabs inifile): an ini_setting per
// setting of each section, titled "<path> [<section>] <setting>", given to create_resources with
// the defaults (which carry the path). A setting's value is its `value`, or, when a hash, the
// resource's own parameters. The path is the defaults' `path`, unless a section is itself named
// `path` (the Ruby reads `defaults.merge(settings)['path']`). The Ruby's call_function runs
// create_resources in Puppet's global scope: the settings belong to Class[main], wherever the call is.
import { HASH, PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { rubyObjectToS } from '../../ruby-values.js';

export default defineModuleFunction('inifile', 'inifile::create_ini_settings', {
  params: [HASH, HASH],
  required: 1,
  names: ['settings', 'defaults'],
  call(ctx, args) {
    const settings = args[0] as PHash;
    const defaults = (args[1] as PHash | undefined) ?? PHash.EMPTY;
    const resources: [Value, Value][] = [];
    for (const [section, body] of settings) {
      if (!(body instanceof PHash)) throw new FunctionError(`create_ini_settings(): Section ${rubyObjectToS(section)} must contain a Hash`);
      const path = settings.has('path') ? settings.get('path')! : defaults.get('path');
      if (path === undefined || path === null || path === false) throw new FunctionError('create_ini_settings(): must pass the path parameter to the Ini_setting resource!');
      for (const [setting, value] of body) {
        const params = PHash.from([
          ['ensure', 'present'],
          ['section', section],
          ['setting', setting],
          ...(value instanceof PHash ? value : [['value', value] as const]),
        ]);
        resources.push([`${rubyObjectToS(path)} [${rubyObjectToS(section)}] ${rubyObjectToS(setting)}`, params]);
      }
    }
    return ctx.callFromGlobalScope('create_resources', ['ini_setting', PHash.from(resources), defaults]);
  },
});
