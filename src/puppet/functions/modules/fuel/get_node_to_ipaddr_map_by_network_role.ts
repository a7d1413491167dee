// get_node_to_ipaddr_map_by_network_role(nodes, role) (Fuel's osnailyfacter): node name → the
// node's address for a network role (its `network_roles[role]`, a `/prefix` dropped), for the
// nodes of a network_metadata hash (or of its `nodes`) that have one.
import { ANY, PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { noMethodError } from '../../ruby-values.js';

const ERRMSG = "get_node_to_ipaddr_map_by_network_role($nodes_hash, 'role')";

export default defineModuleFunction('osnailyfacter', 'get_node_to_ipaddr_map_by_network_role', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    // A 3.x function: an undef argument arrives as ''.
    const [given = null, role = null] = args.map((a) => (a === null ? '' : a));
    if (!(given instanceof PHash)) throw new FunctionError(`${ERRMSG}: 1st argument should be a hash`);
    if (typeof role !== 'string') throw new FunctionError(`${ERRMSG}: 2nd argument should be an a network-role name`);
    const nodes: Value = given.has('nodes') ? given.get('nodes')! : given;
    if (!(nodes instanceof PHash)) throw noMethodError('each', nodes);
    const out: [Value, Value][] = [];
    for (const [name, props] of nodes) {
      if (!(props instanceof PHash)) continue;
      const roles = props.get('network_roles');
      if (!(roles instanceof PHash)) continue;
      const address = roles.get(role);
      if (address === undefined || address === null) continue;
      if (typeof address !== 'string') throw noMethodError('gsub', address);
      out.push([name, address.replace(/\/\d+$/gm, '')]);
    }
    return PHash.from(out);
  },
});
