// haproxy::sort_bind(bind) (puppetlabs-haproxy): the bind hash's [address, options] pairs in the
// order haproxy's templates write them: dotted IPv4 addresses by their numeric value first (the
// four numbers read from the address's start), then the rest of the text; anything else (a
// hostname, IPv6, '*') sorts before every IPv4 address, by its text.
import { HASH, PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';

type Key = readonly [bigint, string];

export default defineModuleFunction('haproxy', 'haproxy::sort_bind', {
  params: [HASH],
  names: ['bind'],
  call(_ctx, [bind]) {
    const pairs = [...(bind as PHash)].map(([k, v]) => ({ pair: [k, v] as Value[], key: sortKey(k) }));
    // Ruby's sort_by is not stable; pairs of equal keys (the same text) cannot occur in a hash.
    pairs.sort((a, b) => compareKeys(a.key, b.key));
    return pairs.map((p) => p.pair);
  },
});

function sortKey(address: Value): Key {
  if (typeof address !== 'string') throw new FunctionError(`no implicit conversion of ${address === null ? 'nil' : typeof address === 'number' || typeof address === 'bigint' ? 'Integer' : 'Object'} into String`);
  // Ruby's %r{^((\d+)\.(\d+)\.(\d+)\.(\d+))?(.*)}: ^ is a line start, . stops at a newline.
  const m = /^((\d+)\.(\d+)\.(\d+)\.(\d+))?(.*)/m.exec(address)!;
  const numeric = m[1] !== undefined ? [m[2], m[3], m[4], m[5]].reduce((acc, octet) => (acc << 8n) + BigInt(octet!), 0n) : -1n;
  return [numeric, m[6]!];
}

function compareKeys(a: Key, b: Key): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  return a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}
