// `puppet lookup --type`: a looked-up value checked against a Puppet type. Apart from lookup.ts
// because it needs the Puppet parser for the type's text, which a plain lookup never loads.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { LookupResult } from '../hiera/hiera.js';
import { typeFromText } from '../puppet/evaluator/type-string.js';
import { fromData } from '../puppet/values/convert.js';
import { describeMismatch } from '../puppet/values/types/describe.js';

/** The value found (or the default) checked against the type `text`, as Puppet's lookup checks it ("Found value has wrong type, ..."). */
export function checkLookupType(text: string, result: LookupResult, bag: DiagnosticBag): void {
  // The type is read alone: names of the module path's type aliases are not known here.
  const parsed = typeFromText(text, () => undefined);
  if ('error' in parsed) {
    bag.report('OVC5014', { message: `--type '${text}': ${parsed.error}` });
    return;
  }
  const value = fromData(result.value);
  if (!parsed.type.isInstance(value)) bag.report('OVC5014', { message: describeMismatch(`${result.explanation.defaultUsed ? 'Default value' : 'Found value'} has wrong type,`, parsed.type, value) });
}
