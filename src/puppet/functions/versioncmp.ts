// versioncmp(a, b): -1, 0 or 1 comparing version strings as Puppet does (numeric runs as numbers, `-` lowest).
import { STRING } from '../values/index.js';
import { defineFunction } from './function.js';

function compare(a: string, b: string): number {
  const pa = a.match(/-|\d+|[a-zA-Z]+|\./g) ?? [];
  const pb = b.match(/-|\d+|[a-zA-Z]+|\./g) ?? [];
  while (pa.length > 0 && pb.length > 0) {
    const x = pa.shift()!;
    const y = pb.shift()!;
    if (x === y) continue;
    if (x === '-') return -1;
    if (y === '-') return 1;
    if (x === '.') return -1;
    if (y === '.') return 1;
    if (/^\d+$/.test(x) && /^\d+$/.test(y)) {
      if (x.startsWith('0') || y.startsWith('0')) return x.toUpperCase() < y.toUpperCase() ? -1 : 1;
      return Number(x) < Number(y) ? -1 : Number(x) > Number(y) ? 1 : 0;
    }
    const c = x.toUpperCase().localeCompare(y.toUpperCase());
    if (c !== 0) return c < 0 ? -1 : 1;
  }
  return a === b ? 0 : a.length < b.length ? -1 : a.length > b.length ? 1 : a < b ? -1 : 1;
}

export default defineFunction('versioncmp', {
  params: [STRING, STRING],
  names: ['a', 'b'],
  call: (_ctx, args) => compare(args[0] as string, args[1] as string),
});
