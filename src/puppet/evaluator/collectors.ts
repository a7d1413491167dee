// Collectors (`Type <| query |>`): the query as a predicate over catalog resources, and the
// collection itself — matching resources are realized and get the override block's attributes.
import type { Location } from '../../diagnostics/source.js';
import { PuppetError, equals, toText, type Value } from '../values/index.js';
import { EvaluationError } from './errors.js';
import { addTags, isTagged, tagParameterTags, type CatalogResource } from './resource.js';
import type { Scope } from './scope.js';

export type Query = (r: CatalogResource) => boolean;

export interface AttributeChange {
  name: string;
  value: Value;
  append: boolean;
  /** Where it was written. */
  location?: Location;
  /** When the value is just a variable (`mode => $mode`): its name. */
  variable?: string;
}

export interface CollectorState {
  /** As a catalog writes it (`File`). */
  type: string;
  query: Query;
  exported: boolean;
  overrides: AttributeChange[];
  /** Every resource matched so far (a collector keeps matching in later generator passes). */
  matched: CatalogResource[];
}

/**
 * `attr == value` as a collector compares: `tag` asks the resource's tags (and its scopes'), any of
 * an array's; otherwise the title or a parameter, as `==` compares (an array parameter matches any
 * element).
 */
export function attributeEquals(r: CatalogResource, attr: string, value: Value): boolean {
  if (attr === 'tag') return (Array.isArray(value) ? value : [value]).some((t) => isTagged(r, toText(t).toLowerCase()));
  const v = attr === 'title' ? r.title : r.parameters.get(attr);
  if (v === undefined) return value === null;
  if (Array.isArray(v)) return v.some((x) => equals(x, value));
  return equals(v, value);
}

/**
 * `attr != value`, which Puppet does not make the negation of `==`: the title or the parameter's
 * value (for `tag`, the tag parameter's, not the tags) must not equal the value as a whole.
 */
export function attributeDiffers(r: CatalogResource, attr: string, value: Value): boolean {
  return !equals(attr === 'title' ? r.title : (r.parameters.get(attr) ?? null), value);
}

/**
 * One pass of a collector over the catalog: resources of its type that match and were not
 * matched before are realized and returned. An exported collector takes nothing, as
 * `puppet catalog compile` without storeconfigs (no PuppetDB): this catalog's own exported
 * resources are neither realized nor changed by its override block.
 */
export function collect(state: CollectorState, resources: readonly CatalogResource[]): CatalogResource[] {
  if (state.exported) return [];
  const lower = state.type.toLowerCase();
  const found: CatalogResource[] = [];
  for (const r of resources) {
    if (r.type.toLowerCase() !== lower || state.matched.includes(r)) continue;
    if (!state.query(r)) continue;
    state.matched.push(r);
    r.virtual = false;
    found.push(r);
  }
  return found;
}

/**
 * Applies attribute changes (`=>` replaces, `+>` appends to an array). Appending to an attribute
 * the resource does not have sets the value as given, as Puppet's override_parameter does
 * (`tag +> 'x'` on an untagged resource gives 'x', not ['x']). Where the resource has the
 * attribute, a change to a value a resource default in reach of the resource's scope gives is
 * ignored, as Puppet's override_parameter ignores it.
 */
export function applyChanges(r: CatalogResource, changes: readonly AttributeChange[], scope: Scope | undefined, at: Location | undefined): void {
  const type = r.type.toLowerCase();
  for (const c of changes) {
    if (scope && r.parameters.has(c.name) && scope.isDefault(type, c.name, c.value)) continue;
    if (c.append && r.parameters.has(c.name)) {
      const old = r.parameters.get(c.name);
      // An undef the resource was given is kept until the catalog is finished: appending keeps it too.
      const base = old === undefined ? [] : Array.isArray(old) ? old : [old];
      r.parameters.set(c.name, [...base, ...(Array.isArray(c.value) ? c.value : [c.value])]);
    } else r.parameters.set(c.name, c.value);
    if (c.name === 'tag') addTags(r.tags, tagsAt(r.parameters.get('tag'), c.location ?? at));
  }
}

/** {@link tagParameterTags}, an invalid tag refused where the change was written (there is no node evaluating now). */
function tagsAt(v: Value | undefined, at: Location | undefined): string[] {
  try {
    return tagParameterTags(v);
  } catch (e) {
    if (e instanceof PuppetError) throw new EvaluationError(e.code, { message: e.message }, at);
    throw e;
  }
}
