// Ruby's JSON generator (json 2.6, what stdlib's to_json and to_json_pretty call) on Puppet values:
// its layout options, Float#to_s for floats, keys and non-data values by their `to_s`.
import { PFloat, PHash, formatFloat, isInteger, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyToS } from '../ruby-values.js';

export interface JsonLayout {
  indent: string;
  space: string;
  spaceBefore: string;
  objectNl: string;
  arrayNl: string;
}

export const COMPACT: JsonLayout = { indent: '', space: '', spaceBefore: '', objectNl: '', arrayNl: '' };
export const PRETTY: JsonLayout = { indent: '  ', space: ' ', spaceBefore: '', objectNl: '\n', arrayNl: '\n' };

/** Deepest nesting the generator accepts (Ruby's default max_nesting for generate is 100). */
const MAX_NESTING = 100;

export function rubyJson(v: Value, layout: JsonLayout, depth = 0): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return String(v);
  if (isInteger(v)) return String(v);
  if (v instanceof PFloat) {
    // json 2.6's C generator prefixes the message with its own source line (1000 infinite, 1003 NaN).
    if (!Number.isFinite(v.value)) throw new FunctionError(`${Number.isNaN(v.value) ? 1003 : 1000}: ${formatFloat(v.value)} not allowed in JSON`);
    return formatFloat(v.value);
  }
  if (typeof v === 'string') return JSON.stringify(v);
  if (depth >= MAX_NESTING) throw new FunctionError(`nesting of ${depth + 1} is too deep`);
  const inner = layout.indent.repeat(depth + 1);
  const outer = layout.indent.repeat(depth);
  if (Array.isArray(v)) {
    const items = v.map((x) => inner + rubyJson(x, layout, depth + 1));
    return `[${layout.arrayNl}${items.join(`,${layout.arrayNl}`)}${layout.arrayNl}${outer}]`;
  }
  if (v instanceof PHash) {
    const items = Array.from(v, ([k, x]) => `${layout.objectNl}${inner}${JSON.stringify(rubyToS(k))}${layout.spaceBefore}:${layout.space}${rubyJson(x, layout, depth + 1)}`);
    return `{${items.join(',')}${layout.objectNl}${outer}}`;
  }
  return JSON.stringify(rubyToS(v));
}
