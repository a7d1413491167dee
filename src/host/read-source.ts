// Reads a file through the Host into a SourceFile, turning host failures into diagnostics: the one
// read-with-diagnostics path every core module uses.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { SourceFile } from '../diagnostics/source.js';
import type { Host } from './host.js';

export interface ReadSourceOptions {
  /**
   * A file that may legitimately be absent (a Hiera level's data file, an optional module file):
   * a failure to read it is not reported, but a path outside the roots always is.
   */
  optional?: boolean;
}

export function readSource(host: Host, path: string, diagnostics: DiagnosticBag, options: ReadSourceOptions = {}): SourceFile | undefined {
  const r = host.readFile(path);
  if (r.ok) return new SourceFile(path, r.text);
  if (r.reason === 'outside-roots') diagnostics.report('OVC8002', { path, roots: r.message });
  else if (!options.optional) diagnostics.report('OVC8001', { path, reason: r.message });
  return undefined;
}
