// Reads a file through the Host into a SourceFile, turning host failures into diagnostics.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { SourceFile } from '../diagnostics/source.js';
import type { Host } from '../host/host.js';

export function readSource(host: Host, path: string, diagnostics: DiagnosticBag, displayPath = path): SourceFile | undefined {
  const r = host.readFile(path);
  if (r.ok) return new SourceFile(displayPath, r.text);
  if (r.reason === 'outside-roots') diagnostics.report('OVC8002', { path, roots: r.message });
  else diagnostics.report('OVC8001', { path, reason: r.message });
  return undefined;
}
