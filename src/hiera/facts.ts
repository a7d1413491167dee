// Facts files (JSON or YAML; a `{name, values}` wrapper as Puppet's fact terminus writes is unwrapped).
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';
import { isHash } from '../data/value.js';
import { loadYaml } from '../yaml/load.js';

export function readFacts(host: Host, file: string, diagnostics: DiagnosticBag): Record<string, unknown> | undefined {
  const source = readSource(host, file, diagnostics);
  if (!source) return undefined;
  // JSON is valid YAML, so one loader gives positions for both.
  const doc = loadYaml(source, diagnostics);
  if (!doc) return undefined;
  const value = doc.value;
  if (!isHash(value)) {
    diagnostics.report('OVC5008', { path: file }, { location: doc.locate([]) });
    return undefined;
  }
  if (isHash(value.values) && typeof value.name === 'string') return value.values;
  return value;
}
