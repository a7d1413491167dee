// Puppet's catalog JSON (catalog_format 2) as overcat reads and writes it: the resource and
// catalog shapes, and a reader that checks what every consumer relies on.
import { parseJson } from '../data/exact-number.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { SourceFile } from '../diagnostics/source.js';
import { checkCatalogShape } from './catalog-schema.js';

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
    value = parseJson(source.text);
  } catch (e) {
    // V8 names the offset ("... in JSON at position 812"): the diagnostic points there, not at 1:1.
    const message = (e as Error).message;
    const at = /position (\d+)/.exec(message);
    return fail(`invalid JSON (${message})`, at ? Number(at[1]) : source.text.length);
  }
  if (value === null || typeof value !== 'object' || !Array.isArray((value as CatalogJson).resources)) return fail('no `resources` list');
  return checkCatalogShape(value, source, bag) ? (value as CatalogJson) : undefined;
}
