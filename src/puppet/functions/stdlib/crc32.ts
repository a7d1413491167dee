// stdlib's stdlib::crc32(data): zlib's CRC-32 of the data's text (a Sensitive unwrapped), in hex
// without leading zeros.
import { stdlib4x } from './stdlib-function.js';
import { DIGESTIBLE, digestText } from './sha256.js';

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export default stdlib4x('stdlib::crc32', {
  params: [DIGESTIBLE],
  names: ['my_data'],
  call: (_ctx, args) => crc32(new TextEncoder().encode(digestText(args[0]!))).toString(16),
});
