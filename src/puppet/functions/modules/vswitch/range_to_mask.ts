// range_to_mask(range) (puppet-vswitch): a CPU list ("0-3,8") as the hexadecimal mask OVS-DPDK
// takes (pmd-cpu-mask, dpdk-lcore-mask): each listed core sets its bit. An empty string or undef
// gives undef. The Ruby expands "a-b" into "a,...,b" (nothing when a > b) and splits the text
// again, so an empty field it leaves in the middle reads as core 0 (String#to_i) and one at the
// end is dropped (String#split).
import { PRegexp, PatternType, UNDEF, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { stringToI } from '../../ruby-number.js';

/** More cores than any machine has: a list naming one beyond is refused rather than expanded into a number that large. */
const MAX_CORE = 1n << 16n;

/** Ruby's `text.split(separator)`: trailing empty fields dropped. */
function split(text: string, separator: string): string[] {
  const parts = text.split(separator);
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

function checked(core: bigint): bigint {
  if (core >= MAX_CORE) throw new FunctionError(`range_to_mask(): core ${core} is beyond the ${MAX_CORE} overcat expands`);
  return core;
}

/** One field: "a-b" as "a,a+1,...,b" (Ruby's Range#to_a joined), another as it is. */
function expand(field: string): string {
  if (!field.includes('-')) return field;
  const [from, to] = split(field, '-');
  // "3-" splits into ["3"]: an endless range, which Range#to_a refuses.
  if (to === undefined) throw new FunctionError('cannot convert endless range to an array');
  const first = checked(stringToI(from ?? ''));
  const last = checked(stringToI(to));
  const cores: string[] = [];
  for (let c = first; c <= last; c++) cores.push(String(c));
  return cores.join(',');
}

function mask(range: string): string {
  let bits = 0n;
  for (const core of split(split(range, ',').map(expand).join(','), ',')) {
    const n = checked(stringToI(core));
    // Integer#<< by a negative count shifts right: 1 << -2 is 0.
    if (n >= 0n) bits |= 1n << n;
  }
  return bits.toString(16);
}

export default defineModuleFunction(
  'vswitch',
  'range_to_mask',
  { params: [new PatternType([PRegexp.of('^$')])], names: ['range'], call: () => null },
  { params: [new PatternType([PRegexp.of('^[0-9\\-\\,]')])], names: ['range'], call: (_ctx, [range]) => mask(range as string) },
  { params: [UNDEF], names: ['range'], call: (): Value => null },
);
