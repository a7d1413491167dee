// Strings whose Ruby encoding is ASCII-8BIT ("binary" strings): what stdlib's `pw_hash`
// (String#crypt) and `shell_split` (Shellwords builds each word in `String.new`) return. They are
// Strings to the language (types, `==`, interpolation...), but Puppet's rich-data catalog writes
// one as a `Binary` of its bytes. Ruby keeps a string's encoding through most String methods and
// through concatenation whose first piece it is, so the functions that do (interpolation, join,
// case changes, regsubst...) keep the mark; everything else reads the plain text.
//
// Strings are overcat's hottest values: a plain string stays a JS string, and only these rare ones
// are boxed. Only text that is valid UTF-8 is kept this way (what the producing functions make).
import type { Value } from './model.js';

/** A String whose Ruby encoding is ASCII-8BIT. `text` is its characters (never a JS string's bytes). */
export class PBinaryString {
  constructor(readonly text: string) {
    binaryStrings.made = true;
  }

  toString(): string {
    return this.text;
  }
}

/**
 * Whether a binary string was ever made in this process. Only a shortcut: while none was, no value
 * can hold one and plainDeep (plain-text.ts) need not look (the answer is the same either way).
 */
export const binaryStrings = { made: false };

/** The text of a String, binary or not; anything else as it is. */
export function plain(v: Value): Value {
  return v instanceof PBinaryString ? v.text : v;
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * Strings joined as Ruby's Array#join (and Puppet's interpolation, which joins its segments)
 * encodes the result: the first piece's encoding, kept while what is appended is ASCII; a binary
 * string that meets a non-ASCII character becomes UTF-8. `pieces` are Strings (binary or not).
 */
export function joinStrings(pieces: readonly (string | PBinaryString)[], separator = ''): string | PBinaryString {
  let text = '';
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    text += (i > 0 ? separator : '') + (typeof p === 'string' ? p : p.text);
  }
  const first = pieces[0];
  if (!(first instanceof PBinaryString)) return text;
  // What follows a non-ASCII binary first piece must be ASCII (Ruby refuses the mix otherwise).
  return ASCII.test(text) || (!ASCII.test(first.text) && ASCII.test(text.slice(first.text.length))) ? new PBinaryString(text) : text;
}

/**
 * A String method's result as Ruby gives it: in the receiver's encoding, so binary stays binary
 * (but an ASCII receiver that took in a non-ASCII character became UTF-8).
 */
export function sameEncoding(receiver: Value, result: string): string | PBinaryString {
  if (!(receiver instanceof PBinaryString)) return result;
  return ASCII.test(result) || !ASCII.test(receiver.text) ? new PBinaryString(result) : result;
}

/** Text built in a binary buffer (Ruby's `String.new << ...`): binary while ASCII, else UTF-8. */
export function binaryWhileAscii(text: string): string | PBinaryString {
  return ASCII.test(text) ? new PBinaryString(text) : text;
}
