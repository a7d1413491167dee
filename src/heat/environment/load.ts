// Reads one Heat environment file (YAML 1.1 as Heat parses it) into a merge Layer, checking its sections.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { Host } from '../../host/host.js';
import { readSource } from '../../cli/source-reader.js';
import type { Layer } from '../../merge/layer.js';
import { isHash } from '../../merge/value.js';
import { loadYaml } from '../../yaml/load.js';

export const HEAT_SECTIONS = ['parameters', 'parameter_defaults', 'resource_registry', 'event_sinks', 'encrypted_param_names', 'parameter_merge_strategies'] as const;

/** Loads and checks an environment file; undefined (with diagnostics) when Heat would reject it. */
export function loadEnvironmentFile(host: Host, path: string, bag: DiagnosticBag): Layer | undefined {
  const source = readSource(host, path, bag);
  if (!source) return undefined;
  const before = bag.errorCount;
  const doc = loadYaml(source, bag);
  if (!doc) return undefined;
  // Heat's environment_format.parse: an empty file is an empty environment; anything else must be a mapping.
  if (doc.empty) return { name: path, value: {}, origin: { document: doc, path: [] } };
  if (!isHash(doc.value)) {
    bag.report('OVC6001', {}, { location: doc.locate([]) });
    return undefined;
  }
  for (const [section, value] of Object.entries(doc.value)) {
    if (!(HEAT_SECTIONS as readonly string[]).includes(section)) bag.report('OVC6002', { section }, { location: doc.locateKey([section]) });
    else if (value === null) bag.report('OVC6003', { section }, { location: doc.locateKey([section]) });
  }
  if (bag.errorCount > before) return undefined;
  return { name: path, value: doc.value, origin: { document: doc, path: [] } };
}
