// validate_vni_ranges(ranges) (puppet-neutron): fails unless each "first:last" VXLAN range (one,
// or an array) has 0 <= first <= last <= 16777215 (Kernel#Integer: a leading 0 is octal); nil
// elements pass. Returns what it checked.
import { FunctionError } from '../../dispatcher.js';
import { firstLast, rangeValidator } from './range-validator.js';

const MAX_VNI = 16777215n;

export default rangeValidator('validate_vni_ranges', (range) => {
  if (range === null) return;
  const ids = firstLast(range);
  if (!ids) throw new FunctionError('vni ranges are invalid.');
  const [first, second] = ids;
  if (first > MAX_VNI || second > MAX_VNI || second < first) throw new FunctionError('vni ranges are invalid.');
});
