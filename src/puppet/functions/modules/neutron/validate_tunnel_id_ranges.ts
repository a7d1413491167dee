// validate_tunnel_id_ranges(ranges) (puppet-neutron): fails unless each "first:last" GRE tunnel id
// range (one, or an array) has first <= last and spans at most 1000000 ids (Kernel#Integer: a
// leading 0 is octal); nil elements pass. Returns what it checked.
import { FunctionError } from '../../dispatcher.js';
import { firstLast, rangeValidator } from './range-validator.js';

const MAX_SPAN = 1000000n;

export default rangeValidator('validate_tunnel_id_ranges', (range) => {
  // Regexp#match(nil) is nil, and the Ruby raises only for a truthy range that does not match.
  if (range === null) return;
  const ids = firstLast(range);
  if (!ids) throw new FunctionError('tunnel id ranges are invalid.');
  const span = ids[1] - ids[0];
  // The module's own wording ("to large").
  if (span > MAX_SPAN) throw new FunctionError('tunnel id ranges are to large.');
  if (span < 0n) throw new FunctionError('tunnel id ranges are invalid.');
});
