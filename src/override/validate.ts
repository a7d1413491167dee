// Checks one override data document without a catalog: its top level, the structure of every
// entry and option, and every type and parameter against the module path's types.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { YamlDocument } from '../yaml/load.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import { checkOverrideData } from './apply.js';
import { readOverrideData } from './data.js';
import { overrideSourceFromDocuments } from './load.js';

export function validateOverrideDocument(doc: YamlDocument, types: TypeLookup, bag: DiagnosticBag): void {
  const source = overrideSourceFromDocuments([doc], bag);
  if (!source) return;
  checkOverrideData(readOverrideData(source, bag), source, types, bag);
}
