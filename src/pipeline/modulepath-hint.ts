// The hint an unknown resource type gets when no module path was given: only core types are known.
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** Adds the hint to every OVC4010 among `diagnostics` (a did-you-mean stays in front). */
export function hintModulepath(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) {
    if (d.code === 'OVC4010') d.hint = `${d.hint ? `${d.hint} ` : ''}No --modulepath was given, so only Puppet's core types are known; pass --modulepath DIR to check your modules' types.`;
  }
}
