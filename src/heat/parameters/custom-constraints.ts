// Heat's custom constraints that need no cloud (heat.engine.constraint.common_constraints), with
// their messages; the names that ask an OpenStack service are known but not checked offline.
import { isIPv6 } from 'node:net';
import { cronError } from './cron.js';
import { PythonError, pyStr, pyTypeName } from './python.js';
import { isHash } from '../../data/value.js';

/** Every custom constraint name Heat 19 registers ([heat.constraints] entry points). */
const SERVICE_CONSTRAINTS = new Set(
  (
    'barbican.container barbican.secret blazar.reservation cinder.backup cinder.qos_specs cinder.snapshot cinder.volume cinder.vtype ' +
    'designate.zone glance.image ironic.node ironic.portgroup keystone.domain keystone.group keystone.project keystone.region keystone.role ' +
    'keystone.service keystone.user magnum.cluster_template manila.share_network manila.share_snapshot manila.share_type mistral.workflow ' +
    'monasca.notification neutron.address_scope neutron.flow_classifier neutron.lb.provider neutron.lbaas.listener neutron.lbaas.loadbalancer ' +
    'neutron.lbaas.pool neutron.lbaas.provider neutron.network neutron.port neutron.port_pair neutron.port_pair_group neutron.qos_policy ' +
    'neutron.router neutron.security_group neutron.segment neutron.subnet neutron.subnetpool neutron.taas.tap_flow neutron.taas.tap_service ' +
    'nova.flavor nova.host nova.keypair nova.network nova.server octavia.flavor octavia.flavorprofile octavia.l7policy octavia.listener ' +
    'octavia.loadbalancer octavia.pool sahara.cluster sahara.cluster_template sahara.data_source sahara.image sahara.job_binary sahara.job_type ' +
    'sahara.plugin senlin.cluster senlin.policy senlin.policy_type senlin.profile senlin.profile_type test_constr trove.flavor zaqar.queue'
  ).split(' '),
);

/** The clock the expiration constraint compares with (injectable for tests). */
export interface ConstraintClock {
  now(): Date;
}
const SYSTEM_CLOCK: ConstraintClock = { now: () => new Date() };

/** A local check: undefined when valid, else the constraint's error text (without Heat's prefix). */
type LocalCheck = (value: unknown, clock: ConstraintClock) => string | undefined | null;

/** Four decimal octets, leading zeros allowed (netaddr's ZEROFILL reading). */
const IPV4_ZEROFILL = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/;

function zerofilled(s: string): string | undefined {
  const m = IPV4_ZEROFILL.exec(s);
  if (!m) return undefined;
  const octets = m.slice(1).map(Number);
  return octets.every((o) => o <= 255) ? octets.join('.') : undefined;
}

/** neutron-lib's validate_ip_address: undefined when valid, else its message. */
function ipAddressError(data: string): string | undefined {
  const invalid = `'${data}' is not a valid IP address`;
  if (/\s/.test(data)) return invalid;
  if (data.includes(':')) return isIPv6(data) ? undefined : invalid;
  const canonical = zerofilled(data);
  if (canonical === undefined) return invalid;
  return canonical === data ? undefined : `'${data}' is not an accepted IP address, '${canonical}' is recommended`;
}

interface Network {
  v6: boolean;
  /** The network as netaddr prints it (host bits kept). */
  text: string;
  /** The network with host bits cleared (netaddr's .cidr). */
  cidr: string;
}

function maskBits(mask: string): number | undefined {
  const canonical = zerofilled(mask);
  if (canonical === undefined) return undefined;
  const bits = canonical
    .split('.')
    .map((o) => Number(o).toString(2).padStart(8, '0'))
    .join('');
  return /^1*0*$/.test(bits) ? bits.indexOf('0') < 0 ? 32 : bits.indexOf('0') : undefined;
}

function v4Cidr(address: string, prefix: number): string {
  const n = address.split('.').reduce((acc, o) => acc * 256 + Number(o), 0);
  const size = 2 ** (32 - prefix);
  const base = Math.floor(n / size) * size;
  return `${[24, 16, 8, 0].map((s) => Math.floor(base / 2 ** s) % 256).join('.')}/${prefix}`;
}

/** netaddr.IPNetwork for the forms Heat templates use: v4 or v6 address with an optional /prefix or v4 netmask. */
function parseNetwork(data: string): Network | undefined {
  const slash = data.indexOf('/');
  const address = slash < 0 ? data : data.slice(0, slash);
  const suffix = slash < 0 ? undefined : data.slice(slash + 1);
  if (address.includes(':')) {
    if (!isIPv6(address) || (suffix !== undefined && !/^\d+$/.test(suffix))) return undefined;
    const prefix = suffix === undefined ? 128 : Number(suffix);
    if (prefix > 128) return undefined;
    return { v6: true, text: `${address}/${prefix}`, cidr: `${address}/${prefix}` };
  }
  // netaddr reads a partial address (`10.0.0`) as the network it starts (`10.0.0.0`).
  const parts = address.split('.').length;
  const ip = zerofilled(parts < 4 && /^\d+(\.\d+)*$/.test(address) ? address + '.0'.repeat(4 - parts) : address);
  if (ip === undefined) return undefined;
  let prefix = 32;
  if (suffix !== undefined) {
    const bits = /^\d+$/.test(suffix) ? Number(suffix) : maskBits(suffix);
    if (bits === undefined || bits > 32) return undefined;
    prefix = bits;
  }
  return { v6: false, text: `${ip}/${prefix}`, cidr: v4Cidr(ip, prefix) };
}

/** neutron-lib's validate_subnet. */
function subnetError(data: string): string | undefined {
  const net = /\s/.test(data) ? undefined : parseNetwork(data);
  if (!net) return `'${data}' is not a valid IP subnet`;
  if (!data.includes('/') || (!net.v6 && net.text !== data)) return `'${data}' isn't a recognized IP subnet cidr, '${net.cidr}' is recommended`;
  return undefined;
}

const DNS_LABEL = /^[a-z0-9-]{1,63}$/;

/** heat.common.netutils.validate_dns_format. */
function dnsFormatError(data: string): string | undefined {
  if (!data) return undefined;
  const trimmed = data.endsWith('.') ? data.slice(0, -1) : data;
  if (trimmed.length > 255) return `'${trimmed}' exceeds the 255 character FQDN limit`;
  const names = trimmed.split('.');
  for (const name of names) {
    if (!name) return 'Encountered an empty component.';
    if (name.startsWith('-') || name.endsWith('-')) return `Name '${name}' must not start or end with a hyphen.`;
    if (!DNS_LABEL.test(name)) return `Name '${name}' must be 1-63 characters long, each of which can only be alphanumeric or a hyphen.`;
  }
  if (data.endsWith('.') && names.length > 1 && /^[0-9]+$/.test(names[names.length - 1]!)) return `TLD '${names[names.length - 1]}' must not be all numeric.`;
  return undefined;
}

/** The DNS checks call str methods on the value: anything else (but an empty one) crashes Heat. */
function dnsText(value: unknown): string {
  if (typeof value === 'string') return value;
  throw new PythonError('AttributeError', `'${pyTypeName(value)}' object has no attribute 'endswith'`);
}

function dnsNameError(value: unknown): string | undefined {
  if (!value) return undefined;
  const text = dnsText(value);
  const reason = dnsFormatError(text);
  return reason === undefined ? undefined : `'${text}' not in valid format. Reason: ${reason}`;
}

const ISO8601 =
  /^(\d{4})(?:(?:-(\d{1,2})|(\d{2})(?!\n?$))(?:(?:-(\d{1,2})|(\d{2}))(?:[ T](\d{2})(?::?(\d{2}))?(?::?(\d{1,2})(?:[.,](\d+))?)?(Z|([-+])(\d{2}):?(\d{2})?)?)?)?)?(?=\n?$)/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** iso8601.parse_date as oslo's parse_isotime calls it: the instant, or the library's message. */
function parseIsoTime(value: unknown): Date | string {
  if (typeof value !== 'string') return `expected string or bytes-like object, got '${pyTypeName(value)}'`;
  const m = ISO8601.exec(value);
  if (!m) return `Unable to parse date string ${JSON.stringify(value).replace(/^"|"$/g, "'")}`;
  const num = (s: string | undefined, d: number) => (s === undefined ? d : Number(s));
  const year = Number(m[1]);
  const month = num(m[2] ?? m[3], 1);
  const day = num(m[4] ?? m[5], 1);
  const [hour, minute, second] = [num(m[6], 0), num(m[7], 0), num(m[8], 0)];
  if (year < 1) return `year ${year} is out of range`;
  if (month < 1 || month > 12) return 'month must be in 1..12';
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day < 1 || day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!)) return 'day is out of range for month';
  if (hour > 23) return 'hour must be in 0..23';
  if (minute > 59) return 'minute must be in 0..59';
  if (second > 59) return 'second must be in 0..59';
  const sign = m[11] === '-' ? -1 : 1;
  const offset = m[10] === undefined || m[10] === 'Z' ? 0 : sign * (num(m[12], 0) * 60 + num(m[13], 0));
  const ms = Math.floor(Number(`0.${m[9] ?? '0'}`) * 1000);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset * 60_000);
}

function timezoneError(value: unknown): string | undefined {
  if (!value) return undefined;
  if (typeof value === 'string') {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      return undefined;
    } catch {
      // pytz raises UnknownTimeZoneError(zone), a KeyError: str() is the quoted name.
    }
  }
  // pytz.timezone asks the name for .upper() first.
  return `Invalid timezone: ${typeof value === 'string' ? `'${value}'` : `'${pyTypeName(value)}' object has no attribute 'upper'`}`;
}

const LOCAL: Record<string, LocalCheck> = {
  ip_addr: (v) => (typeof v === 'string' && ipAddressError(v) === undefined ? undefined : 'Invalid IP address'),
  mac_addr: (v) => (typeof v === 'string' && macValid(v) ? undefined : 'Invalid MAC address.'),
  dns_name: (v) => dnsNameError(v),
  rel_dns_name: (v) => {
    if (!v) return undefined;
    const s = dnsText(v);
    if (s.endsWith('.')) return `'${s}' is a FQDN. It should be a relative domain name.`;
    if (s.length > 252) return `'${s}' contains '${s.length}' characters. Adding a domain name will cause it to exceed the maximum length of a FQDN of '255'.`;
    return dnsNameError(v);
  },
  dns_domain: (v) => {
    if (!v) return undefined;
    const e = dnsNameError(v);
    if (e !== undefined) return e;
    return dnsText(v).endsWith('.') ? undefined : `'${dnsText(v)}' must end with '.'.`;
  },
  net_cidr: (v) => {
    // netaddr.IPNetwork takes text only: a list (comma_delimited_list), map or number is a TypeError.
    if (typeof v !== 'string') return `Invalid net cidr unexpected type <class '${pyTypeName(v)}'> for addr arg `;
    const s = pyStr(v);
    const implicit = parseNetwork(v.trim());
    if (!implicit) return `Invalid net cidr invalid IPNetwork ${s} `;
    return subnetError(s);
  },
  ip_or_cidr: (v) => {
    // `'/' in value` is a TypeError for a number; a list or map goes to validate_subnet when it
    // holds a '/' item (key) and to validate_ip_address otherwise, whose own failure names the value.
    if (Array.isArray(v) || isHash(v)) return `'${pyStr(v)}' is not a valid IP ${(Array.isArray(v) ? v : Object.keys(v)).includes('/') ? 'subnet' : 'address'}`;
    if (typeof v !== 'string') return `${pyStr(v)} is not a valid IP or CIDR`;
    return v.includes('/') ? subnetError(v) : ipAddressError(v);
  },
  // No message of its own: Heat prints only "Error validating value '...'".
  iso_8601: (v) => (parseIsoTime(v) instanceof Date ? undefined : null),
  cron_expression: (v) => {
    if (!v) return undefined;
    if (typeof v !== 'string') return `Invalid CRON expression: '${pyTypeName(v)}' object has no attribute 'lower'`;
    const e = cronError(v);
    return e === undefined ? undefined : `Invalid CRON expression: ${e}`;
  },
  timezone: timezoneError,
  expiration: (v, clock) => {
    if (!v) return undefined;
    const t = typeof v === 'string' ? parseIsoTime(v.trim()) : `'${pyTypeName(v)}' object has no attribute 'strip'`;
    if (t instanceof Date) return t.getTime() > clock.now().getTime() ? undefined : `Expiration ${pyStr(v)} is invalid: Expiration time is out of date.`;
    return `Expiration ${pyStr(v)} is invalid: ${t}`;
  },
};

const HEX = '[0-9a-f]';
const MAC_FORMATS = [
  ...[':', '-'].map((sep) => new RegExp(`^${Array(6).fill(`${HEX}{1,2}`).join(sep)}$`, 'i')),
  ...[':', '-', '\\.'].map((sep) => new RegExp(`^${Array(3).fill(`${HEX}{1,4}`).join(sep)}$`, 'i')),
  ...['-', ':'].map((sep) => new RegExp(`^${Array(2).fill(`${HEX}{5,6}`).join(sep)}$`, 'i')),
  new RegExp(`^${HEX}{11,12}$`, 'i'),
];

/** netaddr.valid_mac (Python's `$` also matches before a final newline). */
function macValid(s: string): boolean {
  const text = s.endsWith('\n') ? s.slice(0, -1) : s;
  return MAC_FORMATS.some((re) => re.test(text));
}

/**
 * CustomConstraint.validate for one value: undefined when it passes, Heat's message when it fails,
 * 'unknown' when the constraint needs an OpenStack service.
 */
export function checkCustomConstraint(name: unknown, value: unknown, clock: ConstraintClock = SYSTEM_CLOCK): string | undefined | 'unknown' {
  const key = typeof name === 'string' ? name : '';
  if (Object.hasOwn(LOCAL, key)) {
    const error = LOCAL[key]!(value, clock);
    if (error === undefined) return undefined;
    return error === null ? `Error validating value '${pyStr(value)}'` : `Error validating value '${pyStr(value)}': ${error}`;
  }
  if (SERVICE_CONSTRAINTS.has(key)) return 'unknown';
  return `"${pyStr(value)}" does not validate ${pyStr(name)} (constraint not found)`;
}

/** Whether overcat checks this custom constraint offline. */
export function isLocalConstraint(name: unknown): boolean {
  return typeof name === 'string' && Object.hasOwn(LOCAL, name);
}
