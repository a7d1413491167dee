// The key order of every map holding an integer-like key, in heat_oracle.py's `key_orders`
// notation ([path, keys]): the order a JS object would not show (it lists such keys first), and
// the one Heat's Python dicts keep. Generators record Heat's; tests compare overcat's with it.
import { dataEntries, dataKeys, isIndexKey } from '../../src/data/key-order.js';
import { isHash } from '../../src/data/value.js';

export type KeyOrders = [(string | number)[], string[]][];

/** [path, keys in insertion order] for each map in `value` with an integer-like key, depth first. */
export function keyOrders(value: unknown, path: (string | number)[] = []): KeyOrders {
  const out: KeyOrders = [];
  if (Array.isArray(value)) value.forEach((x, i) => out.push(...keyOrders(x, [...path, i])));
  else if (isHash(value)) {
    const keys = dataKeys(value);
    if (keys.some(isIndexKey)) out.push([path, keys]);
    for (const [k, x] of dataEntries(value)) out.push(...keyOrders(x, [...path, k]));
  }
  return out;
}

/** The entries of `orders` whose path starts with one of `roots`. */
export function keyOrdersUnder(orders: KeyOrders | undefined, roots: readonly string[]): KeyOrders {
  return (orders ?? []).filter(([path]) => roots.includes(String(path[0])));
}

/** Each map's path and key order, one a line, by path (the walks may visit maps in other orders). */
export function keyOrderLines(orders: KeyOrders): string[] {
  return orders.map(([path, keys]) => `${JSON.stringify(path)}: ${JSON.stringify(keys)}`).sort();
}
