// Ruby's IPAddr as the modules' Ruby functions and ERB templates use it: IPAddr.new of an address
// or network ("a.b.c.d", "a.b.c.d/24", "a.b.c.d/255.255.255.0", IPv6 with "::" and a prefix length,
// in brackets or with a "%zone" (ipaddr 1.2, Ruby 3.1)), #include?, #ipv6? and #to_s (Ruby's own
// IPv6 compression). The address is masked by the prefix, as Ruby does.
import type { Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';

export interface IpNetwork {
  family: 4 | 6;
  /** The (masked) address. */
  address: bigint;
  /** The prefix length. */
  prefix: number;
  /** An IPv6 zone id with its `%` (`%eth0`), which IPAddr keeps and writes after the address. */
  zone?: string;
}

const bits = (family: 4 | 6) => (family === 4 ? 32 : 128);

function parseV4(text: string): bigint | undefined {
  const m = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (!m) return undefined;
  const octets = m.slice(1).map(Number);
  // Ruby refuses octets with leading zeros ("zero-filled number in IPv4 address is ambiguous").
  if (octets.some((o) => o > 255) || m.slice(1).some((o) => o.length > 1 && o.startsWith('0'))) return undefined;
  return octets.reduce((acc, o) => (acc << 8n) | BigInt(o), 0n);
}

function parseV6(text: string): bigint | undefined {
  let s = text;
  let tail: bigint[] = [];
  const v4 = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (v4) {
    const n = parseV4(v4[1]!);
    if (n === undefined) return undefined;
    tail = [n >> 16n, n & 0xffffn];
    s = s.slice(0, s.length - v4[1]!.length) + (s.endsWith(`::${v4[1]}`) ? '' : '0');
    if (s.endsWith(':0')) s = s.slice(0, -2);
  }
  const halves = s.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...head, ...rest].every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return undefined;
  const total = head.length + rest.length + tail.length;
  if (halves.length === 1 ? total !== 8 : total > 7) return undefined;
  const all = [...head.map((g) => BigInt(`0x${g}`)), ...Array<bigint>(8 - total).fill(0n), ...rest.map((g) => BigInt(`0x${g}`)), ...tail];
  return all.reduce((acc, g) => (acc << 16n) | g, 0n);
}

/** IPAddr.new(text); Ruby's "invalid address" error otherwise. */
export function ipNetwork(text: string): IpNetwork {
  // Ruby names the address in these messages before it has read it, so they end with ': '.
  const invalid = () => new FunctionError('invalid address: ');
  // Ruby splits off the mask first (`split('/', 2)`), then unwraps brackets and a zone id, either
  // of which makes the address IPv6 only.
  const slash = text.indexOf('/');
  let addr = slash < 0 ? text : text.slice(0, slash);
  const mask = slash < 0 ? undefined : text.slice(slash + 1);
  if (mask?.includes('/')) throw invalid();
  const bracketed = /^\[(.*)\]$/s.exec(addr);
  const zoned = /^(.*)(%\w+)$/s.exec(bracketed ? bracketed[1]! : addr);
  if (bracketed) addr = bracketed[1]!;
  if (zoned) addr = zoned[1]!;
  const v6Only = bracketed !== null || zoned !== null;
  if (!v6Only && /(^|\.)0\d/.test(addr) && /^[\d.]+$/.test(addr)) throw new FunctionError('zero-filled number in IPv4 address is ambiguous: ');
  const v4 = v6Only ? undefined : parseV4(addr);
  const family: 4 | 6 = v4 !== undefined ? 4 : 6;
  const address = v4 ?? parseV6(addr);
  if (address === undefined) throw invalid();
  let prefix = bits(family);
  if (mask !== undefined) {
    if (/^\d+$/.test(mask)) prefix = Number(mask);
    else {
      const m = family === 4 ? parseV4(mask) : parseV6(mask);
      const ones = m?.toString(2).padStart(bits(family), '0');
      if (ones === undefined || !/^1*0*$/.test(ones)) throw new FunctionError(`invalid mask ${mask}: ${address}`);
      prefix = ones.indexOf('0') < 0 ? bits(family) : ones.indexOf('0');
    }
    if (prefix > bits(family)) throw new FunctionError(`invalid length: ${address}`);
  }
  const width = BigInt(bits(family));
  const netmask = ((1n << width) - 1n) ^ ((1n << (width - BigInt(prefix))) - 1n);
  return { family, address: address & netmask, prefix, ...(zoned ? { zone: zoned[2]! } : {}) };
}

/**
 * `IPAddr.new(v)`, or undefined where Ruby raises (a non-String, an invalid address or mask): for
 * the functions that ask whether a value is an address (stdlib's is_ip_address, openstacklib's
 * normalize_ip_for_uri) or compare addresses (Fuel's sorted_hosts).
 */
export function rubyIpAddr(v: Value): IpNetwork | undefined {
  if (typeof v !== 'string') return undefined;
  try {
    return ipNetwork(v);
  } catch (e) {
    if (e instanceof FunctionError) return undefined;
    throw e;
  }
}

/** IPAddr#include?: whether `ip` lies in `network` (same family). */
export function ipIncludes(network: IpNetwork, ip: IpNetwork): boolean {
  if (network.family !== ip.family) return false;
  const shift = BigInt(bits(network.family) - network.prefix);
  return ip.address >> shift === network.address >> shift;
}

/** IPAddr#to_s. */
export function ipText(ip: IpNetwork): string {
  if (ip.family === 4) return [24n, 16n, 8n, 0n].map((s) => String((ip.address >> s) & 255n)).join('.');
  // Ruby writes the zone id after the groups before it compresses them, dropping leading zeros
  // in it as in a group; with it there, no all-zero or IPv4-mapped form matches any more.
  const zone = (ip.zone ?? '').replace(/\b0{1,3}([\da-f]+)\b/gi, '$1');
  let s = Array.from({ length: 8 }, (_, i) => ((ip.address >> BigInt(112 - 16 * i)) & 0xffffn).toString(16)).join(':') + zone;
  // Ruby compresses the first longest run of two or more zero groups.
  if (s === '0:0:0:0:0:0:0:0') s = '::';
  else {
    for (let n = 7; n >= 2; n--) {
      const run = new RegExp(`\\b${Array(n).fill('0').join(':')}\\b`);
      if (run.test(s)) {
        s = s.replace(run, ':');
        break;
      }
    }
    s = s.replace(/:{3,}/, '::');
  }
  const mapped = /^::(ffff:)?([\da-f]{1,4}):([\da-f]{1,4})$/i.exec(s);
  if (mapped) {
    const [hi, lo] = [parseInt(mapped[2]!, 16), parseInt(mapped[3]!, 16)];
    s = `::${mapped[1] ?? ''}${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return s;
}
