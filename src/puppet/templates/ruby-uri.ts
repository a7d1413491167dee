// Ruby 3.1's URI library as templates use it (`require 'uri'; URI(@location).host`, voxpupuli
// rabbitmq's apt origin): URI.parse with the RFC 3986 parser's expressions, the scheme classes'
// default ports, the parts and `to_s` of URI::Generic, and the www-form component coders.

/** A parsed URI: URI::Generic's fields (`opaque` for a scheme's rootless part, `mailto:x`). */
export class RUri {
  constructor(
    /** URI::HTTP, URI::Generic...: the class `URI.for` picks by scheme. */
    readonly className: string,
    readonly scheme: string | null,
    readonly user: string | null,
    readonly password: string | null,
    readonly host: string | null,
    readonly port: bigint | null,
    readonly path: string | null,
    readonly opaque: string | null,
    readonly query: string | null,
    readonly fragment: string | null,
  ) {}

  get defaultPort(): bigint | null {
    return DEFAULT_PORTS[this.className] ?? null;
  }

  get userinfo(): string | null {
    if (this.user === null) return null;
    return this.password === null ? this.user : `${this.user}:${this.password}`;
  }

  /** URI::Generic#to_s. */
  toString(): string {
    let s = this.scheme === null ? '' : `${this.scheme}:`;
    if (this.opaque !== null) s += this.opaque;
    else {
      if (this.host !== null || this.scheme === 'file' || this.scheme === 'postgres') s += '//';
      if (this.userinfo !== null) s += `${this.userinfo}@`;
      if (this.host !== null) s += this.host;
      if (this.port !== null && this.port !== this.defaultPort) s += `:${this.port}`;
      s += this.path ?? '';
      if (this.query !== null) s += `?${this.query}`;
    }
    if (this.fragment !== null) s += `#${this.fragment}`;
    return s;
  }
}

/** The scheme classes whose parse is URI::Generic's with a default port. */
const DEFAULT_PORTS: Record<string, bigint> = { 'URI::HTTP': 80n, 'URI::HTTPS': 443n, 'URI::WS': 80n, 'URI::WSS': 443n };
/** Schemes whose classes check or split their parts further (FTP's typecode, LDAP's dn, mailto's headers, file's host). */
export const URI_SCHEMES_LEFT_OUT = new Set(['ftp', 'ldap', 'ldaps', 'mailto', 'file']);

// uri/rfc3986_parser.rb's RFC3986_URI and RFC3986_relative_ref, with its \g<> calls written out.
const H = '[0-9A-Fa-f]';
const DEC_OCTET = '(?:[1-9]\\d|1\\d{2}|2[0-4]\\d|25[0-5]|\\d)';
const IPV4 = `${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}`;
const LS32 = `(?:${H}{1,4}:${H}{1,4}|${IPV4})`;
const IPV6 = [
  `(?:${H}{1,4}:){6}${LS32}`,
  `::(?:${H}{1,4}:){5}${LS32}`,
  `${H}{1,4}?::(?:${H}{1,4}:){4}${LS32}`,
  `(?:(?:${H}{1,4}:)?${H}{1,4})?::(?:${H}{1,4}:){3}${LS32}`,
  `(?:(?:${H}{1,4}:){0,2}${H}{1,4})?::(?:${H}{1,4}:){2}${LS32}`,
  `(?:(?:${H}{1,4}:){0,3}${H}{1,4})?::${H}{1,4}:${LS32}`,
  `(?:(?:${H}{1,4}:){0,4}${H}{1,4})?::${LS32}`,
  `(?:(?:${H}{1,4}:){0,5}${H}{1,4})?::${H}{1,4}`,
  `(?:(?:${H}{1,4}:){0,6}${H}{1,4})?::`,
].join('|');
const IP_LITERAL = `\\[(?:${IPV6}|v${H}+\\.[!$&-.0-;=A-Z_a-z~]+)\\]`;
const PCT = `%${H}${H}`;
const AUTHORITY = `(?:(?<userinfo>(?:${PCT}|[!$&-.0-;=A-Z_a-z~])*)@)?(?<host>${IP_LITERAL}|${IPV4}|(?:${PCT}|[!$&-.0-9;=A-Z_a-z~])+)?(?::(?<port>\\d*))?`;
const SEGMENT = `(?:${PCT}|[!$&-.0-;=@-Z_a-z~])*`;
const SEGMENT_NZ = `(?:${PCT}|[!$&-.0-;=@-Z_a-z~])+`;
const TAIL = `(?:\\?(?<query>[^#]*))?(?:#(?<fragment>(?:${PCT}|[!$&-.0-;=@-Z_a-z~\\/?])*))?$`;
const ABSOLUTE = `(?<pathAbsolute>\\/(?:${SEGMENT_NZ}(?:\\/${SEGMENT})*)?)`;
const URI_RE = new RegExp(`^(?<scheme>[A-Za-z][+\\-.0-9A-Za-z]*):(?:\\/\\/${AUTHORITY}(?<pathAbempty>(?:\\/${SEGMENT})*)|${ABSOLUTE}|(?<pathRootless>${SEGMENT_NZ}(?:\\/${SEGMENT})*)|(?<pathEmpty>))${TAIL}`);
const RELATIVE_RE = new RegExp(`^(?:\\/\\/${AUTHORITY}(?<pathAbempty>(?:\\/${SEGMENT})*)|${ABSOLUTE}|(?<pathNoscheme>(?:${PCT}|[!$&-.0-9;=@-Z_a-z~])+(?:\\/${SEGMENT})*)|(?<pathEmpty>))${TAIL}`);

/** What URI.parse raises: URI::InvalidURIError, with Ruby's words, or a scheme class left out. */
export class UriError {
  constructor(
    readonly message: string,
    readonly leftOut = false,
  ) {}
}

/** URI.parse(text) as Ruby 3.1's RFC3986_Parser#parse and URI.for build it. */
export function parseUri(text: string, inspected: string): RUri {
  // eslint-disable-next-line no-control-regex
  if (!/^[\x00-\x7f]*$/.test(text)) throw new UriError('a URI that is not ASCII', true);
  const m = URI_RE.exec(text) ?? RELATIVE_RE.exec(text);
  if (m === null) throw new UriError(`bad URI(is not URI?): ${inspected}`);
  const g = m.groups!;
  const scheme = g['scheme']?.toLowerCase() ?? null;
  if (scheme !== null && URI_SCHEMES_LEFT_OUT.has(scheme)) throw new UriError(`URI::${scheme.toUpperCase()} (a ${scheme} URI)`, true);
  const className = scheme !== null && `URI::${scheme.toUpperCase()}` in DEFAULT_PORTS ? `URI::${scheme.toUpperCase()}` : 'URI::Generic';
  const rootless = g['pathRootless'];
  const opaque = rootless === undefined ? null : g['query'] === undefined ? rootless : `${rootless}?${g['query']}`;
  const userinfo = opaque === null ? g['userinfo'] : undefined;
  const colon = userinfo?.indexOf(':') ?? -1;
  const portText = opaque === null ? g['port'] : undefined;
  let port = portText === undefined || portText === '' ? null : BigInt(portText);
  port ??= DEFAULT_PORTS[className] ?? null;
  // Generic#initialize: a path of '' when there is neither a path nor an opaque part.
  const path = opaque !== null ? null : g['pathAbempty'] ?? g['pathAbsolute'] ?? g['pathNoscheme'] ?? g['pathEmpty'] ?? '';
  // Generic#query= escapes what RFC 3986 does not allow in a query.
  const query = opaque !== null || g['query'] === undefined ? null : g['query'].replace(/[\t\r\n]/g, '').replace(/(?!%[0-9A-Fa-f]{2}|[!$-&(-;=?-_a-~])[\s\S]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return new RUri(
    className,
    scheme,
    userinfo === undefined ? null : colon < 0 ? userinfo : userinfo.slice(0, colon),
    userinfo === undefined || colon < 0 ? null : userinfo.slice(colon + 1),
    opaque === null ? g['host'] ?? null : null,
    port,
    path,
    opaque,
    query,
    g['fragment'] ?? null,
  );
}

/** URI.encode_www_form_component: `*-._` and alphanumerics kept, a space `+`, other bytes (UTF-8) `%XX`. */
export function encodeWwwFormComponent(s: string): string {
  return [...Buffer.from(s, 'utf8')].map((b) => (/[*\-.0-9A-Z_a-z]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : b === 0x20 ? '+' : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** URI.decode_www_form_component: `+` a space, `%XX` its byte; undefined for a `%` without two hex digits (Ruby's ArgumentError). */
export function decodeWwwFormComponent(s: string): string | undefined {
  if (/%(?![0-9A-Fa-f]{2})/.test(s)) return undefined;
  const bytes: number[] = [];
  // By code points: a character outside the BMP is one, not two halves.
  const chars = [...s];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '%') {
      bytes.push(parseInt(chars[i + 1]! + chars[i + 2]!, 16));
      i += 2;
    } else if (chars[i] === '+') bytes.push(0x20);
    else bytes.push(...Buffer.from(chars[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
