// Ruby's \b and \B as JavaScript regexp source: Onigmo takes Unicode's letters, marks, numbers and
// connector punctuation for word characters there (onigmo-word.json, written from Ruby by
// scripts/gen-onigmo-word.rb), where JavaScript's \b (without the u flag) knows ASCII only.
import onigmoWord from './onigmo-word.json' with { type: 'json' };

const hex = (n: number): string => `\\u${n.toString(16).padStart(4, '0')}`;
const span = (a: number, b: number): string => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`);

/** One word character, written over UTF-16 code units: a class of the BMP ones, then surrogate pairs. */
function wordCharacter(ranges: readonly (readonly number[])[]): string {
  let bmp = '';
  // Low-surrogate spans per high surrogate, in order.
  const astral = new Map<number, string>();
  for (const [from, to] of ranges as [number, number][]) {
    if (from <= 0xffff) bmp += span(from, Math.min(to, 0xffff));
    for (let cp = Math.max(from, 0x10000); cp <= to; ) {
      const high = 0xd800 + ((cp - 0x10000) >> 10);
      const last = Math.min(to, 0x10000 + ((high - 0xd800 + 1) << 10) - 1);
      const low = (c: number): number => 0xdc00 + ((c - 0x10000) & 0x3ff);
      astral.set(high, (astral.get(high) ?? '') + span(low(cp), low(last)));
      cp = last + 1;
    }
  }
  return `(?:[${bmp}]${[...astral].map(([high, lows]) => `|${hex(high)}[${lows}]`).join('')})`;
}

const W = wordCharacter(onigmoWord.ranges);

/** `\b`: a word character on one side only. */
export const WORD_BOUNDARY = `(?:(?<=${W})(?!${W})|(?<!${W})(?=${W}))`;

/** `\B`: word characters on both sides or on neither. */
export const NOT_WORD_BOUNDARY = `(?:(?<=${W})(?=${W})|(?<!${W})(?!${W}))`;
