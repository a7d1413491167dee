// versioncmp(a, b, [ignore_trailing_zeroes]): -1, 0 or 1 comparing version strings as Puppet's
// Puppet::Util::Package.versioncmp does: runs of digits, `-`, `.` and anything else in turn (`-`
// lowest, then `.`), digits as numbers unless one starts with 0, the rest by their upper case;
// when one runs out, the whole texts decide (by bytes, as Ruby's String#<=>).
import { BOOLEAN, STRING } from '../values/index.js';
import { defineFunction } from './function.js';

const byBytes = (a: string, b: string): number => Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b)));

/** Puppet's normalize: trailing dots and zeros off the part before the first `-` ("1.10" becomes "1.1", as in Puppet). */
function withoutTrailingZeroes(version: string): string {
  const parts = version.split('-');
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length > 0) parts[0] = parts[0]!.replace(/[.0]+$/, '');
  return parts.join('-');
}

function versioncmp(a: string, b: string): number {
  const ax = a.match(/[-.]|\d+|[^-.\d]+/g) ?? [];
  const bx = b.match(/[-.]|\d+|[^-.\d]+/g) ?? [];
  for (let i = 0; i < ax.length && i < bx.length; i++) {
    const x = ax[i]!;
    const y = bx[i]!;
    if (x === y) continue;
    if (x === '-') return -1;
    if (y === '-') return 1;
    if (x === '.') return -1;
    if (y === '.') return 1;
    if (/^\d+$/.test(x) && /^\d+$/.test(y)) {
      if (x.startsWith('0') || y.startsWith('0')) return byBytes(x, y);
      const d = BigInt(x) - BigInt(y);
      return d < 0n ? -1 : d > 0n ? 1 : 0;
    }
    return byBytes(x.toUpperCase(), y.toUpperCase());
  }
  return byBytes(a, b);
}

export default defineFunction('versioncmp', {
  params: [STRING, STRING, BOOLEAN],
  required: 2,
  names: ['a', 'b', 'ignore_trailing_zeroes'],
  call(_ctx, args) {
    const [a, b] = args as [string, string];
    return args[2] === true ? versioncmp(withoutTrailingZeroes(a), withoutTrailingZeroes(b)) : versioncmp(a, b);
  },
});
