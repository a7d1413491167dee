// crypt(3)'s MD5 ($1$) and SHA-256/SHA-512 ($5$, $6$) schemes as glibc/libxcrypt compute them
// (what Ruby's String#crypt, and so stdlib's pw_hash, returns): Poul-Henning Kamp's MD5 scheme and
// Ulrich Drepper's SHA-crypt at the default 5,000 rounds, in crypt's own base-64 alphabet.
import { createHash } from 'node:crypto';

const ALPHABET = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Three bytes (the first the most significant) as `n` characters, the low six bits first. */
function to64(b2: number, b1: number, b0: number, n: number): string {
  let w = (b2 << 16) | (b1 << 8) | b0;
  let out = '';
  for (let i = 0; i < n; i++, w >>= 6) out += ALPHABET[w & 0x3f];
  return out;
}

/** The digest's bytes in the scheme's order, three at a time, then its last one or two. */
function encode(digest: Buffer, groups: readonly (readonly [number, number, number])[], last: readonly [number, number, number, number]): string {
  const at = (i: number) => (i < 0 ? 0 : digest[i]!);
  return groups.map(([a, b, c]) => to64(at(a), at(b), at(c), 4)).join('') + to64(at(last[0]), at(last[1]), at(last[2]), last[3]);
}

const digest = (algorithm: string, ...parts: Buffer[]) => {
  const h = createHash(algorithm);
  for (const p of parts) h.update(p);
  return h.digest();
};

/** `n` bytes of `block` repeated. */
const repeated = (block: Buffer, n: number) => Buffer.concat(Array.from({ length: Math.ceil(n / block.length) }, () => block)).subarray(0, n);

function md5Crypt(password: Buffer, salt: string): string {
  const s = Buffer.from(salt.slice(0, 8));
  const alt = digest('md5', password, s, password);
  const parts = [password, Buffer.from('$1$'), s, repeated(alt, password.length)];
  for (let i = password.length; i > 0; i >>= 1) parts.push(i & 1 ? Buffer.from([0]) : password.subarray(0, 1));
  let final = digest('md5', ...parts);
  for (let i = 0; i < 1000; i++) {
    const round = [i & 1 ? password : final];
    if (i % 3) round.push(s);
    if (i % 7) round.push(password);
    round.push(i & 1 ? final : password);
    final = digest('md5', ...round);
  }
  const groups = [0, 1, 2, 3].map((i) => [i, i + 6, i + 12] as const);
  return `$1$${s.toString()}$${encode(final, [...groups, [4, 10, 5]], [-1, -1, 11, 2])}`;
}

/** SHA-crypt's byte order: `count` triples of bytes `k`, `k + count`, `k + 2 * count`, rotated by `k`. */
function shaGroups(count: number, rotation: readonly (0 | 1 | 2)[]): (readonly [number, number, number])[] {
  return Array.from({ length: count }, (_, k) => {
    const triple = [k, k + count, k + 2 * count];
    const r = rotation[k % 3]!;
    return [triple[r]!, triple[(r + 1) % 3]!, triple[(r + 2) % 3]!] as const;
  });
}

const SHA = {
  '5': { algorithm: 'sha256', groups: shaGroups(10, [0, 2, 1]), last: [-1, 31, 30, 3] as const },
  '6': { algorithm: 'sha512', groups: shaGroups(21, [0, 1, 2]), last: [-1, -1, 63, 2] as const },
};

function shaCrypt(id: '5' | '6', password: Buffer, salt: string): string {
  const { algorithm, groups, last } = SHA[id];
  const s = Buffer.from(salt.slice(0, 16));
  const b = digest(algorithm, password, s, password);
  const parts = [password, s, repeated(b, password.length)];
  for (let i = password.length; i > 0; i >>= 1) parts.push(i & 1 ? b : password);
  let a = digest(algorithm, ...parts);
  const p = repeated(digest(algorithm, ...Array.from({ length: password.length }, () => password)), password.length);
  const ss = repeated(digest(algorithm, ...Array.from({ length: 16 + a[0]! }, () => s)), s.length);
  for (let i = 0; i < 5000; i++) {
    const round = [i & 1 ? p : a];
    if (i % 3) round.push(ss);
    if (i % 7) round.push(p);
    round.push(i & 1 ? a : p);
    a = digest(algorithm, ...round);
  }
  return `$${id}$${s.toString()}$${encode(a, groups, last)}`;
}

/** `password.crypt("$<id>$<salt>")` for id 1, 5 or 6 and a salt of crypt's alphabet. */
export function unixCrypt(id: '1' | '5' | '6', password: string, salt: string): string {
  const bytes = Buffer.from(password, 'utf8');
  return id === '1' ? md5Crypt(bytes, salt) : shaCrypt(id, bytes, salt);
}
