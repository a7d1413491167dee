// Validates a loaded YAML document against a JSON Schema (ajv) and reports each violation at the
// YAML line:col of the offending value (or key, for an unexpected property).
import { createRequire } from 'node:module';
import type { Ajv as AjvClass, ErrorObject, ValidateFunction } from 'ajv';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Location } from '../diagnostics/source.js';
import type { PathSegment, YamlDocument } from '../yaml/load.js';

const compiled = new WeakMap<object, ValidateFunction>();
// ajv is loaded with the first schema compiled, not with this module: loading and compiling costs
// more than checking a 50,000-resource catalog by hand (catalog-schema.ts asks ajv only on a violation).
const load = createRequire(import.meta.url);

/** The ajv validator of `schema`, compiled once. */
export function compileSchema(schema: object): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    // strict: false because the schemas use type unions (`[object, null]`) for YAML's empty values.
    const { Ajv } = load('ajv') as { Ajv: typeof AjvClass };
    fn = new Ajv({ allErrors: true, strict: false }).compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

/** `/configuration/package/mc` → ['configuration', 'package', 'mc'] (JSON Pointer, RFC 6901). */
export function pointerPath(pointer: string, value: unknown): PathSegment[] {
  if (pointer === '') return [];
  const out: PathSegment[] = [];
  let at = value;
  for (const raw of pointer.slice(1).split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const key: PathSegment = Array.isArray(at) && /^\d+$/.test(seg) ? Number(seg) : seg;
    out.push(key);
    at = at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined;
  }
  return out;
}

/** One violation in words, naming the place by its data path. */
export function describeSchemaError(e: ErrorObject, path: PathSegment[]): string {
  const where = path.length > 0 ? `'${path.join('.')}'` : 'the document';
  if (e.keyword === 'additionalProperties') return `${where} has an unexpected key '${String(e.params.additionalProperty)}'`;
  if (e.keyword === 'type') return `${where} must be ${String(e.params.type).split(',').join(' or ')}`;
  if (e.keyword === 'enum') return `${where} must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return `${where} ${e.message ?? 'is invalid'}`;
}

/**
 * Reports every schema violation of `doc` as OVC4031. Violations for which `covered` is true are
 * skipped, so a semantic check that already explained the same place better is not repeated.
 */
export function validateAgainstSchema(doc: YamlDocument, schema: object, bag: DiagnosticBag, covered: (location: Location) => boolean = () => false): number {
  const validate = compileSchema(schema);
  if (validate(doc.value)) return 0;
  let count = 0;
  const seen = new Set<string>();
  for (const e of validate.errors ?? []) {
    // oneOf/anyOf failures repeat each branch's error; the summary line is enough.
    if (e.schemaPath.includes('/oneOf/') || e.schemaPath.includes('/anyOf/')) continue;
    const path = pointerPath(e.instancePath, doc.value);
    const location =
      e.keyword === 'additionalProperties' ? doc.locateKey([...path, String(e.params.additionalProperty)]) : e.keyword === 'propertyNames' ? doc.locateKey([...path, String(e.params.propertyName)]) : doc.locate(path);
    const message = describeSchemaError(e, path);
    if (covered(location) || seen.has(`${location.start}\u0000${message}`)) continue;
    seen.add(`${location.start}\u0000${message}`);
    bag.report('OVC4031', { message }, { location });
    count++;
  }
  return count;
}
