// Facts files (JSON or YAML; a `{name, values}` wrapper as Puppet's fact terminus writes is unwrapped).
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { SourceFile } from '../diagnostics/source.js';
import type { Host } from '../host/host.js';
import { isHash } from '../merge/value.js';
import { loadYaml } from '../yaml/load.js';

export function readFacts(host: Host, file: string, diagnostics: DiagnosticBag): Record<string, unknown> | undefined {
  const read = host.readFile(file);
  if (!read.ok) {
    diagnostics.report(read.reason === 'outside-roots' ? 'OVC8002' : 'OVC8001', { path: file, reason: read.message, roots: read.message });
    return undefined;
  }
  // JSON is valid YAML, so one loader gives positions for both.
  const doc = loadYaml(new SourceFile(file, read.text), diagnostics);
  if (!doc) return undefined;
  const value = doc.value;
  if (!isHash(value)) {
    diagnostics.report('OVC5008', { path: file }, { location: doc.locate([]) });
    return undefined;
  }
  if (isHash(value.values) && typeof value.name === 'string') return value.values;
  return value;
}
