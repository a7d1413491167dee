// validate_network_vlan_ranges(ranges) (puppet-neutron): fails unless each range (one, or an
// array) is a physical network name alone or "<physnet>:<min>:<max>" with 1 <= min <= max <= 4094
// (Kernel#Integer: a leading 0 is octal). Returns what it checked.
import { FunctionError } from '../../dispatcher.js';
import { rubyString } from '../../ruby-values.js';
import { kernelInteger, rangeValidator } from './range-validator.js';

export default rangeValidator('validate_network_vlan_ranges', (range) => {
  // Ruby's Regexp#match(nil) is nil: an undef range is invalid.
  if (range === null) throw new FunctionError('network vlan ranges are invalid.');
  // Ruby's ^ and $ are line anchors: one line of the text is enough.
  const text = rubyString(range);
  const m = /^([^:\n]+):(\d+):(\d+)$/m.exec(text);
  if (m) {
    const first = kernelInteger(m[2]!);
    const second = kernelInteger(m[3]!);
    if (first < 1n || second > 4094n) throw new FunctionError('invalid vlan ids are used in vlan ranges.');
    if (second < first) throw new FunctionError('network vlan ranges are invalid.');
  } else if (!/^[^:\n]+$/m.test(text)) throw new FunctionError('network vlan ranges are invalid.');
});
