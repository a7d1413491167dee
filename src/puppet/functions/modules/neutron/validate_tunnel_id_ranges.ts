// validate_tunnel_id_ranges(ranges) (puppet-neutron): fails unless each "first:last" GRE tunnel id
// range (one, or an array) has first <= last and spans at most 1000000 ids (Kernel#Integer: a
// leading 0 is octal); nil elements pass. Returns what it checked.
import { PRegexp } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { kernelInteger, matchOperand, rangeValidator } from './range-validator.js';

const MAX_SPAN = 1000000n;
// Ruby's line-anchored pattern, with Ruby's lines: one line of the text is enough.
const RANGE = PRegexp.of('^(\\d+):(\\d+)$');

export default rangeValidator('validate_tunnel_id_ranges', (range) => {
  // Regexp#match(nil) is nil, and the Ruby raises only for a truthy range that does not match.
  if (range === null) return;
  const m = RANGE.match(matchOperand(range));
  if (!m) throw new FunctionError('tunnel id ranges are invalid.');
  const span = kernelInteger(m[2]!) - kernelInteger(m[1]!);
  // The module's own wording ("to large").
  if (span > MAX_SPAN) throw new FunctionError('tunnel id ranges are to large.');
  if (span < 0n) throw new FunctionError('tunnel id ranges are invalid.');
});
