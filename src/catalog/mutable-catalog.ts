// The narrow view of a catalog that the override engine changes: find a resource, add one, suggest
// near titles. A finished catalog JSON implements it here, copy on write; the evaluator's catalog
// in progress implements it too, so overrides reach define instances before they are expanded.
import type { Scored } from '../diagnostics/suggest.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import { addResource } from './build.js';
import type { CatalogJson, ResourceJson } from './catalog-json.js';
import { ResourceIndex } from './resource-index.js';

export interface MutableCatalog {
  /** The catalog's output name (its file name in task mode). */
  readonly name: string;
  /** A resource by type (case-insensitively) and title, namevar or alias; its parameters may be changed in place. */
  find(type: string, title: string): ResourceJson | undefined;
  /** Adds a new resource with the tags and containment Puppet gives a top-scope resource. */
  add(resource: ResourceJson): void;
  /** Titles of `type` close to `title` (did-you-mean), nearest first. */
  similarTitles(type: string, title: string): Scored[];
  /** Titles of `type` that `title` is probably a one-edit misspelling of (not its neighbours in a numbered series: differsInDigitsOnly). */
  typoCandidates(type: string, title: string): Scored[];
  /** Every resource's title, whatever its type. */
  titles(): Iterable<string>;
}

/**
 * A catalog JSON (compiled by Puppet or by overcat) as a MutableCatalog, copy on write: the input
 * is never changed. `catalog` is the changed catalog: the input's keys in their order, its own
 * `resources` and `edges` lists, and its own copy of every resource `find` hands out (that resource
 * and its `parameters` hash: what the engine changes); every other resource and value is shared
 * with the input. A run that fails drops it, so nothing half-applied is ever seen.
 */
export class JsonCatalog implements MutableCatalog {
  readonly catalog: CatalogJson;
  private readonly index: ResourceIndex;
  /** Positions in `catalog.resources` holding this catalog's own resource (copied or added). */
  private readonly own = new Set<number>();

  constructor(
    readonly name: string,
    input: CatalogJson,
    types: TypeLookup,
  ) {
    this.catalog = { ...input, resources: [...input.resources], ...(Array.isArray(input.edges) ? { edges: [...input.edges] } : {}) };
    this.index = new ResourceIndex(this.catalog, types);
  }

  find(type: string, title: string): ResourceJson | undefined {
    const at = this.index.position(type, title);
    if (at === undefined) return undefined;
    const resources = this.catalog.resources;
    if (!this.own.has(at)) {
      const shared = resources[at]!;
      resources[at] = { ...shared, ...(shared.parameters ? { parameters: { ...shared.parameters } } : {}) };
      this.own.add(at);
    }
    return resources[at];
  }

  add(resource: ResourceJson): void {
    addResource(this.catalog, resource);
    const at = this.catalog.resources.length - 1;
    this.own.add(at);
    this.index.add(at);
  }

  similarTitles(type: string, title: string): Scored[] {
    return this.index.similarTitles(type, title);
  }

  typoCandidates(type: string, title: string): Scored[] {
    return this.index.typoCandidates(type, title);
  }

  titles(): Iterable<string> {
    return this.catalog.resources.map((r) => r.title);
  }
}
