// What normalize_ip_for_uri and inet6_prefix share: one address or a list of them (the first
// argument when it is an Array, else all arguments), each rewritten, one result unwrapped.
import type { Value } from '../../../values/index.js';

export function mapAddresses(args: readonly Value[], rewrite: (ip: Value) => Value): Value {
  const list = Array.isArray(args[0]) ? (args[0] as readonly Value[]) : args;
  const out = list.map(rewrite);
  return list.length === 1 ? out[0]! : out;
}
