// Ruby's String#succ and the strings of a String range ('a'..'e', 'host01'..'host10'), as
// stdlib's range() enumerates them.

const ALNUM = /[0-9A-Za-z]/;

/** String#succ: the rightmost alphanumeric incremented with carry (9→0, z→a, Z→A; a new digit or letter on the left when it overflows), or the last character when there is none. */
export function rubySucc(s: string): string {
  if (s === '') return '';
  const chars = Array.from(s);
  let i = chars.length - 1;
  while (i >= 0 && !ALNUM.test(chars[i]!)) i--;
  if (i < 0) {
    const last = chars.length - 1;
    chars[last] = String.fromCodePoint(chars[last]!.codePointAt(0)! + 1);
    return chars.join('');
  }
  for (;;) {
    const c = chars[i]!;
    const wrap = c === '9' ? '0' : c === 'z' ? 'a' : c === 'Z' ? 'A' : undefined;
    if (wrap === undefined) {
      chars[i] = String.fromCharCode(c.charCodeAt(0) + 1);
      return chars.join('');
    }
    chars[i] = wrap;
    let j = i - 1;
    while (j >= 0 && !ALNUM.test(chars[j]!)) j--;
    if (j < 0) {
      chars.splice(i, 0, wrap === '0' ? '1' : wrap);
      return chars.join('');
    }
    i = j;
  }
}

/** The strings of `start..stop` (or `start...stop`): String#upto, at most `limit` of them. */
export function stringRange(start: string, stop: string, exclusive: boolean, limit: number): string[] {
  const out: string[] = [];
  const ascii1 = (x: string) => x.length === 1 && x.charCodeAt(0) < 128;
  if (ascii1(start) && ascii1(stop)) {
    const [a, b] = [start.charCodeAt(0), stop.charCodeAt(0)];
    for (let c = a; (exclusive ? c < b : c <= b) && out.length < limit; c++) out.push(String.fromCharCode(c));
    return out;
  }
  if (start > stop || (exclusive && start === stop)) return out;
  const after = rubySucc(stop);
  let current = start;
  while (current !== after && out.length < limit) {
    if (exclusive && current === stop) break;
    out.push(current);
    if (current === stop) break;
    current = rubySucc(current);
    if (current.length > stop.length || current.length === 0) break;
  }
  return out;
}
