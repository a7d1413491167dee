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
 * returns false. A valid catalog costs one pass of hasCatalogShape; ajv (with CATALOG_SCHEMA, the
 * messages' source) and positions are asked only on a violation.
 */
export function checkCatalogShape(value: unknown, source: SourceFile, bag: DiagnosticBag): boolean {
  if (hasCatalogShape(value)) return true;
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

// The verdict of ajv on CATALOG_SCHEMA, written out: ajv's own tests (a property is checked when
// it is not undefined, `object` is a non-null non-array object, `integer` a number without a
// fraction that is not NaN). test/catalog/catalog-shape.test.ts holds the two to the same verdicts.
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isInteger = (v: unknown) => typeof v === 'number' && !(v % 1) && !Number.isNaN(v);
const optional = (v: unknown, test: (v: unknown) => boolean) => v === undefined || test(v);

function isStrings(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string') return false;
  return true;
}

// Written without a closure per property: a large catalog asks this of tens of thousands of resources.
function isResource(r: unknown): boolean {
  if (!isObject(r)) return false;
  const { type, title, tags, file, line, exported, kind, parameters, sensitive_parameters: sensitive } = r;
  return (
    typeof type === 'string' &&
    type.length > 0 &&
    typeof title === 'string' &&
    (tags === undefined || isStrings(tags)) &&
    (file === undefined || file === null || typeof file === 'string') &&
    (line === undefined || line === null || isInteger(line)) &&
    (exported === undefined || typeof exported === 'boolean') &&
    (kind === undefined || typeof kind === 'string') &&
    (parameters === undefined || isObject(parameters)) &&
    (sensitive === undefined || isStrings(sensitive))
  );
}

function isEdge(e: unknown): boolean {
  return isObject(e) && typeof e.source === 'string' && typeof e.target === 'string';
}

function isListOf(v: unknown, test: (item: unknown) => boolean): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!test(v[i])) return false;
  return true;
}

/** Whether ajv would accept `value` against CATALOG_SCHEMA. */
export function hasCatalogShape(value: unknown): boolean {
  if (!isObject(value) || value.resources === undefined) return false;
  return (
    optional(value.name, (v) => typeof v === 'string') &&
    optional(value.version, (v) => typeof v === 'string' || typeof v === 'number') &&
    optional(value.code_id, (v) => typeof v === 'string' || v === null) &&
    optional(value.catalog_uuid, (v) => typeof v === 'string') &&
    optional(value.catalog_format, isInteger) &&
    optional(value.environment, (v) => typeof v === 'string') &&
    optional(value.tags, isStrings) &&
    optional(value.classes, isStrings) &&
    isListOf(value.resources, isResource) &&
    optional(value.edges, (v) => isListOf(v, isEdge))
  );
}
