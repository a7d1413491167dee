// validate_vni_ranges(ranges) (puppet-neutron): fails unless each "first:last" VXLAN range (one,
// or an array) has 0 <= first <= last <= 16777215 (Kernel#Integer: a leading 0 is octal); nil
// elements pass. Returns what it checked.
import { PRegexp } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { kernelInteger, matchOperand, rangeValidator } from './range-validator.js';

const MAX_VNI = 16777215n;
// Ruby's line-anchored pattern, with Ruby's lines: one line of the text is enough.
const RANGE = PRegexp.of('^(\\d+):(\\d+)$');

export default rangeValidator('validate_vni_ranges', (range) => {
  if (range === null) return;
  const m = RANGE.match(matchOperand(range));
  if (!m) throw new FunctionError('vni ranges are invalid.');
  const first = kernelInteger(m[1]!);
  const second = kernelInteger(m[2]!);
  if (first > MAX_VNI || second > MAX_VNI || second < first) throw new FunctionError('vni ranges are invalid.');
});
