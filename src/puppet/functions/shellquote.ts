// shellquote(words...): the words (arrays flattened) quoted for a Bourne shell and joined by spaces:
// safe words as they are, else double quotes, else single quotes, else double quotes with escapes.
import { legacyFunction } from './legacy-function.js';
import type { Value } from '../values/index.js';
import { noMethodError } from './ruby-values.js';

const SAFE = /^[a-zA-Z0-9@%_+=:,./-]+$/;
const DANGEROUS = /[!"`$\\]/;

export default legacyFunction('shellquote', -1, (_ctx, args) => {
  const words = (args.flat(Infinity as 1) as Value[]).map((w) => {
    if (typeof w === 'string') return w;
    // Ruby calls `length` on the word: only strings (and arrays, flattened away) have it.
    throw noMethodError('length', w);
  });
  return words
    .map((w) => {
      if (SAFE.test(w)) return w;
      if (!DANGEROUS.test(w)) return `"${w}"`;
      if (!w.includes("'")) return `'${w}'`;
      return `"${w.replace(/[!"`$\\]/g, '\\$&')}"`;
    })
    .join(' ');
});
