// Reads one Heat environment file (YAML 1.1 as Heat parses it) into a merge Layer, checking its sections.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { SourceFile } from '../../diagnostics/source.js';
import type { Host } from '../../host/host.js';
import { readSource } from '../../host/read-source.js';
import type { Layer } from '../../merge/layer.js';
import { isHash } from '../../data/value.js';
import { loadYaml } from '../../yaml/load.js';

export const HEAT_SECTIONS = ['parameters', 'parameter_defaults', 'resource_registry', 'event_sinks', 'encrypted_param_names', 'parameter_merge_strategies'] as const;

/** Heat's environment_format.parse raises ValueError for every one of these failures. */
const HEAT_PARSE_ERROR = { heatClass: 'ValueError' };

/** Loads and checks an environment file; undefined (with diagnostics) when Heat would reject it. */
export function loadEnvironmentFile(host: Host, path: string, bag: DiagnosticBag): Layer | undefined {
  const source = readSource(host, path, bag);
  return source ? parseEnvironment(source, bag) : undefined;
}

/**
 * Parses and checks an environment's text (a file, or a request's `files` entry); `lintDialect`
 * warns on scalars YAML 1.1 (Heat) and YAML 1.2 read differently.
 */
export function parseEnvironment(source: SourceFile, bag: DiagnosticBag, options: { lintDialect?: boolean } = {}): Layer | undefined {
  const before = bag.items.length;
  const doc = loadYaml(source, bag, { python: true, locate: 'rarely', lintDialect: options.lintDialect === true });
  if (!doc) {
    for (const d of bag.items.slice(before)) if (d.severity === 'error') d.data ??= HEAT_PARSE_ERROR;
    return undefined;
  }
  // Heat's environment_format.parse: an empty file is an empty environment; anything else must be a mapping.
  if (doc.empty) return { name: source.path, value: {}, origin: { document: doc, path: [] } };
  if (!isHash(doc.value)) {
    bag.report('OVC6001', {}, { location: doc.locate([]), data: HEAT_PARSE_ERROR });
    return undefined;
  }
  const errors = bag.errorCount;
  for (const [section, value] of Object.entries(doc.value)) {
    if (!(HEAT_SECTIONS as readonly string[]).includes(section)) bag.report('OVC6002', { section }, { location: doc.locateKey([section]), data: HEAT_PARSE_ERROR });
    else if (value === null) bag.report('OVC6003', { section }, { location: doc.locateKey([section]), data: HEAT_PARSE_ERROR });
  }
  if (bag.errorCount > errors) return undefined;
  return { name: source.path, value: doc.value, origin: { document: doc, path: [] } };
}
