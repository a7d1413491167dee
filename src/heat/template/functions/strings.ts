// The string functions' results: str_replace (and _strict, _vstrict), list_join, str_split,
// digest, make_url — worded and computed as Heat 19 does.
import { createHash } from 'node:crypto';
import { isHash, truthy, type DataHash } from '../../../data/value.js';
import { dataKeys, mapDataValues } from '../../../data/key-order.js';
import { YaqlSet } from '../../../yaql/evaluate.js';
import { PyFloat, PythonError, pyInt, pyKey, pyMember, pyRepr, pySortKeys, pyStr, pyTypeName, unboxed } from '../../parameters/python.js';
import { asHeatError, Fn, HeatError, jsonSorted, typeError, valueError } from './values.js';

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** One str_replace value as a string (Replace, or ReplaceJson from 2015-10-15). */
function replacement(name: string, json: boolean, allowEmpty: boolean, value: unknown, param: string): string {
  const empty = () => valueError(`${name} has an undefined or empty value for param ${param}, must be a defined non-empty value`);
  if (value === null || value === undefined) {
    if (allowEmpty) return '';
    throw empty();
  }
  if (!isScalar(unboxed(value))) {
    if (!json) throw typeError(`"${name}" params must be strings or numbers, param ${param} is not valid`);
    if (Array.isArray(value) || isHash(value)) {
      if (!allowEmpty && (Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0)) throw empty();
      return jsonSorted(value);
    }
    throw typeError(`"${name}" params must be strings, numbers, list or map.`);
  }
  const text = pyStr(value);
  if (!allowEmpty && text === '') throw empty();
  return text;
}

export interface ReplaceMode {
  json: boolean;
  strict: boolean;
  allowEmpty: boolean;
}

/** str_replace: placeholders longest first (ties in sorted order), each split/join over the pieces. */
export function strReplace(name: string, mode: ReplaceMode, template: unknown, mapping: unknown): string {
  // The strict forms first take set(params), which refuses what is no iterable of hashables.
  if (mode.strict) pySetOf(mapping);
  if (typeof template !== 'string') throw typeError(`"${name}" template must be a string`);
  if (!isHash(mapping)) throw typeError(`"${name}" params must be a map`);
  const keys = placeholders(mapping);
  const unreplaced = new Set(keys);
  const replace = (strings: string[], rest: string[]): string[] => {
    if (rest.length === 0) return strings;
    const [placeholder, ...remaining] = rest as [string, ...string[]];
    const value = replacement(name, mode.json, mode.allowEmpty, pyMember(mapping, placeholder), placeholder);
    return strings.map((s) => {
      const pieces = pySplit(s, placeholder);
      if (pieces.length > 1) unreplaced.delete(placeholder);
      return replace(pieces, remaining).join(value);
    });
  };
  const out = replace([template], keys)[0]!;
  if (mode.strict && unreplaced.size > 0) {
    const names = [...unreplaced].sort().sort((a, b) => b.length - a.length);
    throw valueError(`The following params were not found in the template: ${names.join(',')}`);
  }
  return out;
}

/**
 * sorted(sorted(params), key=len, reverse=True): a non-str key (YAML's `1:`, `yes:`, `~:`) fails
 * the first sort against a str key, or else has no len().
 */
function placeholders(mapping: DataHash): string[] {
  let sorted;
  try {
    sorted = pySortKeys(dataKeys(mapping).map((k) => pyKey(mapping, k)));
  } catch (e) {
    throw asHeatError(e);
  }
  const odd = sorted.find((k) => k.type !== 'str');
  if (odd) throw typeError(`object of type '${odd.type}' has no len()`);
  const length = (k: string) => [...k].length;
  return sorted.map((k) => k.value as string).sort((a, b) => length(b) - length(a));
}

/** str.split(sep) with a str separator: an empty one is a ValueError. */
function pySplit(text: string, sep: string): string[] {
  if (sep === '') throw valueError('empty separator');
  return text.split(sep);
}

/** Python's set(v) of loaded data refused as CPython refuses it: no iterable, or an unhashable item. */
function pySetOf(v: unknown): void {
  if (v === null || v === undefined || typeof v === 'number' || typeof v === 'boolean') throw typeError(`'${pyTypeName(v)}' object is not iterable`);
  if (!Array.isArray(v)) return;
  const unhashable = v.find((x) => Array.isArray(x) || isHash(x));
  if (unhashable !== undefined) throw typeError(`unhashable type: '${pyTypeName(unhashable)}'`);
}

/** list_join: one list of strings (2013-05-23 … 2015-04-30), or several lists whose maps and lists join as JSON. */
export function listJoin(name: string, multiple: boolean, delim: unknown, lists: unknown[]): string {
  // Each item with its list, where a float written 2.0 keeps its spelling.
  const strings: unknown[] = [];
  for (const list of lists) {
    if (multiple && !truthy(list)) continue;
    const items = list === null || list === undefined ? [] : list;
    // A Python set (yaql's keys()) is not a Sequence.
    if (!Array.isArray(items) || items instanceof YaqlSet) throw typeError(`"${name}" must operate on ${multiple ? 'a list' : 'a list'}`);
    strings.push(...items.map((_, i) => pyMember(items, i)));
  }
  if (typeof delim !== 'string') throw typeError(`"${name}" delimiter must be a string`);
  const text = (s: unknown): string => {
    if (s === null || s === undefined) return '';
    if (typeof s === 'string') return s;
    if (multiple && (Array.isArray(s) || (isHash(s) && !(s instanceof PyFloat)))) return jsonSorted(s);
    throw typeError(multiple ? `Items to join must be string, map or list not ${pyRepr(s).slice(0, 200)}` : `Items to join must be strings not ${pyRepr(s).slice(0, 200)}`);
  };
  return strings.map(text).join(delim);
}

/** str_split: [delimiter, string, index?]. */
export function strSplit(name: string, args: unknown): unknown {
  const example = `Incorrect arguments to "${name}" should be: "${name}" : [ ",", "apples,pears", <index>]`;
  if (!Array.isArray(args) || args.length < 2) throw valueError(example);
  const [delim, text, ...rest] = args;
  if (text === null || text === undefined) return null;
  if (typeof text !== 'string') throw new HeatError('AttributeError', `'${pyTypeName(text)}' object has no attribute 'split'`);
  // str.split(None) splits on runs of whitespace, leading and trailing ones dropped.
  if (delim !== null && delim !== undefined && typeof delim !== 'string') throw typeError(`must be str or None, not ${pyTypeName(delim)}`);
  const parts = typeof delim === 'string' ? pySplit(text, delim) : text.split(/[\s\x1c-\x1f]+/).filter((p) => p !== '');
  if (rest.length === 0) return parts;
  let index: number;
  try {
    index = pyInt(rest[0]);
  } catch (e) {
    // Only int()'s ValueError becomes Heat's message; its TypeError (None, a list) passes through.
    if (e instanceof PythonError && e.pyClass === 'ValueError') throw valueError(`Incorrect index to "${name}" should be: "${name}" : [ ",", "apples,pears", <index>]`);
    throw asHeatError(e);
  }
  const i = index < 0 ? parts.length + index : index;
  if (i < 0 || i >= parts.length) throw valueError(`Incorrect index to "${name}" should be between 0 and ${parts.length - 1}`);
  return parts[i];
}

/**
 * hashlib's guaranteed algorithms (OpenSSL may add more on a host, and Heat's message prints the
 * host's set in its own order: overcat's message lists these).
 */
const ALGORITHMS = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512', 'blake2b', 'blake2s'];
const NODE_HASH: Record<string, string> = Object.fromEntries(ALGORITHMS.map((a) => [a, a.startsWith('sha3_') ? a.replace('_', '-') : a === 'blake2b' ? 'blake2b512' : a === 'blake2s' ? 'blake2s256' : a]));

/** digest: [algorithm, value], the value hashed as latin-1. */
export function digest(name: string, args: unknown): string {
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) throw typeError(`Argument to function "${name}" must be a list of strings`);
  if (args.length !== 2) throw valueError(`Function "${name}" usage: ["<algorithm>", "<value>"]`);
  const [algorithm, value] = args as [string, string];
  const node = NODE_HASH[algorithm.toLowerCase()];
  if (!node) throw valueError(`Algorithm must be one of {${ALGORITHMS.map((x) => `'${x}'`).join(', ')}}`);
  const codes = [...value].map((c) => c.codePointAt(0)!);
  const bad = codes.findIndex((c) => c > 255);
  if (bad >= 0) {
    const c = codes[bad]!;
    const shown = c > 0xffff ? `\\U${c.toString(16).padStart(8, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`;
    throw new HeatError('UnicodeEncodeError', `'latin-1' codec can't encode character '${shown}' in position ${bad}: ordinal not in range(256)`);
  }
  return createHash(node).update(Buffer.from(codes)).digest('hex');
}

/** urllib.parse.quote: everything but ASCII letters, digits, `_.-~` and `safe` percent-encoded (UTF-8). */
function quote(text: string, safe = '/'): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9_.\-~]/.test(c) || safe.includes(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** urlencode's quote_plus of one key or value (str() of non-strings). */
const quotePlus = (v: unknown) => quote(pyStr(v), ' ').replace(/ /g, '+');

const URL_KEYS = ['scheme', 'username', 'password', 'host', 'port', 'path', 'query', 'fragment'];

/** Arguments as Python prints them while some are still calls: a call as its {name: args} (Function's repr). */
function asWritten(v: unknown): unknown {
  if (v instanceof Fn) return { [v.name]: asWritten(v.args) };
  if (Array.isArray(v)) return v.map(asWritten);
  return isHash(v) ? mapDataValues(v, asWritten) : v;
}

/** MakeURL._check_args: the checks validate() and result() both make. */
export function checkUrlArgs(name: string, args: DataHash, isCall: (v: unknown) => boolean): void {
  for (const arg of URL_KEYS) {
    if (!Object.hasOwn(args, arg)) continue;
    const v = args[arg];
    if (arg === 'query') {
      if (!isCall(v) && !isHash(v)) throw typeError(`The "${arg}" argument to "${name}" must be a map`);
      // Heat returns here: the keys after query are not checked.
      return;
    }
    if (arg === 'port') {
      if (isCall(v)) continue;
      let port: number;
      try {
        port = pyInt(v);
      } catch (e) {
        // int()'s ValueError is worded by Heat; its TypeError (None, a list) is Python's own.
        if (e instanceof PythonError && e.pyClass === 'ValueError') throw valueError(`Invalid URL port "${pyStr(v)}" for ${name} called with ${pyRepr(asWritten(args))}`);
        throw asHeatError(e);
      }
      if (!(port > 0 && port <= 65535)) throw valueError(`Invalid URL port ${port}, must be in range 1-65535`);
      continue;
    }
    if (!isCall(v) && typeof v !== 'string') throw typeError(`The "${arg}" argument to "${name}" must be a string`);
  }
}

/** urllib.parse.uses_netloc of Python 3.11 (the schemes urlunsplit writes "//" for). */
const USES_NETLOC: ReadonlySet<string> = new Set(['ftp', 'http', 'gopher', 'nntp', 'telnet', 'imap', 'wais', 'file', 'mms', 'https', 'shttp', 'snews', 'prospero', 'rtsp', 'rtspu', 'rsync', 'svn', 'svn+ssh', 'sftp', 'nfs', 'git', 'git+ssh', 'ws', 'wss']);

/** make_url's result (urlunsplit of the quoted parts). */
export function makeUrl(name: string, args: unknown): string {
  if (!isHash(args)) throw typeError(`The arguments to "${name}" must be a map`);
  checkUrlArgs(name, args, () => false);
  const get = (k: string) => (Object.hasOwn(args, k) ? args[k] : '');
  const scheme = get('scheme') as string;
  if (scheme.includes(':')) throw valueError(`URL "scheme" should not contain ':'`);
  let netloc = '';
  const username = quote(get('username') as string, '');
  const password = quote(get('password') as string, '');
  if (username || password) netloc += username + (password ? `:${password}` : '') + '@';
  let host = get('host') as string;
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  host = quote(host, ':');
  if (host.includes(':')) host = `[${host}]`;
  netloc += host;
  const port = get('port');
  if (port !== '' && port !== 0 && port !== null && port !== false) netloc += `:${pyStr(port)}`;
  const path = quote(get('path') as string);
  const queryMap = (Object.hasOwn(args, 'query') ? args.query : {}) as DataHash;
  const query = Object.entries(queryMap)
    .map(([k, v]) => `${quotePlus(k)}=${quotePlus(v)}`)
    .join('&')
    .replaceAll('%2F', '/');
  const fragment = quote(get('fragment') as string);
  // Python 3.11's urlunsplit: "//" before a netloc, or before the path of a scheme in uses_netloc
  // whose path does not itself start with "//"; "/" between a netloc and a relative path.
  let url = path;
  if (netloc || (scheme && USES_NETLOC.has(scheme) && !url.startsWith('//'))) {
    if (url && !url.startsWith('/')) url = `/${url}`;
    url = `//${netloc}${url}`;
  }
  if (scheme) url = `${scheme}:${url}`;
  if (query) url += `?${query}`;
  if (fragment) url += `#${fragment}`;
  return url;
}
