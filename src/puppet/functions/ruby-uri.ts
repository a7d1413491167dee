// Ruby's URL escaping as the modules' Ruby functions use it: ERB::Util.url_encode (userinfo of
// os_database_connection / os_transport_url), URI.encode_www_form (nova's query strings),
// CGI.escape (archive's Nexus query) and the escaping URI::Generic#query= applies to a query it
// is given.
import { PHash, PRegexp, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { rubyClassName, rubyToS } from './ruby-values.js';

const encoder = new TextEncoder();

/** Percent-encodes each UTF-8 byte of `s` outside `keep` (`%XX`, upper-case hex). */
function percentEncode(s: string, keep: RegExp, space?: string): string {
  let out = '';
  for (const ch of s) {
    if (keep.test(ch)) out += ch;
    else if (ch === ' ' && space !== undefined) out += space;
    else for (const b of encoder.encode(ch)) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** ERB::Util.url_encode: everything but `A-Za-z0-9_.~-` escaped. */
export function urlEncode(s: string): string {
  return percentEncode(s, /^[A-Za-z0-9_.~-]$/);
}

/** CGI.escape of a 4.x function's value: everything but `A-Za-z0-9_.~-` escaped, space as `+`; only a String. */
export function cgiEscape(v: Value): string {
  if (typeof v !== 'string') throw new FunctionError(`no implicit conversion of ${v instanceof PRegexp ? 'Regexp' : rubyClassName(v)} into String`);
  return percentEncode(v, /^[A-Za-z0-9_.~-]$/, '+');
}

/** URI.encode_www_form_component: everything but `*-.0-9A-Z_a-z` escaped, space as `+`. */
export function wwwFormComponent(v: Value): string {
  return percentEncode(rubyToS(v), /^[*\-.0-9A-Z_a-z]$/, '+');
}

/**
 * URI.encode_www_form of a Hash: `k=v` pairs joined by `&`; a nil value gives `k`, an Array one
 * pair per element (a nil element an empty field: Ruby's block yields nil for it).
 */
export function encodeWwwForm(h: PHash): string {
  const pairs: string[] = [];
  for (const [k, v] of h) {
    const key = wwwFormComponent(k);
    if (v === null) pairs.push(key);
    else if (Array.isArray(v)) pairs.push(v.map((w: Value) => (w === null ? '' : `${key}=${wwwFormComponent(w)}`)).join('&'));
    else pairs.push(`${key}=${wwwFormComponent(v)}`);
  }
  return pairs.join('&');
}
