// validate_vni_ranges(ranges) (puppet-neutron): fails unless each "first:last" VXLAN range (one,
// or an array) has 0 <= first <= last <= 16777215 (Kernel#Integer: a leading 0 is octal); nil
// elements pass. Returns what it checked
// (Ruby's each returns its array).
import { ANY, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { rubyString } from '../../ruby-values.js';
import { kernelInteger } from './kernel-integer.js';

const MAX_VNI = 16777215n;

export default defineModuleFunction('neutron', 'validate_vni_ranges', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    const value = args[0] ?? null;
    const ranges: readonly Value[] = Array.isArray(value) ? value : [value];
    for (const range of ranges) {
      if (range === null) continue;
      // Ruby's /^(\d+):(\d+)$/ is line-anchored: one line of the text is enough.
      const m = /^(\d+):(\d+)$/m.exec(rubyString(range));
      if (m) {
        const first = kernelInteger(m[1]!);
        const second = kernelInteger(m[2]!);
        if (first > MAX_VNI || second > MAX_VNI || second < first) throw new FunctionError('vni ranges are invalid.');
      } else throw new FunctionError('vni ranges are invalid.');
    }
    return ranges as Value[];
  },
});
