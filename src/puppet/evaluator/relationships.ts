// Relationships: chaining arrows are kept until the finish phase, then stored as Puppet stores
// them — a `before` or `notify` list on the source resource (the target for `<-` and `<~`).
import { ClassType, ResourceType, type Value } from '../values/index.js';
import type { CatalogResource } from './resource.js';

export type RelationshipKind = 'before' | 'notify' | 'require' | 'subscribe';

/** The relationship metaparameters. */
export const RELATIONSHIP_METAPARAMETERS: ReadonlySet<string> = new Set<RelationshipKind>(['before', 'require', 'notify', 'subscribe']);

/** A reference value for a resource, as a relationship metaparameter holds it. */
export function referenceTo(r: CatalogResource): Value {
  if (r.type === 'Class') return new ClassType(r.title.toLowerCase());
  return new ResourceType(r.type, r.title);
}

/**
 * Adds `target` to the relationship list `kind` of `source` (a single value becomes a list). A
 * list is appended to where it is, as Puppet does: the other resources holding the same list (an
 * expression's titles, the takers of a resource default: resources.ts ownValue) get the target too.
 */
export function addRelationship(source: CatalogResource, kind: RelationshipKind, target: CatalogResource, written?: string): void {
  // A chain names its target as the code wrote it (an alias stays the alias), as Puppet's Relationship does.
  const ref = written !== undefined && target.type !== 'Class' ? new ResourceType(target.type, written) : referenceTo(target);
  const old = source.parameters.get(kind);
  if (Array.isArray(old)) old.push(ref);
  // Made at its length (a push onto a copy would grow it to seventeen places): the list stays in the catalog.
  else source.parameters.set(kind, old === undefined || old === null ? [ref] : [old, ref]);
}

/**
 * `->` / `~>` between every source and every target (arrays are cross products); `written` holds,
 * per target, the title the code named it by (undefined for one a collector found).
 */
export function chain(sources: readonly CatalogResource[], targets: readonly CatalogResource[], notify: boolean, written: readonly (string | undefined)[] = []): void {
  for (let i = 0; i < sources.length; i++) for (let j = 0; j < targets.length; j++) addRelationship(sources[i]!, notify ? 'notify' : 'before', targets[j]!, written[j]);
}
