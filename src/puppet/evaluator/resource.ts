// A resource as the compilation holds it: typed values, its container, its tags and where it was
// declared; plus the tag rules Puppet applies to every resource.
import type { Location } from '../../diagnostics/source.js';
import { PuppetError, toText, type Value } from '../values/index.js';

export type ResourceKind = 'compilable_type' | 'defined_type' | 'class' | 'unknown';

export interface CatalogResource {
  /** As a catalog writes it: `File`, `Class`, `Apache::Vhost`. */
  type: string;
  /** The title as text (Ruby's `to_s` of it): references, the catalog and duplicates use it. */
  title: string;
  /**
   * The title itself when it is not a String (create_resources and ensure_resource take hash keys
   * and values as they are: `ensure_resource('apache::listen', 80)`): a define sees it as $title,
   * and Puppet neither tags the resource with it nor drops the `name` it gives.
   */
  titleValue?: Value;
  /**
   * What the title gives as attributes (Puppet::Resource#parse_title: the first of the type's
   * title patterns that matches, else `name`); the catalog shows them under the parameters.
   */
  titleParameters?: readonly (readonly [string, string])[];
  parameters: Map<string, Value>;
  tags: string[];
  file?: string;
  line?: number;
  kind: ResourceKind;
  virtual: boolean;
  exported: boolean;
  /** What contains it (a class, define instance or node resource); containment edge source. */
  container?: CatalogResource;
  /**
   * The resource of the scope that declared it (Puppet's `scope.resource`: the class, define
   * instance or node whose code ran; for a class, its includer's). Its tags become this one's when
   * this one is finished, and a tag query asks it when this one lacks the tag.
   */
  scopeResource?: CatalogResource;
  /** Identity of the definition that declared it (`class:foo`, `define:foo::d`, `node:x`): overrides check it. */
  source: string;
  /** Parameters whose value came from a resource default (an override from the same scope may replace them). */
  defaulted?: string[];
  /** Where it was declared, for diagnostics about it. */
  location?: Location;
  /** Define instances: whether the body was evaluated. */
  evaluated?: boolean;
  /**
   * The parameter Puppet takes for the title when it writes the catalog (and leaves out when it
   * equals the title): a module or core type's single key attribute (`path` of File), else `name`.
   */
  namevar?: string;
}

const TAG = /^[\p{L}\p{N}_][\p{L}\p{N}_:.-]*$/u;

export function isValidTag(tag: string): boolean {
  return TAG.test(tag);
}

/** Adds tags (lower-cased, with the segments of `a::b` names) that are not there yet. */
export function addTags(tags: string[], more: Iterable<string>): void {
  for (const raw of more) addTag(tags, raw);
}

/** {@link addTags} of one tag (every resource adds its type's and title's). */
export function addTag(tags: string[], raw: string): void {
  const t = raw.toLowerCase();
  if (!tags.includes(t)) tags.push(t);
  if (!t.includes('::')) return;
  const segments = segmentsOf(t);
  for (let i = 0; i < segments.length; i++) if (segments[i] && !tags.includes(segments[i]!)) tags.push(segments[i]!);
}

/** The `::` segments of a tag, split once per tag: type and class names repeat at every resource. */
const segmentCache = new Map<string, readonly string[]>();
function segmentsOf(t: string): readonly string[] {
  let segments = segmentCache.get(t);
  if (segments === undefined) {
    segments = t.split('::');
    // Tags come from the code and its titles: bounded as capitalizeSegments' names are.
    if (segmentCache.size < 10_000) segmentCache.set(t, segments);
  }
  return segments;
}

/**
 * The tags a `tag` metaparameter's value gives, as Puppet's Tagging#tag takes them: nested arrays
 * flattened, undef left out, and a tag that is not valid refused.
 */
export function tagParameterTags(v: Value | undefined): string[] {
  if (v === undefined || v === null) return [];
  const out: string[] = [];
  for (const t of Array.isArray(v) ? v.flat(Infinity as 1) : [v]) {
    if (t === null) continue;
    const text = toText(t);
    if (!isValidTag(text.toLowerCase())) throw new PuppetError('OVC3111', `Invalid tag '${text.toLowerCase()}'`);
    out.push(text);
  }
  return out;
}

/**
 * Whether a resource has a tag (lower-cased) as a collector query and tagged() ask (Puppet's
 * raw_tagged?): its own tags, else those of the scope resources it was declared in, to the top,
 * as they are now, whether or not they were merged into its own yet.
 */
export function isTagged(r: CatalogResource, tag: string): boolean {
  for (let at: CatalogResource | undefined = r; at; at = at.scopeResource) if (at.tags.includes(tag)) return true;
  return false;
}

/**
 * Puppet's finish_evaluation: a resource takes the tags of its scope resource. A class does as it
 * is declared, a define instance as its body is evaluated, any other resource when the
 * compilation finishes, so a `tag` after the declaration still reaches it.
 */
export function inheritScopeTags(r: CatalogResource): void {
  if (r.scopeResource) inheritTags(r.tags, r.scopeResource.tags);
}

/** Adds tags that are already tags (lower-cased, segments present: another resource's) not there yet. */
export function inheritTags(tags: string[], from: readonly string[]): void {
  for (let i = 0; i < from.length; i++) if (!tags.includes(from[i]!)) tags.push(from[i]!);
}

export function refText(r: { type: string; title: string }): string {
  return `${r.type}[${r.title}]`;
}
