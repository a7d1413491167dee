// crypt(3)'s bcrypt ($2a$, $2b$, $2x$, $2y$) as libxcrypt's crypt_blowfish computes it: the
// expensive Blowfish key schedule over the password (with its NUL, cycled) and the 16-byte salt,
// then "OrpheanBeholderScryDoubt" encrypted 64 times; $2x$ keeps the old sign-extension bug and
// $2a$ the countermeasure against it. Blowfish's initial state is the fraction of pi, computed
// here (Machin's formula) rather than written out.

const P_WORDS = 18;
const STATE_WORDS = P_WORDS + 4 * 256;

let initialState: Uint32Array | undefined;

/** The first 1,042 32-bit words of pi's fractional part: Blowfish's P-array, then its four S-boxes. */
function blowfishInit(): Uint32Array {
  if (initialState) return initialState;
  const bits = BigInt(STATE_WORDS * 32 + 64);
  const one = 1n << bits;
  const arctanInverse = (x: bigint) => {
    let term = one / x;
    let sum = term;
    const x2 = x * x;
    for (let k = 1n; term > 0n; k++) {
      term /= x2;
      sum += (k % 2n === 1n ? -term : term) / (2n * k + 1n);
    }
    return sum;
  };
  const pi = 16n * arctanInverse(5n) - 4n * arctanInverse(239n);
  const fraction = (pi - 3n * one) >> 64n;
  const state = new Uint32Array(STATE_WORDS);
  for (let i = 0; i < STATE_WORDS; i++) state[i] = Number((fraction >> BigInt((STATE_WORDS - 1 - i) * 32)) & 0xffffffffn);
  return (initialState = state);
}

const ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** bcrypt's base 64 (its own alphabet, no padding). */
function encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    out += ALPHABET[a >> 2];
    out += ALPHABET[((a & 3) << 4) | (b === undefined ? 0 : b >> 4)];
    if (b === undefined) break;
    out += ALPHABET[((b & 15) << 2) | (c === undefined ? 0 : c >> 6)];
    if (c === undefined) break;
    out += ALPHABET[c & 63];
  }
  return out;
}

function decodeSalt(text: string): Uint8Array {
  const sixes = Array.from(text.slice(0, 22), (c) => ALPHABET.indexOf(c));
  const bytes = new Uint8Array(16);
  for (let i = 0, j = 0; j < 16; i += 4) {
    const [a, b, c, d] = [sixes[i]!, sixes[i + 1]!, sixes[i + 2] ?? 0, sixes[i + 3] ?? 0];
    bytes[j++] = (a << 2) | (b >> 4);
    if (j < 16) bytes[j++] = ((b & 15) << 4) | (c >> 2);
    if (j < 16) bytes[j++] = ((c & 3) << 6) | d;
  }
  return bytes;
}

class Blowfish {
  readonly state = new Uint32Array(blowfishInit());
  private l = 0;
  private r = 0;

  private f(x: number): number {
    const s = this.state;
    return ((((s[P_WORDS + (x >>> 24)]! + s[P_WORDS + 256 + ((x >>> 16) & 0xff)]!) >>> 0) ^ s[P_WORDS + 512 + ((x >>> 8) & 0xff)]!) + s[P_WORDS + 768 + (x & 0xff)]!) >>> 0;
  }

  encrypt(l: number, r: number): void {
    const p = this.state;
    l = (l ^ p[0]!) >>> 0;
    for (let i = 1; i <= 16; i += 2) {
      r = (r ^ this.f(l) ^ p[i]!) >>> 0;
      l = (l ^ this.f(r) ^ p[i + 1]!) >>> 0;
    }
    this.l = (r ^ p[17]!) >>> 0;
    this.r = l;
  }

  /** Re-encrypts the whole state in a chain from zero, each pair of words mixed with `mix(i)` first. */
  rekey(mix: (i: number) => [number, number]): void {
    this.l = this.r = 0;
    for (let i = 0; i < STATE_WORDS; i += 2) {
      const [a, b] = mix(i);
      this.encrypt((this.l ^ a) >>> 0, (this.r ^ b) >>> 0);
      this.state[i] = this.l;
      this.state[i + 1] = this.r;
    }
  }

  get output(): [number, number] {
    return [this.l, this.r];
  }
}

/**
 * The password's key words (crypt_blowfish's BF_set_key): the correct or ($2x$) the sign-extended
 * expansion, and the flip of the first word's bit 16 $2a$ applies to the initial key only.
 */
function expandKey(password: Uint8Array, variant: string): { expanded: Uint32Array; flip: number } {
  const key = new Uint8Array([...password.subarray(0, 72), 0]);
  const correct = new Uint32Array(P_WORDS);
  const buggy = new Uint32Array(P_WORDS);
  let sign = 0;
  let diff = 0;
  for (let i = 0, ptr = 0; i < P_WORDS; i++) {
    let a = 0;
    let b = 0;
    for (let j = 0; j < 4; j++) {
      const byte = key[ptr]!;
      a = ((a << 8) | byte) >>> 0;
      b = ((b << 8) | (byte >= 0x80 ? byte | 0xffffff00 : byte)) >>> 0;
      if (j > 0) sign |= b & 0x80;
      ptr = byte === 0 ? 0 : ptr + 1;
    }
    diff |= a ^ b;
    correct[i] = a;
    buggy[i] = b;
  }
  // $2a$: where a high-bit byte left both expansions equal, the initial key differs.
  return { expanded: variant === 'x' ? buggy : correct, flip: variant === 'a' && diff === 0 && sign !== 0 ? 0x10000 : 0 };
}

const MAGIC = Buffer.from('OrpheanBeholderScryDoubt');

/** `password.crypt("$2<variant>$<cost>$<salt>")`, the cost 4 to 31 and the salt 22 characters of bcrypt's alphabet. */
export function bcrypt(variant: string, cost: number, password: string, salt: string): string {
  const saltBytes = decodeSalt(salt);
  const saltWords = [0, 4, 8, 12].map((i) => Buffer.from(saltBytes).readUInt32BE(i));
  const { expanded, flip } = expandKey(Buffer.from(password, 'utf8'), variant);
  const bf = new Blowfish();
  for (let i = 0; i < P_WORDS; i++) bf.state[i] = (bf.state[i]! ^ expanded[i]!) >>> 0;
  bf.state[0] = (bf.state[0]! ^ flip) >>> 0;
  bf.rekey((i) => [saltWords[i & 3]!, saltWords[(i & 3) + 1]!]);
  const noMix = (): [number, number] => [0, 0];
  for (let round = 0; round < 2 ** cost; round++) {
    for (let i = 0; i < P_WORDS; i++) bf.state[i] = (bf.state[i]! ^ expanded[i]!) >>> 0;
    bf.rekey(noMix);
    for (let i = 0; i < P_WORDS; i++) bf.state[i] = (bf.state[i]! ^ saltWords[i & 3]!) >>> 0;
    bf.rekey(noMix);
  }
  const out = Buffer.alloc(24);
  for (let i = 0; i < 6; i += 2) {
    let [l, r] = [MAGIC.readUInt32BE(i * 4), MAGIC.readUInt32BE(i * 4 + 4)];
    for (let k = 0; k < 64; k++) {
      bf.encrypt(l, r);
      [l, r] = bf.output;
    }
    out.writeUInt32BE(l, i * 4);
    out.writeUInt32BE(r, i * 4 + 4);
  }
  return `$2${variant}$${String(cost).padStart(2, '0')}$${encode(saltBytes)}${encode(out.subarray(0, 23))}`;
}
