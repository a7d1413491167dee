// Ruby's spelling of a Float, which Puppet prints and Ruby's JSON and YAML writers write.

/** A Float as Ruby's `Float#to_s` writes it (`4.0`, `0.1`, `1.0e+16`, `1.0e-05`), which Puppet prints. */
export function formatFloat(x: number): string {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const [mantissa, exp] = x.toExponential().split('e') as [string, string];
  const e = Number(exp);
  // Ruby's flo_to_s writes digits in place while the point falls within them or at most 15 places
  // after the first (1e15 is 1.0e+15, 1333333333333332.2 stays as it is).
  const digits = mantissa.replace(/[-.]/g, '').length;
  if (e < -4 || (e >= 15 && e + 1 >= digits)) {
    const m = mantissa.includes('.') ? mantissa : `${mantissa}.0`;
    return `${m}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  const s = String(x);
  return s.includes('.') ? s : `${s}.0`;
}
