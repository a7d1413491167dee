// The `registry` job: what a module path declares (types, classes, functions, type aliases, templates).
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { registryListing, type ListingEntry, type ListingKind } from '../puppet/modulepath/listing.js';
import { ModulePath } from '../puppet/modulepath/module-path.js';

export { LISTING_KINDS, type ListingEntry, type ListingKind } from '../puppet/modulepath/listing.js';

export function registry(host: Host, modulepath: readonly string[], kinds: readonly ListingKind[], bag: DiagnosticBag): Partial<Record<ListingKind, ListingEntry[]>> {
  return registryListing(ModulePath.scan(host, modulepath, bag), [...kinds]);
}
