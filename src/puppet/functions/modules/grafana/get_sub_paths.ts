// grafana::get_sub_paths(path) (voxpupuli grafana): the directories above a path, outermost first
// (`/var/lib/x/dashboards` gives /var, /var/lib, /var/lib/x), repeated slashes read as one.
import { ARRAY, STRING } from '../../../values/index.js';
import { defineModuleFunction } from '../../function.js';

export default defineModuleFunction('grafana', 'grafana::get_sub_paths', {
  params: [STRING],
  names: ['inputpath'],
  returns: ARRAY,
  call(_ctx, [inputpath]) {
    // Ruby's split drops trailing empty fields; the first and the last part are no directory above.
    const parts = (inputpath as string).replace(/\/+/g, '/').split('/');
    while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
    const subs: string[] = [];
    for (let i = 1; i < parts.length - 1; i++) subs.push(i === 1 ? `/${parts[i]}` : `${subs[i - 2] ?? ''}/${parts[i]}`);
    return subs;
  },
});
