// Ruby's `IPAddr.new(text)` (ipaddr 1.2, Ruby 3.1): whether a string is an IPv4 or IPv6 address
// (with an optional `/prefix` or `/mask`, IPv6 in brackets or with a `%zone`) the way the modules'
// Ruby functions ask it (stdlib's is_ip_address, openstacklib's normalize_ip_for_uri), and the
// address as a number with the mask applied (what IPAddr compares: Fuel's sorted_hosts).
import type { Value } from '../values/index.js';

export type IpFamily = 'v4' | 'v6';

export interface RubyIpAddr {
  family: IpFamily;
  /** The address with its mask applied, as IPAddr#to_i. */
  value: bigint;
}

const V4_LIKE = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/;
const V6_FULL = /^(?:(?:[\da-f]{1,4}:){7}[\da-f]{1,4}|((?:[\da-f]{1,4}:){6})(\d+)\.(\d+)\.(\d+)\.(\d+))$/i;
const V6_COMPRESSED = /^((?:(?:[\da-f]{1,4}:)*[\da-f]{1,4})?)::(((?:[\da-f]{1,4}:)*)(?:[\da-f]{1,4}|(\d+)\.(\d+)\.(\d+)\.(\d+)))?$/i;

/** IPAddr#in_addr: four decimal octets, none zero-filled (Ruby refuses `010` as ambiguous), each ≤ 255. */
function v4Octets(octets: readonly string[]): number[] | undefined {
  const out: number[] = [];
  for (const o of octets) {
    if (o.length > 1 && o.startsWith('0')) return undefined;
    const n = Number(o);
    if (n > 255) return undefined;
    out.push(n);
  }
  return out;
}

function isV4(text: string): boolean {
  const m = V4_LIKE.exec(text);
  return m !== null && v4Octets(m.slice(1)) !== undefined;
}

/** IPAddr#in6_addr: the full or `::`-compressed form, an embedded IPv4 tail allowed. */
function isV6(text: string): boolean {
  const full = V6_FULL.exec(text);
  if (full) return full[2] === undefined || v4Octets(full.slice(2, 6)) !== undefined;
  const c = V6_COMPRESSED.exec(text);
  if (!c) return false;
  const left = c[1]!;
  const right = c[2] ?? '';
  if (c[4] !== undefined) {
    if (text.split(':').length - 1 > 6 || v4Octets(c.slice(4, 8)) === undefined) return false;
    return groups(left) + groups(c[3]!) + 2 <= 8;
  }
  if (text.split(':').length - 1 > (left === '' || right === '' ? 8 : 7)) return false;
  return groups(left) + groups(right) <= 8;
}

const groups = (s: string): number => s.split(':').filter((g) => g !== '').length;

/** IPAddr#mask!: a prefix length within the family's width, or a contiguous netmask of the same family. */
function validMask(mask: string, family: IpFamily): boolean {
  const width = family === 'v4' ? 32 : 128;
  if (/^\d+$/.test(mask)) return Number(mask) <= width;
  if (rubyIpFamily(mask) !== family) return false;
  if (family === 'v6') return true;
  const bits = mask.split('.').map((o) => Number(o).toString(2).padStart(8, '0')).join('');
  return /^1*0*$/.test(bits);
}

/** The family `IPAddr.new(v)` gives, or undefined where Ruby raises (a non-String, an invalid address). */
export function rubyIpFamily(v: Value): IpFamily | undefined {
  return rubyIpAddr(v)?.family;
}

const v4Value = (text: string): bigint => text.split('.').reduce((n, o) => (n << 8n) | BigInt(Number(o)), 0n);

/** The 128-bit value of a valid IPv6 text (`::` expanded, an IPv4 tail as its two groups). */
function v6Value(text: string): bigint {
  let t = text;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(t);
  if (tail) {
    const n = v4Value(tail[1]!);
    t = `${t.slice(0, tail.index)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const [left, right] = t.includes('::') ? t.split('::') : [t, undefined];
  const l = left ? left.split(':') : [];
  const r = right ? right.split(':') : [];
  const groups = right === undefined ? l : [...l, ...new Array<string>(8 - l.length - r.length).fill('0'), ...r];
  return groups.reduce((n, g) => (n << 16n) | BigInt(`0x${g}`), 0n);
}

/** The mask IPAddr#mask! makes of a prefix length or netmask text. */
function maskValue(mask: string, family: IpFamily): bigint {
  const width = family === 'v4' ? 32n : 128n;
  const all = (1n << width) - 1n;
  if (/^\d+$/.test(mask)) return all ^ ((1n << (width - BigInt(Number(mask)))) - 1n);
  return family === 'v4' ? v4Value(mask) : v6Value(mask.replace(/^\[|\]$/g, ''));
}

/** What `IPAddr.new(v)` holds, or undefined where Ruby raises (a non-String, an invalid address). */
export function rubyIpAddr(v: Value): RubyIpAddr | undefined {
  if (typeof v !== 'string') return undefined;
  const slash = v.indexOf('/');
  let prefix = slash < 0 ? v : v.slice(0, slash);
  const mask = slash < 0 ? undefined : v.slice(slash + 1);
  let v6Only = false;
  const bracketed = /^\[(.*)\]$/s.exec(prefix);
  if (bracketed) {
    prefix = bracketed[1]!;
    v6Only = true;
  }
  const zoned = /^(.*)%\w+$/s.exec(prefix);
  if (zoned) {
    prefix = zoned[1]!;
    v6Only = true;
  }
  const family: IpFamily | undefined = !v6Only && isV4(prefix) ? 'v4' : isV6(prefix) ? 'v6' : undefined;
  if (family === undefined || (mask !== undefined && !validMask(mask, family))) return undefined;
  const value = family === 'v4' ? v4Value(prefix) : v6Value(prefix);
  return { family, value: mask === undefined ? value : value & maskValue(mask, family) };
}
