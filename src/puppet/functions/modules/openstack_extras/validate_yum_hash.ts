// validate_yum_hash(repos) (puppet-openstack_extras): fails unless the one argument is a hash of
// repositories whose parameters are all yumrepo's; returns the hash when it has entries, else undef
// (what the Ruby's last expression gives).
import { ANY, PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { noMethodError, rubyToS } from '../../ruby-values.js';

const YUMREPO_PARAMETERS = new Set([
  'name', 'ensure', 'baseurl', 'cost', 'descr', 'enabled', 'enablegroups', 'exclude', 'failovermethod', 'gpgcheck', 'gpgkey',
  'http_caching', 'include', 'includepkgs', 'keepalive', 'metadata_expire', 'metalink', 'mirrorlist', 'priority', 'protect',
  'provider', 'proxy', 'proxy_password', 'proxy_username', 'repo_gpgcheck', 's3_enabled', 'skip_if_unavailable', 'sslcacert',
  'sslclientcert', 'sslclientkey', 'sslverify', 'target', 'timeout',
]);

/** What `params.each do |param, value|` binds to `param`: a hash's keys, an array's elements (an array's first). */
function parameterNames(params: Value): Value[] {
  if (params instanceof PHash) return Array.from(params.keys());
  if (Array.isArray(params)) return params.map((p) => (Array.isArray(p) ? (p[0] ?? null) : p));
  throw noMethodError('each', params);
}

export default defineModuleFunction('openstack_extras', 'validate_yum_hash', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    if (args.length > 1) throw new FunctionError(`validate_yum_hash takes only a single argument, ${args.length} provided`);
    const repos = args[0] ?? null;
    if (!(repos instanceof PHash)) throw new FunctionError('non-hash argument provided to validate_yum_hash');
    if (repos.size === 0) return null;
    for (const [, params] of repos) {
      for (const name of parameterNames(params)) {
        if (typeof name !== 'string' || !YUMREPO_PARAMETERS.has(name)) throw new FunctionError(`Parameter ${rubyToS(name)} is not valid for the yumrepo type`);
      }
    }
    return repos;
  },
});
