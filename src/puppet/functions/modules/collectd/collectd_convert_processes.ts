// collectd_convert_processes(processes) (voxpupuli collectd): the processes plugin's old array
// form as create_resources' hash — a String element is {name => {}}, a Hash element is keyed by
// its 'name' with the other entries; a Hash argument is already that and comes back as given.
import { PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';

export default legacyModuleFunction('collectd', 'collectd_convert_processes', 1, (_ctx, [processes]) => {
  if (processes instanceof PHash) return processes;
  if (!Array.isArray(processes)) throw new FunctionError('convert_process_array(): Needs an array as argument');
  const out = new Map<Value, Value>();
  for (const p of processes) {
    if (typeof p === 'string') out.set(p, PHash.EMPTY);
    else if (p instanceof PHash) out.set(p.get('name') ?? null, PHash.from([...p].filter(([k]) => k !== 'name')));
    else throw new FunctionError('convert_process_array(): array element must be string or hash');
  }
  return PHash.from(out);
});
