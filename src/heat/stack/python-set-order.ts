// The order CPython 3.11 iterates `set(a) & set(b)` of strings in when PYTHONHASHSEED=0 (as the
// oracle runs Heat): Heat's ImmutableParameterModified lists its names in that order.
// SipHash-1-3 with a zero key (Python/pyhash.c) and the open-addressing table of Objects/setobject.c.

const MASK64 = (1n << 64n) - 1n;
const rotl = (x: bigint, b: bigint) => ((x << b) | (x >> (64n - b))) & MASK64;

function siphash13(data: Uint8Array): bigint {
  // k0 = k1 = 0: the secret is zeroed when hash randomisation is off.
  let v0 = 0x736f6d6570736575n;
  let v1 = 0x646f72616e646f6dn;
  let v2 = 0x6c7967656e657261n;
  let v3 = 0x7465646279746573n;
  const round = () => {
    v0 = (v0 + v1) & MASK64;
    v2 = (v2 + v3) & MASK64;
    v1 = rotl(v1, 13n) ^ v0;
    v3 = rotl(v3, 16n) ^ v2;
    v0 = rotl(v0, 32n);
    v2 = (v2 + v1) & MASK64;
    v0 = (v0 + v3) & MASK64;
    v1 = rotl(v1, 17n) ^ v2;
    v3 = rotl(v3, 21n) ^ v0;
    v2 = rotl(v2, 32n);
  };
  const word = (at: number, n: number) => {
    let w = 0n;
    for (let i = n - 1; i >= 0; i--) w = (w << 8n) | BigInt(data[at + i]!);
    return w;
  };
  const whole = data.length - (data.length % 8);
  for (let at = 0; at < whole; at += 8) {
    const m = word(at, 8);
    v3 ^= m;
    round();
    v0 ^= m;
  }
  const b = ((BigInt(data.length) & 0xffn) << 56n) | word(whole, data.length - whole);
  v3 ^= b;
  round();
  v0 ^= b;
  v2 ^= 0xffn;
  round();
  round();
  round();
  return v0 ^ v1 ^ v2 ^ v3;
}

/** hash(str) as an unsigned 64-bit value: the bytes of the string's compact representation. */
export function pythonStringHash(s: string): bigint {
  const points = [...s].map((c) => c.codePointAt(0)!);
  if (points.length === 0) return 0n;
  const width = Math.max(...points) < 0x100 ? 1 : Math.max(...points) < 0x10000 ? 2 : 4;
  const data = new Uint8Array(points.length * width);
  points.forEach((p, i) => {
    for (let k = 0; k < width; k++) data[i * width + k] = (p >> (8 * k)) & 0xff;
  });
  const h = siphash13(data);
  // -1 is reserved for errors: CPython turns it into -2.
  return h === MASK64 ? MASK64 - 1n : h;
}

const LINEAR_PROBES = 9;

/** A CPython set of strings: slots in table order, insertion as set_add_entry does it (no deletions). */
class PySet {
  private table: ({ key: string; hash: bigint } | undefined)[] = new Array(8);
  private used = 0;

  get size(): number {
    return this.used;
  }

  has(key: string): boolean {
    return this.table.some((e) => e?.key === key);
  }

  add(key: string): void {
    if (this.has(key)) return;
    const hash = pythonStringHash(key);
    this.place(this.table, key, hash);
    this.used++;
    const mask = this.table.length - 1;
    // fill*5 >= mask*3: grow to the smallest power of two above used*4.
    if (this.used * 5 >= mask * 3) this.resize(this.used * 4);
  }

  /** set_update_internal's presizing before it adds a dict's `n` keys. */
  reserve(n: number): void {
    if ((this.used + n) * 5 >= (this.table.length - 1) * 3) this.resize((this.used + n) * 2);
  }

  keys(): string[] {
    return this.table.filter((e) => e !== undefined).map((e) => e.key);
  }

  private place(table: PySet['table'], key: string, hash: bigint): void {
    const mask = table.length - 1;
    let perturb = hash;
    let i = Number(hash & BigInt(mask));
    for (;;) {
      const probes = i + LINEAR_PROBES <= mask ? LINEAR_PROBES : 0;
      for (let j = 0; j <= probes; j++) {
        if (table[i + j] === undefined) {
          table[i + j] = { key, hash };
          return;
        }
      }
      perturb >>= 5n;
      i = Number((BigInt(i) * 5n + 1n + perturb) & BigInt(mask));
    }
  }

  private resize(minUsed: number): void {
    let size = 8;
    while (size <= minUsed) size <<= 1;
    const old = this.table;
    this.table = new Array(size);
    for (const e of old) if (e) this.place(this.table, e.key, e.hash);
  }
}

function pySet(keys: readonly string[]): PySet {
  const s = new PySet();
  for (const k of keys) s.add(k);
  return s;
}

/** `list(set(a) & set(b))` in CPython 3.11 with PYTHONHASHSEED=0. */
export function pythonIntersectionOrder(a: readonly string[], b: readonly string[]): string[] {
  let so = pySet(a);
  let other = pySet(b);
  // set_intersection walks the smaller set (the right operand on a tie) and adds the common keys.
  if (other.size > so.size) [so, other] = [other, so];
  const result = new PySet();
  for (const k of other.keys()) if (so.has(k)) result.add(k);
  return result.keys();
}

/** `list(set(d))` of a dict `d` with these keys, in CPython 3.11 with PYTHONHASHSEED=0 (the table presized for the dict). */
export function pythonSetOfDictOrder(keys: readonly string[]): string[] {
  const s = new PySet();
  s.reserve(keys.length);
  for (const k of keys) s.add(k);
  return s.keys();
}
