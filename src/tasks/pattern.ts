// Names as Fuel's task files write them where one entry may mean many: a plain name, `*` (every
// role) or `/regex/` (roles and cross-dependency names), matched in linear time.
import { compileLinear } from '../data/linear-regex.js';

export type NamePattern = { kind: 'name'; name: string } | { kind: 'any'; text: string } | { kind: 'regex'; text: string; regex: RegExp };

/** The pattern `text` means; undefined (after `invalid(reason)`) for a regex that cannot run. */
export function readPattern(text: string, invalid: (reason: string) => void): NamePattern | undefined {
  if (text === '*') return { kind: 'any', text };
  if (text.length >= 2 && text.startsWith('/') && text.endsWith('/')) {
    const compiled = compileLinear(text.slice(1, -1));
    if (!compiled.ok) {
      invalid(compiled.reason);
      return undefined;
    }
    return { kind: 'regex', text, regex: compiled.regex };
  }
  return { kind: 'name', name: text };
}

/** Fuel searches a role or name pattern anywhere in the name (`/compute/` matches `compute-vmware`). */
export function matchesPattern(pattern: NamePattern, name: string): boolean {
  if (pattern.kind === 'any') return true;
  if (pattern.kind === 'name') return pattern.name === name;
  return pattern.regex.test(name);
}

export function patternText(pattern: NamePattern): string {
  return pattern.kind === 'name' ? pattern.name : pattern.text;
}
