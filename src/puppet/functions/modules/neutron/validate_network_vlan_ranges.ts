// validate_network_vlan_ranges(ranges) (puppet-neutron): fails unless each range (one, or an
// array) is a physical network name alone or "<physnet>:<min>:<max>" with 1 <= min <= max <= 4094
// (Kernel#Integer: a leading 0 is octal). Returns what it checked.
import { PRegexp } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { kernelInteger } from '../../ruby-number.js';
import { matchOperand, rangeValidator } from './range-validator.js';

// Ruby's line-anchored patterns, with Ruby's lines ([^:] takes newlines too): one line is enough.
const WITH_IDS = PRegexp.of('^([^:]+):(\\d+):(\\d+)$');
const NAME_ONLY = PRegexp.of('^([^:]+)$');

export default rangeValidator('validate_network_vlan_ranges', (range) => {
  // Ruby's Regexp#match(nil) is nil: an undef range is invalid.
  if (range === null) throw new FunctionError('network vlan ranges are invalid.');
  const text = matchOperand(range);
  const m = WITH_IDS.match(text);
  if (m) {
    const first = kernelInteger(m[2]!);
    const second = kernelInteger(m[3]!);
    if (first < 1n || second > 4094n) throw new FunctionError('invalid vlan ids are used in vlan ranges.');
    if (second < first) throw new FunctionError('network vlan ranges are invalid.');
  } else if (!NAME_ONLY.test(text)) throw new FunctionError('network vlan ranges are invalid.');
});
