// The mapping key written before a value, found in the text: merged data (several files, Hiera
// layers) records where values are, and a misspelt key should be pointed at itself.
import type { Location } from '../diagnostics/source.js';

/**
 * The place of `key` when the text at `value` is that key's value (`key: value`, a flow
 * `{key: value}`, or a block value on the lines below `key:`); undefined when the text before the
 * value is anything else (then the value's own place is the best there is).
 */
export function keyBeforeValue(value: Location, key: string): Location | undefined {
  const text = value.source.text;
  let i = value.start - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  if (text[i] !== ':') return undefined;
  let end = i;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  const quote = text[end - 1];
  let start: number;
  let name: string;
  if (quote === '"' || quote === "'") {
    start = text.lastIndexOf(quote, end - 2);
    if (start < 0) return undefined;
    name = text.slice(start + 1, end - 1);
  } else {
    start = end;
    while (start > 0 && !/[\s{,[]/.test(text[start - 1]!)) start--;
    name = text.slice(start, end);
  }
  return name === key && end > start ? { source: value.source, start, end } : undefined;
}
