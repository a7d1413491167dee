// The values of the Ruby a template runs, and how Puppet's values become them and back: Puppet
// hands ERB its scope's values as Ruby objects (undef nil, default :default, Integer, Float,
// String, Array, Hash, Regexp, and its own Sensitive, type, time, version and Binary objects). Also Ruby's `to_s`,
// `inspect`, `==`, `<=>` and hash keys of these values.
import { RUri } from './ruby-uri.js';
import { rubyStringInspect } from '../../data/ruby-inspect.js';
import {
  DEFAULT,
  MAX_INTEGER,
  MIN_INTEGER,
  PBinary,
  PDeferred,
  PFloat,
  PHash,
  PRegexp,
  PSemVer,
  PSemVerRange,
  PSensitive,
  PTimespan,
  PTimestamp,
  PType,
  equals,
  formatFloat,
  int,
  toText,
  type Value,
} from '../values/index.js';
import { ipText, type IpNetwork } from '../functions/ruby-ipaddr.js';
import { TemplateError } from './template-error.js';

/** A Ruby Symbol (interned: compare with ===). */
export class RSymbol {
  private static readonly table = new Map<string, RSymbol>();
  private constructor(readonly name: string) {}
  static of(name: string): RSymbol {
    let s = RSymbol.table.get(name);
    if (!s) RSymbol.table.set(name, (s = new RSymbol(name)));
    return s;
  }
}

/** A Ruby exception a `rescue ... => e` clause caught. */
export class RException {
  constructor(
    /** Undefined when the subset does not know which class Ruby would raise. */
    readonly className: string | undefined,
    readonly message: string,
    /** False when the message is not Ruby's words (a JSON::ParserError's): reading it is refused. */
    readonly rubyWords = true,
  ) {}
}

/** The message of a rescued error, as Ruby words it; refused when these are not its words. */
export function exceptionMessage(e: RException, at: number | undefined): string {
  if (!e.rubyWords) throw new TemplateError('OVC3141', `the message of a ${e.className ?? 'Ruby error'} (Ruby words it after its parser's source)`, at);
  return e.message;
}

/** A Ruby IPAddr (`IPAddr.new(text)`): an address and its prefix length. */
export class RIPAddr {
  constructor(readonly net: IpNetwork) {}
}

/** A Ruby Range (`a..b`, `a...b`). */
export class RRange {
  constructor(
    readonly from: RValue,
    readonly to: RValue,
    readonly exclusive: boolean,
  ) {}
}

/** A Ruby Regexp: its source and options, matched through Puppet's safe translation. */
export class RRegexp {
  readonly compiled: PRegexp;
  constructor(
    readonly source: string,
    readonly flags: string,
  ) {
    const opts = [...new Set(flags.replace(/[^imx]/g, ''))].sort().join('');
    this.compiled = PRegexp.of(opts === '' ? source : `(?${opts}:${source})`);
  }

  /** The names of the named groups, in group order. */
  get names(): string[] {
    return this.compiled.groupNames;
  }
}

/**
 * A Ruby MatchData: what a successful match found. `literal` marks the match of a String pattern
 * (`sub('x', ...)`), which Ruby 3.1 builds without a Regexp until asked.
 */
export class RMatch {
  constructor(
    readonly regexp: RRegexp,
    readonly string: string,
    /** UTF-16 offset of the match in `string`. */
    readonly index: number,
    /** The whole match, then each group (null where the group took no part). */
    readonly groups: readonly (string | null)[],
    readonly literal = false,
  ) {}

  get preMatch(): string {
    return this.string.slice(0, this.index);
  }

  get postMatch(): string {
    return this.string.slice(this.index + this.groups[0]!.length);
  }
}

/** A Ruby Hash: insertion ordered, keys compared with `eql?`. */
export class RHash {
  private readonly map = new Map<string, [RValue, RValue]>();
  /** Hash#default: what `[]` answers for a missing key (`Hash.new(0)`). */
  default: RValue = null;
  /** Hash#default_proc: called with the hash and a missing key, its answer is `[]`'s (`Hash.new { |h, k| h[k] = [] }`). */
  defaultProc: ((hash: RHash, key: RValue) => RValue) | undefined;

  static of(pairs: Iterable<readonly [RValue, RValue]>): RHash {
    const h = new RHash();
    for (const [k, v] of pairs) h.set(k, v);
    return h;
  }

  get size(): number {
    return this.map.size;
  }

  get(key: RValue): RValue | undefined {
    return this.map.get(keyOf(key))?.[1];
  }

  has(key: RValue): boolean {
    return this.map.has(keyOf(key));
  }

  /** Hash#[]: the key's value, else the default proc's answer, else the default. */
  lookup(key: RValue): RValue {
    const v = this.get(key);
    if (v !== undefined) return v;
    return this.defaultProc ? this.defaultProc(this, key) : this.default;
  }

  /** A copy holding the same pairs, default and default proc (Hash#dup, what `merge` starts from). */
  dup(): RHash {
    const h = RHash.of(this.entries());
    h.default = this.default;
    h.defaultProc = this.defaultProc;
    return h;
  }

  set(key: RValue, value: RValue): void {
    const id = keyOf(key);
    const old = this.map.get(id);
    // Ruby keeps the first key object and copies (freezes) string keys.
    this.map.set(id, [old ? old[0] : key, value]);
  }

  /** Removes a key: its value, or undefined when there was none. */
  delete(key: RValue): RValue | undefined {
    const id = keyOf(key);
    const old = this.map.get(id);
    this.map.delete(id);
    return old?.[1];
  }

  clear(): void {
    this.map.clear();
  }

  entries(): [RValue, RValue][] {
    return [...this.map.values()].map(([k, v]) => [k, v]);
  }
}

/** Puppet's time, version and Binary objects: Ruby's `to_s` of each is Puppet's text of it. */
type RichObject = PTimestamp | PTimespan | PSemVer | PSemVerRange | PBinary;

/** The Ruby class of a time, version or Binary object; undefined for any other value. */
function richClassName(v: unknown): string | undefined {
  if (v instanceof PTimestamp) return 'Puppet::Pops::Time::Timestamp';
  if (v instanceof PTimespan) return 'Puppet::Pops::Time::Timespan';
  if (v instanceof PSemVer) return 'SemanticPuppet::Version';
  if (v instanceof PSemVerRange) return 'SemanticPuppet::VersionRange';
  if (v instanceof PBinary) return 'Puppet::Pops::Types::PBinaryType::Binary';
  return undefined;
}

/** Puppet objects Ruby sees as they are (types, resource references, Sensitive, Deferred, times, versions, Binary). */
export type Opaque = PType | PSensitive | PDeferred | RichObject;

export type RValue = null | boolean | string | bigint | PFloat | RSymbol | RValue[] | RHash | RRange | RRegexp | RMatch | RException | RIPAddr | RUri | Opaque;

/** The identity of a hash key under `eql?` (1 and 1.0 differ, "a" and :a differ). */
function keyOf(v: RValue): string {
  if (v === null) return 'n';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'string') return `s${v}`;
  if (typeof v === 'bigint') return `i${v}`;
  if (v instanceof PFloat) return `d${formatFloat(v.value)}`;
  if (v instanceof RSymbol) return `y${v.name}`;
  if (Array.isArray(v)) return `a[${v.map(keyOf).join(',')}]`;
  if (v instanceof RHash) return `h{${v.entries().map(([k, x]) => `${keyOf(k)}=>${keyOf(x)}`).join(',')}}`;
  if (v instanceof RRange) return `r${keyOf(v.from)}${v.exclusive ? '...' : '..'}${keyOf(v.to)}`;
  if (v instanceof RRegexp) return `x/${v.source}/${v.flags}`;
  if (v instanceof RMatch) return `m${v.index}${keyOf(v.regexp)}${keyOf(v.string)}`;
  if (v instanceof RException) return `e${v.className}:${v.message}`;
  if (v instanceof RIPAddr) return `p${v.net.family}/${v.net.address}/${v.net.prefix}`;
  if (v instanceof RUri) return `u${v.className} ${v.toString()}`;
  // A type is eql? by its structure, which its text may hide (type('a') and type('b') print alike).
  if (v instanceof PType) return `o${v.hashKey()}`;
  const rich = richClassName(v);
  if (rich !== undefined) return `o${rich}:${toText(v as RichObject)}`;
  return `o${v instanceof PDeferred ? toText(v) : (v as Opaque).toString()}`;
}

/** A Puppet value as ERB sees it. */
export function fromPuppet(v: Value): RValue {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return BigInt(v);
  if (typeof v === 'bigint' || v instanceof PFloat) return v;
  if (Array.isArray(v)) return v.map(fromPuppet);
  if (v instanceof PHash) return RHash.of(Array.from(v, ([k, x]) => [fromPuppet(k), fromPuppet(x)] as const));
  if (v === DEFAULT) return RSymbol.of('default');
  if (v instanceof PRegexp) return new RRegexp(v.source, '');
  return v as Opaque;
}

/** A hash of toPuppet's `shared` whose Puppet value is being built. */
const BUILDING: Value = Object.freeze([]) as unknown as Value;

/**
 * A Ruby value given to a Puppet function (or returned to one); refused when Puppet has no such
 * value. With `shared`, an array or hash met twice becomes one Puppet value (what Psych anchors).
 */
export function toPuppet(v: RValue, at: number | undefined, shared?: Map<object, Value>): Value {
  if (v === null || typeof v === 'boolean' || typeof v === 'string' || v instanceof PFloat) return v;
  if (typeof v === 'bigint') {
    if (v > MAX_INTEGER || v < MIN_INTEGER) throw new TemplateError('OVC3142', `the Integer ${v} is out of Puppet's 64-bit range`, at);
    return int(v);
  }
  if ((Array.isArray(v) || v instanceof RHash) && shared?.has(v)) {
    const known = shared.get(v)!;
    // A Puppet hash is built whole: one that holds itself has no Puppet value.
    if (known === BUILDING) throw new TemplateError('OVC3141', 'a hash that holds itself is not part of the Ruby templates use', at);
    return known;
  }
  if (Array.isArray(v)) {
    // Registered before its elements: an array that holds itself holds its own Puppet value.
    const out: Value[] = [];
    shared?.set(v, out);
    for (const x of v) out.push(toPuppet(x, at, shared));
    return out;
  }
  if (v instanceof RHash) {
    shared?.set(v, BUILDING);
    const out = PHash.from(v.entries().map(([k, x]) => [toPuppet(k, at, shared), toPuppet(x, at, shared)] as const));
    shared?.set(v, out);
    return out;
  }
  if (v === RSymbol.of('default')) return DEFAULT;
  if (v instanceof RRegexp) return v.flags === '' ? PRegexp.of(v.source) : v.compiled;
  if (v instanceof RSymbol || v instanceof RRange || v instanceof RMatch || v instanceof RException || v instanceof RIPAddr || v instanceof RUri) throw new TemplateError('OVC3142', `a Ruby ${rubyClassName(v)} (${inspect(v, at)}) has no Puppet value`, at);
  return v;
}

/** The Ruby class of a value, as Ruby's messages name it. */
export function rubyClassName(v: RValue): string {
  if (v === null) return 'NilClass';
  if (v === true) return 'TrueClass';
  if (v === false) return 'FalseClass';
  if (typeof v === 'string') return 'String';
  if (typeof v === 'bigint') return 'Integer';
  if (v instanceof PFloat) return 'Float';
  if (v instanceof RSymbol) return 'Symbol';
  if (Array.isArray(v)) return 'Array';
  if (v instanceof RHash) return 'Hash';
  if (v instanceof RRange) return 'Range';
  if (v instanceof RRegexp) return 'Regexp';
  if (v instanceof RMatch) return 'MatchData';
  if (v instanceof RException) return v.className ?? 'StandardError';
  if (v instanceof RIPAddr) return 'IPAddr';
  if (v instanceof RUri) return v.className;
  if (v instanceof PSensitive) return 'Puppet::Pops::Types::PSensitiveType::Sensitive';
  // Puppet makes Deferred's Ruby class at run time, without a name.
  if (v instanceof PDeferred) return 'Deferred';
  const rich = richClassName(v);
  if (rich !== undefined) return rich;
  return `Puppet::Pops::Types::P${(v as PType).name.replace(/\[.*$/s, '')}Type`;
}

/** IPAddr#inspect: `#<IPAddr: IPv4:10.0.0.0/255.0.0.0>`, IPv6 written out in full. */
function ipInspect(net: IpNetwork): string {
  const width = net.family === 4 ? 32 : 128;
  const mask = ((1n << BigInt(width)) - 1n) ^ ((1n << BigInt(width - net.prefix)) - 1n);
  const text = (n: bigint) =>
    net.family === 4
      ? [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 255n)).join('.')
      : Array.from({ length: 8 }, (_, i) => ((n >> BigInt(112 - 16 * i)) & 0xffffn).toString(16).padStart(4, '0')).join(':');
  return `#<IPAddr: IPv${net.family}:${text(net.address)}/${text(mask)}>`;
}

/** Ruby truthiness: only nil and false are false. */
export const truthy = (v: RValue): boolean => v !== null && v !== false;

const PLAIN_SYMBOL = /^(?:[A-Za-z_][A-Za-z0-9_]*[?!=]?|(?:@@?|\$)[A-Za-z_][A-Za-z0-9_]*|\[\]=?|<=>|===?|=~|!=|!~|<<|>>|<=|>=|\*\*|[+\-*/%<>!~^&|]|[+-]@)$/;

/** Ruby's `inspect`. */
export function inspect(v: RValue, at: number | undefined): string {
  if (v === null) return 'nil';
  if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (typeof v === 'string') return rubyStringInspect(v);
  if (v instanceof PFloat) return formatFloat(v.value);
  if (v instanceof RSymbol) return PLAIN_SYMBOL.test(v.name) ? `:${v.name}` : `:${rubyStringInspect(v.name)}`;
  if (Array.isArray(v)) return `[${v.map((x) => inspect(x, at)).join(', ')}]`;
  if (v instanceof RHash) return `{${v.entries().map(([k, x]) => `${inspect(k, at)}=>${inspect(x, at)}`).join(', ')}}`;
  if (v instanceof RRange) return `${inspect(v.from, at)}${v.exclusive ? '...' : '..'}${inspect(v.to, at)}`;
  if (v instanceof RRegexp) return `/${v.source.replace(/\\.|\//g, (m) => (m === '/' ? '\\/' : m))}/${[...'mix'].filter((f) => v.flags.includes(f)).join('')}`;
  if (v instanceof RMatch) {
    if (v.literal) throw new TemplateError('OVC3141', "the inspect form of a String pattern's MatchData", at);
    const names = v.regexp.names;
    const groups = v.groups.slice(1).map((g, i) => ` ${names[i] ?? i + 1}:${g === null ? 'nil' : rubyStringInspect(g)}`);
    return `#<MatchData ${rubyStringInspect(v.groups[0]!)}${groups.join('')}>`;
  }
  if (v instanceof RException) {
    if (v.className === undefined) throw new TemplateError('OVC3141', `the inspect form of an error whose Ruby class is not known here (${v.message})`, at);
    return `#<${v.className}: ${exceptionMessage(v, at)}>`;
  }
  if (v instanceof RIPAddr) return ipInspect(v.net);
  if (v instanceof RUri) return `#<${v.className} ${v.toString()}>`;
  if (v instanceof PSensitive) return '#<Sensitive [value redacted]>';
  if (v instanceof PDeferred) throw new TemplateError('OVC3141', 'the inspect form of a Deferred (a Ruby object with a memory address)', at);
  const rich = richClassName(v);
  if (rich !== undefined) throw new TemplateError('OVC3141', `the inspect form of a ${rich} (a Ruby object with a memory address)`, at);
  // Puppet's type objects inspect as Ruby objects with memory addresses: no text can match that.
  throw new TemplateError('OVC3141', `the inspect form of the Puppet type ${(v as PType).toString()} (a Ruby object with a memory address)`, at);
}

/** Ruby's `to_s`. */
export function toS(v: RValue, at: number | undefined): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (v instanceof RSymbol) return v.name;
  if (v instanceof RRange) return `${toS(v.from, at)}${v.exclusive ? '...' : '..'}${toS(v.to, at)}`;
  if (v instanceof RRegexp) {
    const on = [...'mix'].filter((f) => v.flags.includes(f)).join('');
    const off = [...'mix'].filter((f) => !v.flags.includes(f)).join('');
    return `(?${on}${off === '' ? '' : `-${off}`}:${v.source})`;
  }
  if (v instanceof RMatch) return v.groups[0]!;
  if (v instanceof RException) return exceptionMessage(v, at);
  if (v instanceof RIPAddr) return ipText(v.net);
  if (v instanceof RUri) return v.toString();
  if (v instanceof PSensitive) return 'Sensitive [value redacted]';
  if (v instanceof PType) return v.toString();
  // A Puppet Object's to_s, and a time's, version's or Binary's, is the text Puppet writes it as.
  if (v instanceof PDeferred || richClassName(v) !== undefined) return toText(v as PDeferred | RichObject);
  return inspect(v, at);
}

/** Ruby's `==`. */
export function rubyEq(a: RValue, b: RValue): boolean {
  if (a === b) return true;
  if ((typeof a === 'bigint' || a instanceof PFloat) && (typeof b === 'bigint' || b instanceof PFloat)) return toNumber(a) === toNumber(b) && (typeof a !== 'bigint' || typeof b !== 'bigint' || a === b);
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => rubyEq(x, b[i]!));
  if (a instanceof RHash && b instanceof RHash) return a.size === b.size && a.entries().every(([k, x]) => b.has(k) && rubyEq(x, b.get(k)!));
  if (a instanceof RRange && b instanceof RRange) return a.exclusive === b.exclusive && rubyEq(a.from, b.from) && rubyEq(a.to, b.to);
  if (a instanceof RRegexp && b instanceof RRegexp) return a.source === b.source && a.flags === b.flags;
  if (a instanceof RIPAddr && b instanceof RIPAddr) return a.net.family === b.net.family && a.net.address === b.net.address;
  if (a instanceof RUri && b instanceof RUri) return a.className === b.className && a.toString() === b.toString();
  if (a instanceof RMatch && b instanceof RMatch) return a.string === b.string && a.index === b.index && rubyEq(a.regexp, b.regexp) && a.groups.every((g, i) => g === b.groups[i]);
  if (a instanceof PType && b instanceof PType) return a.equals(b);
  const rich = richClassName(a);
  return rich !== undefined && rich === richClassName(b) && equals(a as RichObject, b as RichObject);
}

export function toNumber(v: bigint | PFloat): number {
  return typeof v === 'bigint' ? Number(v) : v.value;
}

/** Strings compared as Ruby does (byte-wise in UTF-8, which is code point order). */
function stringCompare(a: string, b: string): number {
  if (a === b) return 0;
  const x = Array.from(a, (c) => c.codePointAt(0)!);
  const y = Array.from(b, (c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
}

/** Ruby's `<=>`: -1, 0, 1, or undefined where Ruby answers nil. */
export function spaceship(a: RValue, b: RValue): number | undefined {
  if ((typeof a === 'bigint' || a instanceof PFloat) && (typeof b === 'bigint' || b instanceof PFloat)) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
    const x = toNumber(a);
    const y = toNumber(b);
    return x < y ? -1 : x > y ? 1 : x === y ? 0 : undefined;
  }
  if (typeof a === 'string' && typeof b === 'string') return stringCompare(a, b);
  if (a instanceof RSymbol && b instanceof RSymbol) return stringCompare(a.name, b.name);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = spaceship(a[i]!, b[i]!);
      if (c !== 0) return c;
    }
    return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
  }
  return rubyEq(a, b) ? 0 : undefined;
}

/** How Ruby names a value in "comparison of X with Y failed": immediates by inspect, others by class. */
export function operandName(v: RValue): string {
  if (v === null || typeof v === 'boolean' || v instanceof PFloat || (typeof v === 'bigint' && v < 2n ** 62n && v >= -(2n ** 62n))) return inspect(v, undefined);
  if (v instanceof RSymbol) return inspect(v, undefined);
  return rubyClassName(v);
}
