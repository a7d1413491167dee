// os_database_connection(hash) (openstacklib): an SQLAlchemy connection URL from its parts
// (dialect, host, port, username, password, database, charset, extra), as openstacklib builds it
// with Ruby's URI: user and password URL-encoded, extra and charset as the query.
import { ANY, PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { rubyClass } from '../../ruby-class.js';
import { urlEncode } from '../../ruby-uri.js';
import { rubyToS } from '../../ruby-values.js';
import { buildUri } from './uri-build.js';

const fail = (message: string): FunctionError => new FunctionError(`os_database_connection(): ${message}`);

/** Ruby's String#to_i: the leading decimal integer, 0 when there is none. */
function leadingInteger(s: string): number | bigint {
  const m = /^[ \t\n\v\f\r]*([-+]?\d+(?:_\d+)*)/.exec(s);
  if (!m) return 0;
  const n = BigInt(m[1]!.replace(/_/g, ''));
  return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n;
}

/** The `userinfo` part: the URL-encoded user, and `:password` when there is one (both non-empty). */
export function userinfo(v: PHash): string | undefined {
  const user = v.get('username');
  if (user === undefined || user === null || rubyToS(user) === '') return undefined;
  const password = v.get('password');
  return urlEncode(rubyToS(user)) + (password === undefined || password === null || rubyToS(password) === '' ? '' : `:${urlEncode(rubyToS(password))}`);
}

export default defineModuleFunction('openstacklib', 'os_database_connection', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    if (args.length !== 1) throw fail(`Wrong number of arguments given (${args.length} for 1)`);
    const v = args[0]!;
    if (!(v instanceof PHash)) throw fail(`Requires an hash, got ${rubyClass(v)}`);
    for (const [key, value] of v) {
      const expected = key === 'extra' ? 'Hash' : 'String';
      if (rubyClass(value) !== expected) throw fail(`${rubyToS(key)} should be a ${expected}`);
    }
    if (!v.has('dialect')) throw fail('dialect is required');
    if (!v.has('database')) throw fail('database is required');
    if (v.has('port') && !v.has('host')) throw fail('host is required with port');
    const extra = new Map<string, Value>();
    for (const [k, x] of (v.get('extra') as PHash | undefined) ?? PHash.EMPTY) extra.set(rubyToS(k), x);
    if (v.has('charset')) extra.set('charset', v.get('charset')!);
    const host = v.get('host') as string | undefined;
    const user = userinfo(v);
    return buildUri({
      scheme: v.get('dialect') as string,
      ...(host !== undefined ? { host } : {}),
      ...(host !== undefined && v.has('port') ? { port: leadingInteger(v.get('port') as string) } : {}),
      ...(user !== undefined ? { userinfo: user } : {}),
      path: host !== undefined ? `/${v.get('database') as string}` : `///${v.get('database') as string}`,
      ...(extra.size > 0 ? { query: [...extra].map(([k, x]) => `${k}=${rubyToS(x)}`).join('&') } : {}),
    });
  },
});
