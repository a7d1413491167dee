// A text in slices of at most about `size` UTF-16 units, never ending inside a surrogate pair:
// how a large text (a catalog of megabytes) is encoded, hashed or written a slice at a time
// instead of as one buffer of its whole UTF-8 form.

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;

/** The slices of `text`, in order (a pair that a slice would split goes whole into it). */
export function* textSlices(text: string, size: number): Generator<string> {
  for (let at = 0; at < text.length; ) {
    let end = Math.min(text.length, at + size);
    // Each half of a split pair would encode as U+FFFD.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end++;
    yield text.slice(at, end);
    at = end;
  }
}
