// amqp_hosts(nodes, [port], [preferred]) (Fuel's osnailyfacter): the AMQP "host:port" list joined
// by ', ', rotated by fqdn_rand (the same order on every run of a node) with the preferred node
// first. Nodes come as an array or a comma-separated string; the port defaults to 5673.
import { PHash, rubyEquals, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyLstrip, rubyRstrip, rubySplit } from '../../ruby-string.js';
import { rubyToS } from '../../ruby-values.js';

/** Ruby's Kernel#Array: nil is [], an array itself, a hash its pairs, anything else wrapped. */
function rubyArray(v: Value): Value[] {
  if (v === null) return [];
  if (Array.isArray(v)) return [...v];
  if (v instanceof PHash) return [...v].map(([k, x]) => [k, x]);
  return [v];
}

export default legacyModuleFunction('osnailyfacter', 'amqp_hosts', -1, (ctx, args) => {
  if (args.length < 1) throw new FunctionError('No nodes data provided!');
  const [given, port = null, preferred = null] = args;
  let nodes = typeof given === 'string' ? rubySplit(given, ',').map((n) => rubyRstrip(rubyLstrip(n))) : rubyArray(given!);
  if (nodes.length > 1) {
    const shift = Number(ctx.call('fqdn_rand', [nodes.length]));
    nodes = [...nodes.slice(shift), ...nodes.slice(0, shift)];
  }
  if (preferred !== null && preferred !== false && nodes.some((n) => rubyEquals(n, preferred))) {
    nodes = [preferred, ...nodes.filter((n) => !rubyEquals(n, preferred))];
  }
  const p = port === null || port === false ? '5673' : rubyToS(port);
  return nodes.map((n) => `${rubyToS(n)}:${p}`).join(', ');
});
