// Ruby's `IPAddr.new(text)` (ipaddr 1.2, Ruby 3.1) as a test: whether a string is an IPv4 or IPv6
// address (with an optional `/prefix` or `/mask`, IPv6 in brackets or with a `%zone`) the way the
// modules' Ruby functions ask it (stdlib's is_ip_address, openstacklib's normalize_ip_for_uri).
import type { Value } from '../values/index.js';

export type IpFamily = 'v4' | 'v6';

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
  if (family === undefined) return undefined;
  return mask === undefined || validMask(mask, family) ? family : undefined;
}
