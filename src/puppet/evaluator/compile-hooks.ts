// The points where a caller may step into a compilation (the in-compilation override engine does):
// just before a define instance is expanded, once the generator passes have settled, and at the end.
import type { RelatedInformation } from '../../diagnostics/diagnostic.js';
import type { CompilingCatalog } from './catalog-builder.js';
import type { CatalogResource } from './resource.js';

export interface CompileHooks {
  /**
   * A define instance is about to be expanded: its parameters may still change and the body sees
   * them. Returns what it changed, as notes an error in the body carries (where a value came from).
   */
  beforeExpand?(resource: CatalogResource, catalog: CompilingCatalog): RelatedInformation[] | void;
  /**
   * Every generator pass has settled (before leftover resource overrides and chains): resources may
   * be added to `catalog`; `settle()` runs the generator passes again so added define instances expand.
   */
  settled?(catalog: CompilingCatalog, settle: () => void): void;
  /** Compilation is complete and checked: the last word on parameters before the catalog is written. */
  finished?(catalog: CompilingCatalog): void;
}
