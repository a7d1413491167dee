// The `diff` job: two catalogs (Puppet catalog JSON) compared resource by resource.
import type { CatalogJson } from '../catalog/catalog-json.js';
import { parseCatalogJson } from '../catalog/catalog-json.js';
import { diffCatalogs, type CatalogDiff } from '../catalog/diff.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';

/** Reads one catalog JSON file (undefined, with diagnostics, when it cannot be read or is not one). */
export function readCatalog(host: Host, file: string, bag: DiagnosticBag): CatalogJson | undefined {
  const source = readSource(host, file, bag);
  return source ? parseCatalogJson(source, bag) : undefined;
}

/** The differences from catalog `a` to catalog `b`; undefined when either cannot be read. */
export function diff(host: Host, a: string, b: string, bag: DiagnosticBag): CatalogDiff | undefined {
  const [ca, cb] = [readCatalog(host, a, bag), readCatalog(host, b, bag)];
  return ca && cb && !bag.hasErrors ? diffCatalogs(ca, cb) : undefined;
}
