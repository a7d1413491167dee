// Puppet's catalog JSON (catalog_format 2) as overcat reads and writes it: the resource and
// catalog shapes, and a reader that checks what every consumer relies on.
import { JsonNestingError, jsonErrorOffset, parseJson } from '../data/exact-number.js';
import { mapDataValues } from '../data/key-order.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { SourceFile } from '../diagnostics/source.js';
import { checkCatalogShape } from './catalog-schema.js';

/**
 * How deep a catalog's arrays and hashes may nest: Ruby's JSON parser, which Puppet reads catalogs
 * with, refuses more than 100 by default (`max_nesting`). Checked before anything recurses on it.
 */
export const MAX_CATALOG_NESTING = 100;

export interface ResourceJson {
  type: string;
  title: string;
  tags?: string[];
  file?: string;
  line?: number;
  exported?: boolean;
  kind?: string;
  parameters?: Record<string, unknown>;
  sensitive_parameters?: string[];
  [other: string]: unknown;
}

export interface CatalogJson {
  name?: string;
  version?: unknown;
  environment?: string;
  catalog_format?: number;
  resources: ResourceJson[];
  edges?: { source: string; target: string }[];
  classes?: string[];
  tags?: string[];
  [other: string]: unknown;
}

/** What reports and explanations show in place of a secret. */
export const SENSITIVE_TEXT = '[sensitive]';

/**
 * A parameter value fit to show: each Sensitive inside it (rich data `{"__ptype": "Sensitive"}`,
 * such as a Deferred's argument) replaced by {@link SENSITIVE_TEXT}. A Sensitive parameter
 * itself is unwrapped and named in `sensitive_parameters`: its caller hides it whole.
 */
export function hideSensitive(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(hideSensitive);
  if (v === null || typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return v;
  const o = v as Record<string, unknown>;
  if (o.__ptype === 'Sensitive') return SENSITIVE_TEXT;
  return mapDataValues(o, (x) => hideSensitive(x));
}

/**
 * Reads a catalog in Puppet's JSON format, checked against the shape every consumer relies on
 * (catalog-schema.ts) before anything walks it; other keys are kept as they are.
 */
export function parseCatalogJson(source: SourceFile, bag: DiagnosticBag): CatalogJson | undefined {
  const fail = (reason: string, at = 0) => {
    bag.report('OVC4015', { path: source.path, reason }, { location: { source, start: at, end: at } });
    return undefined;
  };
  let value: unknown;
  try {
    // Exact: a Float 4.0 stays a Float and 12345678901234567890 keeps its digits (Puppet's agent types them).
    value = parseJson(source.text, MAX_CATALOG_NESTING);
  } catch (e) {
    if (e instanceof JsonNestingError) return fail(`nested deeper than ${e.limit} levels (Ruby's JSON parser, which Puppet reads catalogs with, refuses that too)`);
    // The parser names the offset ("... at position 812"): the diagnostic points there, not at 1:1.
    return fail(`invalid JSON (${(e as Error).message})`, jsonErrorOffset(source.text, e));
  }
  if (value === null || typeof value !== 'object' || !Array.isArray((value as CatalogJson).resources)) return fail('no `resources` list');
  return checkCatalogShape(value, source, bag) ? (value as CatalogJson) : undefined;
}
