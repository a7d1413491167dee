// Puppet's catalog JSON (catalog_format 2) as overcat reads and writes it: the resource and
// catalog shapes, and a reader that checks what every consumer relies on.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { SourceFile } from '../diagnostics/source.js';
import { nestsDeeperThan } from '../data/value.js';

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

/**
 * Reads a catalog in Puppet's JSON format, checking only what the override engine relies on: a
 * `resources` list whose entries have a string `type` and `title`. Everything else is kept as is.
 */
export function parseCatalogJson(source: SourceFile, bag: DiagnosticBag): CatalogJson | undefined {
  const fail = (reason: string) => {
    bag.report('OVC4015', { path: source.path, reason }, { location: { source, start: 0, end: 0 } });
    return undefined;
  };
  let value: unknown;
  try {
    value = JSON.parse(source.text);
  } catch (e) {
    return fail(`invalid JSON (${(e as Error).message})`);
  }
  if (nestsDeeperThan(value, MAX_CATALOG_NESTING)) return fail(`nested deeper than ${MAX_CATALOG_NESTING} levels (Ruby's JSON parser, which Puppet reads catalogs with, refuses that too)`);
  if (value === null || typeof value !== 'object' || !Array.isArray((value as CatalogJson).resources)) return fail('no `resources` list');
  const bad = (value as CatalogJson).resources.findIndex((r) => r === null || typeof r !== 'object' || typeof r.type !== 'string' || typeof r.title !== 'string');
  if (bad >= 0) return fail(`resource #${bad + 1} has no string \`type\` and \`title\``);
  return value as CatalogJson;
}
