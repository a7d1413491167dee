// map_cgclassify_opts(cgroups) (Fuel's cgroups module): each service of a cgroups settings hash
// with the `controller:/service` of each of its controllers under `cgroup`, the parameters of a
// cgclassify resource. Whatever the Ruby's loop cannot walk (a service whose settings are no hash)
// gives an empty hash, as its rescue does.
import { PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyClassName, rubyToS } from '../../ruby-values.js';

export default legacyModuleFunction('cgroups', 'map_cgclassify_opts', 1, (_ctx, [config]) => {
  if (!(config instanceof PHash)) throw new FunctionError(`map_cgclassify_opts(): expected a hash, got ${rubyToS(config!)} type ${rubyClassName(config!)}`);
  const out: [Value, Value][] = [];
  for (const [service, cgroups] of config) {
    if (!(cgroups instanceof PHash)) return PHash.EMPTY;
    // The Ruby's key is the Symbol :cgroup; create_resources takes it as the parameter name.
    if (cgroups.size > 0) out.push([service, PHash.from([['cgroup', Array.from(cgroups.keys(), (ctrl) => `${rubyToS(ctrl)}:/${rubyToS(service)}`)]])]);
  }
  return PHash.from(out);
});
