// The names Heat gives a scaling group's members: short_id.generate_id(), 12 lower-case base32
// characters from a random UUID. No run can predict Heat's, so overcat derives one of the same
// shape from what it names (the same input, the same id), for messages that have to show one.
import { createHash } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A short id (Heat's shape: 60 bits, base32, lower case) derived from `seed`. */
export function shortId(seed: string): string {
  const bits = createHash('sha256').update(seed).digest().readBigUInt64BE(0) >> 4n;
  let out = '';
  for (let shift = 55n; shift >= 0n; shift -= 5n) out += BASE32[Number((bits >> shift) & 31n)];
  return out;
}
