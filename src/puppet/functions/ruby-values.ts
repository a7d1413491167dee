// Puppet values as Ruby code sees them once converted (3.x functions, Ruby's own String and
// Kernel methods): `to_s`, `inspect`, the class names of Ruby's type errors, and Kernel#Integer /
// Kernel#Float on strings. Regexps reach 3.x functions as their `/source/` text.
import coreTypes from '../modulepath/core-types.json' with { type: 'json' };
import { ClassType, DEFAULT, PDeferred, PFloat, PHash, PRegexp, PSensitive, PType, ResourceType, capitalizeSegments, formatFloat, int, toText, type Value } from '../values/index.js';
import { rubyStringInspect } from '../../data/ruby-inspect.js';
import { FunctionError } from './dispatcher.js';

const CORE_TYPES: Record<string, { namevars: string[] }> = coreTypes.types;

/**
 * A resource or class reference as Ruby holds it (a Puppet::Resource): its text (`File[/tmp/x]`,
 * `Class[Foo::Bar]`) and the namevar `inspect` shows, or undefined for any other value.
 */
function resourceReference(v: Value): { text: string; namevar: string; title: string } | undefined {
  if (v instanceof ResourceType && v.typeName !== undefined && v.title !== undefined) {
    const namevar = CORE_TYPES[v.typeName.toLowerCase()]?.namevars[0] ?? 'name';
    return { text: `${capitalizeSegments(v.typeName)}[${v.title}]`, namevar, title: v.title };
  }
  if (v instanceof ClassType && v.className !== undefined) {
    const title = capitalizeSegments(v.className.replace(/^::/, ''));
    return { text: `Class[${title}]`, namevar: 'name', title };
  }
  return undefined;
}

/** Ruby's `to_s` of a converted value (undef is '', arrays and hashes as `inspect`). */
export function rubyToS(v: Value): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (v === DEFAULT) return 'default';
  if (v instanceof PRegexp) return v.toString();
  if (v instanceof PSensitive) return 'Sensitive [value redacted]';
  // A Puppet Object's to_s is the text Puppet writes it as.
  if (v instanceof PDeferred) return toText(v);
  const ref = resourceReference(v);
  if (ref !== undefined) return ref.text;
  if (v instanceof PType) return v.toString();
  return rubyInspect(v);
}

/**
 * Ruby's `to_s` of a value as a 4.x function holds it, where a Regexp is a Regexp object
 * (`(?-mix:source)`, and `/source/` inside an array or hash) rather than the 3.x API's text.
 */
export function rubyObjectToS(v: Value): string {
  if (v instanceof PRegexp) return v.rubyToS();
  if (Array.isArray(v) || v instanceof PHash) return rubyInspect(v, true);
  return rubyToS(v);
}

/** Ruby's `inspect` (Ruby 3.1: `{"a"=>1}`, nil, :default); `objects`: regexps are Regexp objects (`/x/`). */
export function rubyInspect(v: Value, objects = false): string {
  if (v === null) return 'nil';
  switch (typeof v) {
    case 'string':
      return rubyStringInspect(v);
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(v);
  }
  if (v instanceof PFloat) return formatFloat(v.value);
  if (Array.isArray(v)) return `[${v.map((x) => rubyInspect(x, objects)).join(', ')}]`;
  if (v instanceof PHash) return `{${Array.from(v, ([k, x]) => `${rubyInspect(k, objects)}=>${rubyInspect(x, objects)}`).join(', ')}}`;
  if (v === DEFAULT) return ':default';
  if (v instanceof PRegexp) return objects ? v.toString() : rubyStringInspect(v.toString());
  if (v instanceof PSensitive) return '#<Sensitive [value redacted]>';
  const ref = resourceReference(v);
  if (ref !== undefined) return `${ref.text}{:${ref.namevar}=>${rubyStringInspect(ref.title)}}`;
  // Other types (and Deferred) inspect as Ruby objects with memory addresses, which no catalog can depend on.
  return v instanceof PDeferred ? toText(v) : (v as PType).toString();
}


/** The Ruby class (or value, for nil/true/false) Ruby's TypeErrors name. */
export function rubyClassName(v: Value): string {
  if (v === null) return 'nil';
  switch (typeof v) {
    case 'string':
      return 'String';
    case 'number':
    case 'bigint':
      return 'Integer';
    case 'boolean':
      return String(v);
  }
  if (v instanceof PFloat) return 'Float';
  if (Array.isArray(v)) return 'Array';
  if (v instanceof PHash) return 'Hash';
  if (v === DEFAULT) return 'Symbol';
  if (v instanceof PRegexp) return 'String';
  if (v instanceof PSensitive) return 'Puppet::Pops::Types::PSensitiveType::Sensitive';
  // Puppet makes Deferred's Ruby class at run time, without a name.
  if (v instanceof PDeferred) return 'Deferred';
  return (v as PType).rubyClass;
}

/** A 3.x function's string argument, or Ruby's TypeError for anything else. */
export function rubyString(v: Value): string {
  if (typeof v === 'string') return v;
  if (v instanceof PRegexp) return v.toString();
  throw new FunctionError(`no implicit conversion of ${rubyClassName(v)} into String`);
}

const INTEGER_TEXT = /^\s*([-+]?)(?:(0[xX])([0-9a-fA-F]+(?:_[0-9a-fA-F]+)*)|(0[bB])([01]+(?:_[01]+)*)|(0[oO]?|0(?=_?[0-7]))(_?[0-7]+(?:_[0-7]+)*)|(0[dD])?(\d+(?:_\d+)*))\s*$/;

/** Kernel#Integer of a string (prefixes 0x, 0b, 0o, 0 octal, 0d; underscores between digits), or undefined. */
export function parseRubyInteger(s: string): number | bigint | undefined {
  const m = INTEGER_TEXT.exec(s);
  if (!m) return undefined;
  const [, sign, , hex, , bin, , oct, decPrefix, dec] = m;
  // Unprefixed digits after a leading 0 are octal to Ruby: "08" is no Integer.
  if (dec !== undefined && decPrefix === undefined && /^0./.test(dec)) return undefined;
  const digits = (hex ?? bin ?? oct ?? dec ?? '').replace(/_/g, '');
  const prefix = hex !== undefined ? '0x' : bin !== undefined ? '0b' : oct !== undefined ? '0o' : '';
  const n = BigInt(prefix + digits);
  return int(sign === '-' ? -n : n);
}

const FLOAT_TEXT = /^\s*[-+]?(?:\d+(?:_\d+)*(?:\.\d+(?:_\d+)*)?(?:[eE][-+]?\d+(?:_\d+)*)?|\.\d+(?:_\d+)*(?:[eE][-+]?\d+)?)\s*$/;
const HEX_FLOAT_TEXT = /^\s*([-+]?)0[xX]([0-9a-fA-F]+(?:_[0-9a-fA-F]+)*)\s*$/;

/** Kernel#Float of a string (decimal with underscores, or 0x hex), or undefined. */
export function parseRubyFloat(s: string): number | undefined {
  if (FLOAT_TEXT.test(s)) return Number(s.replace(/_/g, '').trim());
  const h = HEX_FLOAT_TEXT.exec(s);
  if (h) return (h[1] === '-' ? -1 : 1) * Number(BigInt(`0x${h[2]!.replace(/_/g, '')}`));
  return undefined;
}

/** Ruby's `v.class` (NilClass, TrueClass and FalseClass where {@link rubyClassName} names the value). */
export function rubyClassOf(v: Value): string {
  const n = rubyClassName(v);
  return n === 'true' ? 'TrueClass' : n === 'false' ? 'FalseClass' : n === 'nil' ? 'NilClass' : n;
}

/**
 * Ruby's NoMethodError for calling `method` on a value that lacks it: the receiver's inspect and
 * its class, which Ruby leaves out when the inspect starts with '#' (`#<Sensitive [value redacted]>`).
 */
export function noMethodError(method: string, v: Value): FunctionError {
  const receiver = rubyInspect(v);
  return new FunctionError(`undefined method \`${method}' for ${receiver}${receiver.startsWith('#') ? '' : `:${rubyClassOf(v)}`}`);
}

/** Ruby's Array#join: a nested array joined in turn (an empty one still an element), others by `to_s`. */
export function rubyJoin(values: readonly Value[], separator: string): string {
  return values.map((v) => (Array.isArray(v) ? rubyJoin(v, separator) : rubyToS(v))).join(separator);
}
