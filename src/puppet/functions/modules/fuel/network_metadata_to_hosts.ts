// network_metadata_to_hosts(network_metadata, [network_role, node_prefix]) (Fuel's osnailyfacter):
// the `host` resources of /etc/hosts for create_resources — "<prefix><fqdn>" => {ip => the node's
// address for the role (mgmt/vip by default), host_aliases => ["<prefix><name>"]} for each node of
// network_metadata's `nodes`, a notice per node. A role needs a prefix with it.
import { PHash, isTruthy, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { noMethodError, rubyToS } from '../../ruby-values.js';
import { rubyIndex } from './ruby-index.js';

export default legacyModuleFunction('osnailyfacter', 'network_metadata_to_hosts', -2, (ctx, args) => {
  const [metadata, role, prefix] = args;
  // Ruby's `args[1] && (args[2] || false)`: a role without a prefix (or a false role) is refused.
  if (role === false || (role !== undefined && (prefix === undefined || !isTruthy(prefix)))) {
    throw new FunctionError('network_metadata_to_hosts(): `network_role` and `node_prefix` opts are required');
  }
  const nodes = fetch(metadata!, 'nodes');
  if (!(nodes instanceof PHash)) throw eachValueError(nodes);
  const networkRole = role ?? 'mgmt/vip';
  const before = rubyToS(prefix ?? '');
  const hosts = new Map<string, Value>();
  for (const node of nodes.values()) {
    const ip = rubyIndex(rubyIndex(node, 'network_roles'), networkRole);
    const fqdn = rubyToS(rubyIndex(node, 'fqdn'));
    const name = rubyToS(rubyIndex(node, 'name'));
    // A later node of the same fqdn replaces the entry where the first one stood (a Ruby Hash).
    hosts.set(`${before}${fqdn}`, PHash.fromRecord({ ip, host_aliases: [`${before}${name}`] }));
    ctx.log('notice', `Generating host entry ${name} ${rubyToS(ip)} ${fqdn}`);
  }
  return PHash.from([...hosts]);
});

/** Ruby's `metadata.fetch(key, {})`. */
function fetch(metadata: Value, key: string): Value {
  if (metadata instanceof PHash) return metadata.get(key) ?? PHash.EMPTY;
  if (Array.isArray(metadata)) throw new FunctionError('no implicit conversion of String into Integer');
  throw noMethodError('fetch', metadata);
}

/** Ruby's NoMethodError for `each_value` (an Array's message carries its did-you-mean line). */
function eachValueError(v: Value): FunctionError {
  const e = noMethodError('each_value', v);
  return Array.isArray(v) ? new FunctionError(`${e.message}\nDid you mean?  each_slice`) : e;
}
