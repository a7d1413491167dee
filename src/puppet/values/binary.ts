// Puppet's Binary values: a byte string made from base64 (strict, Ruby's relaxed reading or
// URL-safe), from text or from bytes, and written as base64 (strict for its text and the catalog,
// Ruby's 60-column lines for `%b`, URL-safe for `%u`).

/** A Binary: immutable bytes (never change `bytes`: copies of a value share them). */
export class PBinary {
  constructor(readonly bytes: Uint8Array) {}

  /** The bytes of a text as UTF-8 (`Binary('é', '%s')`). */
  static ofText(text: string): PBinary {
    return new PBinary(new Uint8Array(Buffer.from(text, 'utf8')));
  }

  /** The bytes as a Buffer (a view, not a copy). */
  buffer(): Buffer {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
  }

  /** Strict base64, as Puppet writes a Binary (its interpolated text and its catalog form). */
  toString(): string {
    return this.buffer().toString('base64');
  }

  /** Ruby's Base64.encode64: lines of 60 characters (45 bytes), each ending with a newline. */
  relaxedText(): string {
    let out = '';
    for (let at = 0; at < this.bytes.length; at += 45) out += `${new PBinary(this.bytes.subarray(at, at + 45)).toString()}\n`;
    return out;
  }

  /** Ruby's Base64.urlsafe_encode64: `-` and `_` for `+` and `/`, padded. */
  urlSafeText(): string {
    return this.toString().replaceAll('+', '-').replaceAll('/', '_');
  }

  /** The bytes as one character each (Ruby's binary string: `%#s`, string slicing). */
  latin1(): string {
    return this.buffer().toString('latin1');
  }

  static ofLatin1(text: string): PBinary {
    return new PBinary(new Uint8Array(Buffer.from(text, 'latin1')));
  }

  /** Ruby's `eql?` key identity: equal bytes. */
  hashKey(): string {
    return `b${this.toString()}`;
  }
}

export function binaryEquals(a: PBinary, b: PBinary): boolean {
  if (a.bytes.length !== b.bytes.length) return false;
  for (let i = 0; i < a.bytes.length; i++) if (a.bytes[i] !== b.bytes[i]) return false;
  return true;
}

/** The concatenation of two Binaries (`+`). */
export function concatBinary(a: PBinary, b: PBinary): PBinary {
  const out = new Uint8Array(a.bytes.length + b.bytes.length);
  out.set(a.bytes);
  out.set(b.bytes, a.bytes.length);
  return new PBinary(out);
}

const STRICT = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Ruby's Base64.strict_decode64: whole groups of four, padding only at the end, and no bits set
 * past the last byte (`aGl=` is refused); undefined for anything else ("invalid base64").
 */
export function decodeStrict(text: string): PBinary | undefined {
  if (!STRICT.test(text)) return undefined;
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if (pad > 0) {
    const last = ALPHABET.indexOf(text[text.length - pad - 1]!);
    if ((last & (pad === 2 ? 0x0f : 0x03)) !== 0) return undefined;
  }
  return new PBinary(new Uint8Array(Buffer.from(text, 'base64')));
}

/** Ruby's Base64.urlsafe_decode64: `-` and `_` read as `+` and `/`, missing padding added, then strict. */
export function decodeUrlSafe(text: string): PBinary | undefined {
  const padded = !text.endsWith('=') && text.length % 4 !== 0 ? text.padEnd((text.length + 3) & ~3, '=') : text;
  return decodeStrict(padded.replaceAll('-', '+').replaceAll('_', '/'));
}

/**
 * Ruby's Base64.decode64 (`unpack('m')`): characters outside the alphabet are skipped; an `=` is
 * skipped too where a group's first or second character is read, and ends the text where its
 * third or fourth is; a final group of two or three characters gives one or two bytes.
 */
export function decodeRelaxed(text: string): PBinary {
  const out: number[] = [];
  const digits = [-1, -1, -1, -1];
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '=' && n >= 2) break;
    const d = ALPHABET.indexOf(ch);
    if (d < 0) continue;
    digits[n++] = d;
    if (n === 4) {
      out.push(((digits[0]! << 2) | (digits[1]! >> 4)) & 0xff, ((digits[1]! << 4) | (digits[2]! >> 2)) & 0xff, ((digits[2]! << 6) | digits[3]!) & 0xff);
      n = 0;
    }
  }
  if (n >= 2) out.push(((digits[0]! << 2) | (digits[1]! >> 4)) & 0xff);
  if (n === 3) out.push(((digits[1]! << 4) | (digits[2]! >> 2)) & 0xff);
  return new PBinary(Uint8Array.from(out));
}

/**
 * The bytes as UTF-8 text (`%s`), or, when they are not valid UTF-8, Ruby's message for converting
 * them from ASCII-8BIT: it names the first byte above 127.
 */
export function binaryAsText(b: PBinary): { text: string } | { error: string } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(b.bytes) };
  } catch {
    const first = b.bytes.find((x) => x > 127)!;
    return { error: `"\\x${first.toString(16).toUpperCase()}" from ASCII-8BIT to UTF-8` };
  }
}
