// os_transport_url(hash) (openstacklib): an oslo.messaging transport URL from its parts
// (transport, host or hosts, port, username, password, virtual_host, ssl, query):
// `transport://user:pass@host:port,.../virtual_host?query`, IPv6 hosts in brackets.
import { ANY, PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { rubyClass } from '../../ruby-class.js';
import { rubyToS } from '../../ruby-values.js';
import { bracketIpv6 } from './normalize_ip_for_uri.js';
import { userinfo } from './os_database_connection.js';

const fail = (message: string): FunctionError => new FunctionError(`os_transport_url(): ${message}`);

/**
 * stdlib's str2bool, then bool2num, of the `ssl` text as openstacklib calls them: 1 or 0. Its
 * patterns are tried in stdlib's order, with Ruby's line-wise `^`/`$`.
 */
function sslFlag(text: string): number {
  if (/^$/m.test(text)) return 0;
  if (/^(?:1|t|y|true|yes)$/im.test(text)) return 1;
  if (/^(?:0|f|n|false|no)$/im.test(text) || /^(?:undef|undefined)$/m.test(text)) return 0;
  throw new FunctionError('str2bool(): Unknown type of boolean given');
}

export default defineModuleFunction('openstacklib', 'os_transport_url', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    if (args.length !== 1) throw new FunctionError('os_transport_url(): Wrong number of arguments', 'OVC3110');
    const raw = args[0]!;
    if (!(raw instanceof PHash)) throw fail(`Requires an hash, got ${rubyClass(raw)}`);
    const v = new Map<Value, Value>();
    for (const [key, value] of raw) {
      // The port is taken as text, whatever it was given as.
      const x = key === 'port' ? rubyToS(value) : value;
      v.set(key, x);
      const expected = key === 'hosts' ? 'Array' : key === 'query' ? 'Hash' : 'String';
      if (rubyClass(x) !== expected) throw fail(`${rubyToS(key)} should be a ${expected}`);
    }
    if (!v.has('transport')) throw fail('transport is required');
    if (!v.has('host') && !v.has('hosts')) throw fail('host or hosts is required');
    if (v.has('host') && v.has('hosts')) throw fail('cannot use both host and hosts.');
    const user = userinfo(raw);
    const port = v.has('port') ? `:${v.get('port') as string}` : '';
    let hostinfo = 'localhost';
    if (v.has('host')) hostinfo = `${user !== undefined ? `${user}@` : ''}${bracketIpv6(v.get('host')!) as string}${port}`;
    if (v.has('hosts')) hostinfo = (v.get('hosts') as readonly Value[]).map((h) => `${user !== undefined ? `${user}@` : ''}${rubyToS(bracketIpv6(h))}${port}`).join(',');
    const path = v.has('virtual_host') ? `/${v.get('virtual_host') as string}` : '/';
    const query = new Map<string, Value>();
    for (const [k, x] of (v.get('query') as PHash | undefined) ?? PHash.EMPTY) query.set(rubyToS(k), x);
    if (v.has('ssl')) query.set('ssl', sslFlag(v.get('ssl') as string));
    const q = [...query].map(([k, x]) => `${k}=${rubyToS(x)}`).join('&');
    return `${v.get('transport') as string}://${hostinfo}${path}${query.size === 0 ? '' : `?${q}`}`;
  },
});
