// The narrow view of a catalog that the override engine changes: find a resource, add one, suggest
// near titles. A finished catalog JSON implements it here; the evaluator's catalog in progress
// implements it too, so overrides reach define instances before they are expanded.
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
  /** Titles of `type` that `title` is probably a one-edit misspelling of. */
  typoCandidates(type: string, title: string): Scored[];
  /** Every resource's title, whatever its type. */
  titles(): Iterable<string>;
}

/** A catalog JSON (compiled by Puppet or by overcat) as a MutableCatalog; changes go into `catalog`. */
export class JsonCatalog implements MutableCatalog {
  private readonly index: ResourceIndex;

  constructor(
    readonly name: string,
    readonly catalog: CatalogJson,
    types: TypeLookup,
  ) {
    this.index = new ResourceIndex(catalog, types);
  }

  find(type: string, title: string): ResourceJson | undefined {
    return this.index.find(type, title);
  }

  add(resource: ResourceJson): void {
    addResource(this.catalog, resource);
    this.index.add(resource);
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
