// Ruby's String#casecmp, which Puppet's string comparison uses: ASCII letters folded, nothing else.

/** -1, 0 or 1: `a` and `b` compared code unit by code unit with A-Z folded to a-z. */
export function casecmp(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 65 && x <= 90) x += 32;
    if (y >= 65 && y <= 90) y += 32;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

