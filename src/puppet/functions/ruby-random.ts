// Ruby's `Random.new(seed).rand(max)` bit for bit: the MT19937 generator seeded from an Integer as
// Ruby seeds it, and Ruby's bounded draw (masked retries). fqdn_rand's numbers depend on both.

const N = 624;
const M = 397;

/** The Mersenne Twister MT19937 (Matsumoto & Nishimura's reference algorithm). */
export class MersenneTwister {
  private readonly mt = new Uint32Array(N);
  private index = N + 1;

  /** Seeded with one 32-bit word (the reference `init_genrand`). */
  static fromWord(seed: number): MersenneTwister {
    const g = new MersenneTwister();
    g.initGenrand(seed);
    return g;
  }

  /** Seeded with a key array (the reference `init_by_array`). */
  static fromKey(key: readonly number[]): MersenneTwister {
    const g = new MersenneTwister();
    g.initGenrand(19650218);
    const mt = g.mt;
    let i = 1;
    let j = 0;
    for (let k = Math.max(N, key.length); k > 0; k--) {
      const prev = mt[i - 1]! ^ (mt[i - 1]! >>> 30);
      mt[i] = (mt[i]! ^ Math.imul(prev, 1664525)) + key[j]! + j;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1]!;
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = N - 1; k > 0; k--) {
      const prev = mt[i - 1]! ^ (mt[i - 1]! >>> 30);
      mt[i] = (mt[i]! ^ Math.imul(prev, 1566083941)) - i;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1]!;
        i = 1;
      }
    }
    mt[0] = 0x80000000;
    return g;
  }

  private initGenrand(s: number): void {
    const mt = this.mt;
    mt[0] = s >>> 0;
    for (let i = 1; i < N; i++) mt[i] = Math.imul(1812433253, mt[i - 1]! ^ (mt[i - 1]! >>> 30)) + i;
    this.index = N;
  }

  /** The next 32-bit output. */
  nextUint32(): number {
    const mt = this.mt;
    if (this.index >= N) {
      for (let k = 0; k < N; k++) {
        const y = (mt[k]! & 0x80000000) | (mt[(k + 1) % N]! & 0x7fffffff);
        mt[k] = mt[(k + M) % N]! ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      }
      this.index = 0;
    }
    let y = mt[this.index++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }
}

/**
 * `Random.new(seed)`: the seed's magnitude as 32-bit words, least significant first; a top word of
 * exactly 1 is dropped (Ruby takes it for the guard word of its packing, so 2**32+5 seeds as 5).
 * One word seeds with `init_genrand`, more with `init_by_array`.
 */
export function rubyRandom(seed: bigint): MersenneTwister {
  let n = seed < 0n ? -seed : seed;
  const key: number[] = [];
  do {
    key.push(Number(n & 0xffffffffn));
    n >>= 32n;
  } while (n > 0n);
  if (key.length > 1 && key[key.length - 1] === 1) key.pop();
  return key.length === 1 ? MersenneTwister.fromWord(key[0]!) : MersenneTwister.fromKey(key);
}

/**
 * `rand(max)` for an Integer max > 0: a value in 0...max drawn 32 bits at a time from the most
 * significant word, each masked to the limit's bit length, restarting when it exceeds max-1.
 */
export function rubyRandInt(g: MersenneTwister, max: bigint): bigint {
  const limit = max - 1n;
  if (limit === 0n) return 0n;
  const words: number[] = [];
  for (let n = limit; n > 0n; n >>= 32n) words.push(Number(n & 0xffffffffn));
  for (;;) {
    let value = 0n;
    let boundary = true;
    let masked = false;
    let retry = false;
    for (let i = words.length - 1; i >= 0; i--) {
      const lim = words[i]!;
      const mask = masked ? 0xffffffff : maskOf(lim);
      let r = 0;
      if (mask !== 0) {
        masked = true;
        r = (g.nextUint32() & mask) >>> 0;
        if (boundary) {
          if (r > lim) {
            retry = true;
            break;
          }
          if (r < lim) boundary = false;
        }
      }
      value = (value << 32n) | BigInt(r);
    }
    if (!retry) return value;
  }
}

/** The smallest 2^k-1 at least x. */
function maskOf(x: number): number {
  let m = x;
  m |= m >>> 1;
  m |= m >>> 2;
  m |= m >>> 4;
  m |= m >>> 8;
  m |= m >>> 16;
  return m >>> 0;
}
