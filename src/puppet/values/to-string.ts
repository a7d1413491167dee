// Values as text: Puppet's string conversion (interpolation `"${x}"`, `String($x)`, `notice`) and
// Ruby's `to_s`, which some of Puppet's error messages show.
import { PBinaryString } from './binary-string.js';
import { PBinary } from './binary.js';
import { PDeferred } from './deferred.js';
import { PErrorObject } from './error-object.js';
import { PHash } from './hash.js';
import { PDefault, PFloat, PSensitive, formatFloat, type Value } from './model.js';
import { puppetQuote } from './quote.js';
import { PIterator } from './iterator.js';
import { PRegexp } from './regexp.js';
import { PSemVer, PSemVerRange } from './semver.js';
import { timespanText, timestampText } from './time-format.js';
import { PTimespan, PTimestamp } from './time.js';
import { generalize, infer } from './types/infer.js';
import { IteratorType, PType, typeText } from './types/model.js';

/** The text of a value that is neither data nor a type: time values, versions, Binary (strict base64), iterators, Deferred. */
function richText(v: PTimestamp | PTimespan | PSemVer | PSemVerRange | PBinary | PIterator | PDeferred | PErrorObject): string {
  if (v instanceof PDeferred) return deferredText(v);
  if (v instanceof PErrorObject) return `Error(${quotedText(PHash.from(v.initEntries()), true)})`;
  if (v instanceof PTimestamp) return timestampText(v);
  if (v instanceof PTimespan) return timespanText(v);
  if (v instanceof PIterator) return `${iteratorType(v)}-Value`;
  return v.toString();
}

/**
 * A Deferred as Puppet writes an Object: its type name and init hash, `Deferred({'name' => 'f',
 * 'arguments' => ['a']})` (no `arguments` when undef). The arguments are written as `String()`
 * writes values, but a Sensitive is `Instance of Sensitive[String]`, as Puppet's type formatter
 * writes a value it has no form for.
 */
function deferredText(d: PDeferred): string {
  const args = d.args === undefined ? '' : `, 'arguments' => ${quotedText(d.args, true)}`;
  return `Deferred({'name' => ${puppetQuote(d.name)}${args}})`;
}

/** An Iterator's generalized type, as its text shows it (`Iterator[Integer]`). */
function iteratorType(it: PIterator): PType {
  return generalize(new IteratorType(it.elementType));
}

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
  if (v instanceof PRegexp) return v.toString();
  if (v instanceof PType) return typeText(v);
  if (v instanceof PSensitive) return 'Sensitive [value redacted]';
  return richText(v as Parameters<typeof richText>[0]);
}

/**
 * A value as `String($x)` (and `new String`) converts it by default, which differs from
 * interpolation: strings inside arrays and hashes are quoted (`[1, 'a', undef]`), a Float alone
 * is written `%f` style (`1.500000`), a regexp alone is its source.
 */
export function stringOf(v: Value): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (v instanceof PBinaryString) return v.text;
  if (v instanceof PFloat) return fixed6(v.value);
  if (v instanceof PRegexp) return v.source;
  if (v instanceof PSensitive) return 'Sensitive [value redacted]';
  if (v instanceof PIterator) return quotedText([...v.values]);
  if (v instanceof PTimestamp || v instanceof PTimespan || v instanceof PSemVer || v instanceof PSemVerRange || v instanceof PBinary || v instanceof PDeferred || v instanceof PErrorObject) return richText(v);
  return quotedText(v);
}

/**
 * `%f`: six decimals, the integer part in full however large. Known difference: Ruby's own
 * formatter rounds a few values just above a half down (2.5e-6 gives 0.000002, here 0.000003).
 */
function fixed6(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? 'Inf' : x < 0 ? '-Inf' : 'NaN';
  // toFixed drops the sign of -0.0, which Ruby's %f keeps.
  if (Math.abs(x) < 1e21) return Object.is(x, -0) ? '-0.000000' : x.toFixed(6);
  return `${BigInt(x)}.000000`;
}

/** A value inside a `String()` conversion: strings quoted as Puppet writes them (`inObject`: inside a Deferred's text). */
function quotedText(v: Value, inObject = false): string {
  if (v === null) return 'undef';
  switch (typeof v) {
    case 'string':
      return puppetQuote(v);
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(v);
  }
  if (v instanceof PFloat) return formatFloat(v.value);
  if (v instanceof PBinaryString) return puppetQuote(v.text);
  if (Array.isArray(v)) return `[${v.map((x) => quotedText(x, inObject)).join(', ')}]`;
  if (v instanceof PHash) return `{${Array.from(v, ([k, x]) => `${quotedText(k, inObject)} => ${quotedText(x, inObject)}`).join(', ')}}`;
  if (v instanceof PDefault) return 'default';
  if (v instanceof PSensitive) return inObject ? `Instance of ${generalize(infer(v)).toString()}` : '#<Sensitive [value redacted]>';
  if (v instanceof PIterator) return quotedText([...v.values], inObject);
  if (v instanceof PDeferred || v instanceof PErrorObject) return richText(v);
  // A version is written as its Ruby inspect (`%p`): its text, a range's canonical form, unquoted.
  if (!inObject && v instanceof PSemVer) return v.toString();
  if (!inObject && v instanceof PSemVerRange) return v.inspect();
  if (v instanceof PTimestamp || v instanceof PTimespan || v instanceof PSemVer || v instanceof PSemVerRange) return puppetQuote(richText(v));
  // A Binary in a collection is written as `%p` writes it.
  if (v instanceof PBinary) return `Binary("${v.toString()}")`;
  return v instanceof PType ? typeText(v) : (v as PRegexp).toString();
}

/** The line `notice`, `warning`... log: each argument converted as for interpolation, joined by spaces. */
export function logText(args: readonly Value[]): string {
  return args.map(toText).join(' ');
}

/** Ruby's `to_s` of the value Puppet holds (nil is '', arrays and hashes as `inspect`). */
export function rubyText(v: Value): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (v instanceof PBinaryString) return v.text;
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
  if (v instanceof PBinaryString) return JSON.stringify(v.text);
  if (Array.isArray(v)) return `[${v.map((x) => rubyInspect(x, true)).join(', ')}]`;
  if (v instanceof PHash) return `{${Array.from(v, ([k, x]) => `${rubyInspect(k, true)}=>${rubyInspect(x, true)}`).join(', ')}}`;
  if (v instanceof PDefault) return nested ? ':default' : 'default';
  if (v instanceof PRegexp) return nested ? v.toString() : v.rubyToS();
  if (v instanceof PType) return typeText(v);
  if (v instanceof PSensitive) return 'Sensitive [value redacted]';
  return richText(v as Parameters<typeof richText>[0]);
}
