// Values as text: Puppet's string conversion (interpolation `"${x}"`, `String($x)`, `notice`) and
// Ruby's `to_s`, which some of Puppet's error messages show.
import { PHash } from './hash.js';
import { PDefault, PFloat, PSensitive, formatFloat, type Value } from './model.js';
import { PRegexp } from './regexp.js';
import { PType } from './types/model.js';

/**
 * A value as Puppet interpolates it into a string (`"${x}"`, also `String($x)`): undef is `''`,
 * arrays `[1, a, ]` and hashes `{a => 1}` hold their elements converted the same way (strings
 * unquoted, undef empty), Floats as Ruby writes them (`4.0`, `1.0e+16`), regexps `/re/`.
 */
export function toText(v: Value): string {
  if (v === null) return '';
  switch (typeof v) {
    case 'string':
      return v;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(v);
  }
  if (v instanceof PFloat) return formatFloat(v.value);
  if (Array.isArray(v)) return `[${v.map(toText).join(', ')}]`;
  if (v instanceof PHash) {
    let s = '{';
    let first = true;
    for (const [k, x] of v) {
      s += `${first ? '' : ', '}${toText(k)} => ${toText(x)}`;
      first = false;
    }
    return `${s}}`;
  }
  if (v instanceof PDefault) return 'default';
  if (v instanceof PRegexp || v instanceof PType) return v.toString();
  if (v instanceof PSensitive) return 'Sensitive [value redacted]';
  return String(v);
}

/** Ruby's `to_s` of the value Puppet holds (nil is '', arrays and hashes as `inspect`). */
export function rubyText(v: Value): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  return rubyInspect(v);
}

function rubyInspect(v: Value, nested = false): string {
  if (v === null) return 'nil';
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(v);
  }
  if (v instanceof PFloat) return formatFloat(v.value);
  if (Array.isArray(v)) return `[${v.map((x) => rubyInspect(x, true)).join(', ')}]`;
  if (v instanceof PHash) return `{${Array.from(v, ([k, x]) => `${rubyInspect(k, true)}=>${rubyInspect(x, true)}`).join(', ')}}`;
  if (v instanceof PDefault) return nested ? ':default' : 'default';
  if (v instanceof PRegexp) return nested ? v.toString() : v.rubyToS();
  if (v instanceof PType) return v.toString();
  if (v instanceof PSensitive) return 'Sensitive [value redacted]';
  return String(v);
}
