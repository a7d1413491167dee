// The shape of Puppet's catalog JSON that every consumer (override, diff, explain) relies on, as a
// JSON Schema checked before anything walks a catalog: a malformed `edges`, `classes`, resource or
// parameters is reported at its JSON path and line:col instead of crashing a command.
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { SourceFile } from '../diagnostics/source.js';
import { compileSchema, describeSchemaError, pointerPath } from '../schemas/validate.js';
import { loadYaml } from '../yaml/load.js';

const strings = { type: 'array', items: { type: 'string' } } as const;

/**
 * Puppet's own schema (api/schemas/catalog.json) as far as a reader depends on it. Puppet's is
 * stricter (every top-level key required, no unknown keys, tag patterns): catalogs written by other
 * tools or trimmed by hand are accepted as long as nothing here is violated.
 */
export const CATALOG_SCHEMA = {
  type: 'object',
  required: ['resources'],
  properties: {
    name: { type: 'string' },
    version: { type: ['string', 'integer', 'number'] },
    code_id: { type: ['string', 'null'] },
    catalog_uuid: { type: 'string' },
    catalog_format: { type: 'integer' },
    environment: { type: 'string' },
    tags: strings,
    classes: strings,
    resources: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'title'],
        properties: {
          type: { type: 'string', minLength: 1 },
          title: { type: 'string' },
          tags: strings,
          file: { type: ['string', 'null'] },
          line: { type: ['integer', 'null'] },
          exported: { type: 'boolean' },
          kind: { type: 'string' },
          parameters: { type: 'object' },
          sensitive_parameters: strings,
        },
      },
    },
    edges: {
      type: 'array',
      items: { type: 'object', required: ['source', 'target'], properties: { source: { type: 'string' }, target: { type: 'string' } } },
    },
  },
} as const;

/** Violations reported by catalog before the first ones are cut (a broken catalog repeats itself). */
const MAX_REPORTED = 20;

/**
 * Checks a parsed catalog; on violations reports each (OVC4015) at its place in `source` and
 * returns false. Positions are read only then: a valid catalog costs one schema pass.
 */
export function checkCatalogShape(value: unknown, source: SourceFile, bag: DiagnosticBag): boolean {
  const validate = compileSchema(CATALOG_SCHEMA);
  if (validate(value)) return true;
  // JSON is YAML: the loader gives every value's span (a throwaway bag: the text is JSON that parsed).
  const doc = loadYaml(source, new DiagnosticBag());
  for (const e of (validate.errors ?? []).slice(0, MAX_REPORTED)) {
    const path = pointerPath(e.instancePath, value);
    const location = doc ? doc.locate(path) : { source, start: 0, end: 0 };
    bag.report('OVC4015', { path: source.path, reason: describeSchemaError(e, path) }, { location });
  }
  return false;
}
