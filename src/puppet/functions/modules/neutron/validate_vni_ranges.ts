// validate_vni_ranges(ranges) (puppet-neutron): fails unless each "first:last" VXLAN range (one,
// or an array) has 0 <= first <= last <= 16777215 (Kernel#Integer: a leading 0 is octal); nil
// elements pass. Returns what it checked.
import { FunctionError } from '../../dispatcher.js';
import { rubyString } from '../../ruby-values.js';
import { kernelInteger, rangeValidator } from './range-validator.js';

const MAX_VNI = 16777215n;

export default rangeValidator('validate_vni_ranges', (range) => {
  if (range === null) return;
  // Ruby's /^(\d+):(\d+)$/ is line-anchored: one line of the text is enough.
  const m = /^(\d+):(\d+)$/m.exec(rubyString(range));
  if (!m) throw new FunctionError('vni ranges are invalid.');
  const first = kernelInteger(m[1]!);
  const second = kernelInteger(m[2]!);
  if (first > MAX_VNI || second > MAX_VNI || second < first) throw new FunctionError('vni ranges are invalid.');
});
