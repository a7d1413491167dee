// letsencrypt::letsencrypt_lookup(common_name) (voxpupuli letsencrypt): the node's certificate
// directory for a name from its `letsencrypt_directory` fact (the module's custom fact, keyed by
// certificate name): the name's own entry, else the wildcard of its parent domain
// (`www.example.com` → `*.example.com`), else undef; undef too without the fact.
import { ANY, PHash, type Value } from '../../../values/index.js';
import { defineModuleFunction } from '../../function.js';
import { noMethodError } from '../../ruby-values.js';

export default defineModuleFunction('letsencrypt', 'letsencrypt::letsencrypt_lookup', {
  params: [ANY],
  names: ['common_name'],
  call(ctx, [commonName]) {
    if (typeof commonName !== 'string') throw noMethodError('split', commonName as Value);
    // split('.', 2)[1]: what follows the first dot (nil, interpolated as '', without one).
    const dot = commonName.indexOf('.');
    const wildcard = `*.${dot < 0 ? '' : commonName.slice(dot + 1)}`;
    const facts = ctx.variable('facts');
    const certs = facts instanceof PHash ? facts.get('letsencrypt_directory') : undefined;
    if (certs === undefined || certs === null) return null;
    if (!(certs instanceof PHash)) throw noMethodError('fetch', certs);
    return certs.get(commonName) ?? certs.get(wildcard) ?? null;
  },
});
