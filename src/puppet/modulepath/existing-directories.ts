// Which --modulepath directories exist, checked before anything is scanned (a light module: the
// Hiera lookup needs it without the manifest parser the module scan loads).
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { Host } from '../../host/host.js';

/**
 * The module path's directories that exist; each one that does not is an error (OVC8004): a
 * mistyped --modulepath would otherwise check every type against the core types alone.
 */
export function existingModuleDirectories(host: Host, modulepath: readonly string[], bag: DiagnosticBag): string[] {
  return modulepath.filter((dir) => {
    if (host.stat(dir) === 'directory') return true;
    bag.report('OVC8004', { path: dir });
    return false;
  });
}
