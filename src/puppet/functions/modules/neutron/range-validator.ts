// What neutron's range validators (validate_vni_ranges, validate_network_vlan_ranges,
// validate_tunnel_id_ranges) share: a 3.x-style function of one value or an array of them, each
// checked in turn, returning the array (Ruby's each returns it); what Regexp#match reads of the
// value it is given; and the "first:last" ranges two of them read (Kernel#Integer of each).
import { ANY, DEFAULT, PRegexp, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction, type PuppetFunction } from '../../function.js';
import { kernelInteger } from '../../ruby-number.js';
import { rubyString } from '../../ruby-values.js';

export function rangeValidator(name: string, check: (range: Value) => void): PuppetFunction {
  return defineModuleFunction('neutron', name, {
    params: [],
    rest: ANY,
    names: ['args'],
    call(_ctx, args) {
      const value = args[0] ?? null;
      const ranges: Value[] = Array.isArray(value) ? value : [value];
      for (const range of ranges) check(range);
      return ranges;
    },
  });
}

/**
 * The text Regexp#match reads of a 4.x function's value: a String, or a Symbol (Puppet's default)
 * by its name; anything else, a Regexp too, is Ruby's TypeError.
 */
export function matchOperand(v: Value): string {
  if (v === DEFAULT) return 'default';
  if (v instanceof PRegexp) throw new FunctionError('no implicit conversion of Regexp into String');
  return rubyString(v);
}

// Ruby's line-anchored /^(\d+):(\d+)$/, with Ruby's lines: one line of the text is enough.
const FIRST_LAST = PRegexp.of('^(\\d+):(\\d+)$');

/** The first and last ids of a "first:last" range (VXLAN VNIs, GRE tunnel ids), or undefined when the text is no such range. */
export function firstLast(range: Value): readonly [bigint, bigint] | undefined {
  const m = FIRST_LAST.match(matchOperand(range));
  return m ? [kernelInteger(m[1]!), kernelInteger(m[2]!)] : undefined;
}
