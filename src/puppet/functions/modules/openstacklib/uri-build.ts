// Ruby's URI::Generic.build(...).to_s (Ruby 3.1, RFC 2396 parser) for the parts
// os_database_connection gives it: each part checked as URI checks it (the same messages), the
// query escaped as URI#query= escapes it, an IPv6 host put in brackets.
import { FunctionError } from '../../dispatcher.js';

export interface UriParts {
  scheme: string;
  userinfo?: string;
  host?: string;
  port?: number | bigint;
  path: string;
  query?: string;
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+\-.]*$/;
const HOST = /^(?:(?:[a-zA-Z0-9\-.]|%[0-9A-Fa-f]{2})+|\[[0-9A-Fa-f:.]+\])$/;
const PCHAR = "(?:[A-Za-z0-9\\-_.!~*'():@&=+$,]|%[0-9A-Fa-f]{2})";
const SEGMENT = `${PCHAR}*(?:;${PCHAR}*)*`;
const ABS_PATH = new RegExp(`^/${SEGMENT}(?:/${SEGMENT})*$`);
const REL_PATH = new RegExp(`^(?:[A-Za-z0-9\\-_.!~*'();@&=+$,]|%[0-9A-Fa-f]{2})+(?:/${SEGMENT})*$`);

const invalid = (what: string, v: string): FunctionError => new FunctionError(`bad component(expected ${what} component): ${v}`);

/** URI#query=: tabs and line breaks dropped, bytes outside URI's query set percent-encoded; a `%` before two non-hex characters refused. */
function escapeQuery(q: string): string {
  const text = q.replace(/[\t\r\n]/g, '');
  const bad = /%[^0-9A-Fa-f][^0-9A-Fa-f]/.exec(text);
  if (bad) throw new FunctionError(`invalid percent escape: ${bad[0]}`);
  let out = '';
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const c = String.fromCharCode(b);
    const escape = b === 0x25 ? false : !(b < 0x80 && /[!$-&(-;=?-_a-~]/.test(c));
    out += escape ? `%${b.toString(16).toUpperCase().padStart(2, '0')}` : c;
  }
  return out;
}

export function buildUri(p: UriParts): string {
  if (!SCHEME.test(p.scheme)) throw invalid('scheme', p.scheme);
  let host = p.host;
  if (host !== undefined) {
    if (host.includes(':') && !(host.startsWith('[') && host.endsWith(']'))) host = `[${host}]`;
    if (!HOST.test(host)) throw invalid('host', host);
  }
  if (host !== undefined ? !ABS_PATH.test(p.path) : p.path !== '' && !ABS_PATH.test(p.path) && !REL_PATH.test(p.path)) {
    throw invalid(host !== undefined ? 'absolute path' : 'relative path', p.path);
  }
  const query = p.query === undefined ? undefined : escapeQuery(p.query);
  let s = `${p.scheme}:`;
  if (host !== undefined) s += '//';
  if (p.userinfo !== undefined) s += `${p.userinfo}@`;
  if (host !== undefined) s += host;
  if (p.port !== undefined) s += `:${p.port}`;
  s += p.path;
  if (query !== undefined) s += `?${query}`;
  return s;
}
