// Functions over Strings that keep a binary (ASCII-8BIT) String binary, as the Ruby String methods
// behind them return their result in the receiver's encoding (values/binary-string.ts): the
// case changes, strip and chop families, regsubst, split. The function itself runs on plain text.
// Functions that only pick values out of collections (keys, dig...) give them back as they are.
import { PBinaryString, plain, plainEach, sameEncoding, type Value } from '../values/index.js';
import type { Signature } from './function.js';

/** `s` run on plain text, its result then in the encoding of its first argument (element by element for arrays). */
export function keepingEncoding(s: Signature): Signature {
  return {
    ...s,
    keepsEncoding: true,
    call: (ctx, args, lambda) => inEncodingOf(args[0] ?? null, s.call(ctx, plainEach(args) as Value[], lambda)),
  };
}

function inEncodingOf(receiver: Value, result: Value): Value {
  if (receiver instanceof PBinaryString) {
    if (typeof result === 'string') return sameEncoding(receiver, result);
    // split: every part is a piece of the receiver.
    if (Array.isArray(result)) return result.map((x: Value) => (typeof x === 'string' ? sameEncoding(receiver, x) : x));
    return result;
  }
  if (Array.isArray(receiver) && Array.isArray(result) && receiver.length === result.length) return result.map((x: Value, i) => inEncodingOf(receiver[i]!, x));
  return result;
}

/**
 * `s` given the collections it picks from as they are, so the values it returns keep their
 * encoding (Ruby hands back the very objects); a String argument (a key, a path) as plain text.
 */
export function passingCollections(s: Signature): Signature {
  return { ...s, keepsEncoding: true, call: (ctx, args, lambda) => s.call(ctx, args.map(plain), lambda) };
}
