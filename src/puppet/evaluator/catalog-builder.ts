// The catalog while it is compiled: resources in evaluation order, found as Puppet's catalog finds
// them, the classes list and containment; written out as Puppet's catalog JSON (catalog_format 2,
// rich data). It is a MutableCatalog, so overrides can change resources (define instances
// included) before the compilation finishes.
import { createHash } from 'node:crypto';
import type { ResourceJson } from '../../catalog/catalog-json.js';
import type { MutableCatalog } from '../../catalog/mutable-catalog.js';
import { differsInDigitsOnly } from '../../catalog/resource-index.js';
import { textSlices } from '../../data/text-slices.js';
import { nearest, type Scored } from '../../diagnostics/suggest.js';
import { ClassType, UnserializableValue, ResourceType, fromData, nativeForm, plainObjectKey, PSensitive, richNativeForm, stringifyNative, toPlainData, toRichData, type CatalogData, type CatalogObject, type Value } from '../values/index.js';
import { addTags, isValidTag, refText, tagParameterTags, type CatalogResource } from './resource.js';
import { EvaluationError } from './errors.js';
import { RELATIONSHIP_METAPARAMETERS } from './relationships.js';

const UUID_PLACEHOLDER = '00000000-0000-4000-8000-000000000000';
/** UTF-16 units hashed at a time: each slice is encoded into a buffer small enough for malloc to reuse. */
const HASH_SLICE = 1 << 15;

/** A resource with every field present, undefined where it has none (see {@link CompilingCatalog.declare}). */
export type WholeResource = { [K in keyof Required<CatalogResource>]: CatalogResource[K] };

/** A catalog parameter's JSON form (as a plain JS value) for callers that read ResourceJson. */
function plain(d: CatalogData): unknown {
  if (d instanceof Map) return Object.fromEntries(Array.from(d, ([k, v]) => [k, plain(v)]));
  if (Array.isArray(d)) return d.map(plain);
  if (d !== null && typeof d === 'object') return d.value;
  return d;
}

export class CompilingCatalog implements MutableCatalog {
  readonly resources: CatalogResource[] = [];
  /**
   * Lower-cased type → title → resource. Two levels, not one `type\0title` key: a compilation
   * looks resources up at every declaration and relationship, and building and hashing the joined
   * key cost more than the lookup.
   */
  private readonly index = new Map<string, Map<string, CatalogResource>>();
  /** Type names as written → their index (a handful of names, looked up thousands of times). */
  private readonly writtenTypes = new Map<string, Map<string, CatalogResource>>();
  /** Composite uniqueness keys by lower-case type (see {@link aliasKey}). */
  private readonly compositeKeys = new Map<string, Map<string, CatalogResource>>();
  /** Class names in the order they were evaluated (Puppet's `classes`). */
  readonly classes: string[];
  /** Tags of the catalog itself: every class name and its segments. */
  readonly tags: string[];
  /** Containment edges besides the container links: `contain` adds parent class → contained class. */
  private readonly extraEdges = new Map<CatalogResource, CatalogResource[]>();
  readonly stage: CatalogResource;
  readonly main: CatalogResource;

  /** `classes`: what an ENC assigned; Puppet lists them first (and again when they are evaluated). */
  constructor(
    readonly name: string,
    readonly environment: string,
    classes: readonly string[] = [],
  ) {
    const enc = classes.map((c) => c.replace(/^::/, '').toLowerCase());
    this.classes = [...enc, 'settings'];
    this.tags = [];
    addTags(this.tags, [...enc, 'settings']);
    this.stage = this.declare({ type: 'Stage', title: 'main', parameters: new Map([['name', 'main']]), tags: ['stage'], kind: 'compilable_type', virtual: false, exported: false, source: 'class:main' });
    this.declare({ type: 'Class', title: 'Settings', parameters: new Map(), tags: ['class', 'settings'], kind: 'unknown', virtual: false, exported: false, source: 'class:main', container: this.stage });
    this.main = this.declare({ type: 'Class', title: 'main', parameters: new Map([['name', 'main']]), tags: ['class'], kind: 'unknown', virtual: false, exported: false, source: 'class:main', container: this.stage });
  }

  /**
   * Appends a resource the evaluator built (the caller checked it is not a duplicate). Every
   * resource gets the same fields in the same order, absent ones undefined: resources of one shape
   * keep V8's property accesses on them monomorphic through the whole compilation.
   */
  // Every field of CatalogResource is copied here: one left out would be lost on every resource.
  declare(r: CatalogResource): CatalogResource {
    return this.declareWhole({
      type: r.type,
      title: r.title,
      titleValue: r.titleValue,
      titleParameters: r.titleParameters,
      parameters: r.parameters,
      tags: r.tags,
      file: r.file,
      line: r.line,
      kind: r.kind,
      namevar: r.namevar,
      virtual: r.virtual,
      exported: r.exported,
      container: r.container,
      scopeResource: r.scopeResource,
      source: r.source,
      defaulted: r.defaulted,
      location: r.location,
      evaluated: r.evaluated,
    });
  }

  /**
   * {@link declare} without the copy, for a resource built with every field in declare()'s order
   * (the type asks for every field; the order is the caller's to keep): resource expressions
   * declare thousands.
   */
  declareWhole(r: WholeResource): CatalogResource {
    this.resources.push(r);
    this.typeIndex(r.type, true).set(r.title, r);
    return r;
  }

  /** Also finds by an alias or namevar value registered with {@link alias}. */
  get(type: string, title: string): CatalogResource | undefined {
    return this.typeIndex(type, false)?.get(title);
  }

  /** Registers another name a resource is found by (its namevar value, `alias`). */
  alias(r: CatalogResource, name: string): CatalogResource | undefined {
    const titles = this.typeIndex(r.type, true);
    const existing = titles.get(name);
    if (existing && existing !== r) return existing;
    titles.set(name, r);
    return undefined;
  }

  /**
   * Registers a resource's composite uniqueness key (the JSON of its values in key-attribute
   * order); answers the other resource of the same type already holding that key.
   */
  aliasKey(r: CatalogResource, key: string): CatalogResource | undefined {
    const lower = r.type.toLowerCase();
    let keys = this.compositeKeys.get(lower);
    if (!keys) this.compositeKeys.set(lower, (keys = new Map()));
    const existing = keys.get(key);
    if (existing && existing !== r) return existing;
    keys.set(key, r);
    return undefined;
  }

  /** The resource of a type holding a composite uniqueness key (the JSON {@link aliasKey} takes). */
  getByKey(type: string, key: string): CatalogResource | undefined {
    return this.compositeKeys.get(type.toLowerCase())?.get(key);
  }

  /** The index of one type (any case), made when `make` says so. */
  private typeIndex(type: string, make: true): Map<string, CatalogResource>;
  private typeIndex(type: string, make: false): Map<string, CatalogResource> | undefined;
  private typeIndex(type: string, make: boolean): Map<string, CatalogResource> | undefined {
    const known = this.writtenTypes.get(type);
    if (known) return known;
    const lower = type.toLowerCase();
    let titles = this.index.get(lower);
    if (!titles && make) this.index.set(lower, (titles = new Map()));
    if (titles) this.writtenTypes.set(type, titles);
    return titles;
  }

  addClass(name: string): void {
    this.classes.push(name);
    addTags(this.tags, [name]);
  }

  /**
   * Puppet merges the own tags (its `tag` parameter's, type, title) of every Class and Node
   * resource it instantiates into the catalog's: called once they are all declared and
   * overridden, before containers pass their metaparameters down (a `tag` passed down is no
   * class's own).
   */
  mergeInstantiatedTags(): void {
    for (let i = 0; i < this.resources.length; i++) {
      const r = this.resources[i]!;
      if (r.type === 'Node') addTags(this.tags, ['node', ...(isValidTag(r.title) ? [r.title] : [])]);
      else if (r.type === 'Class' && r !== this.main && r.title !== 'Settings') addTags(this.tags, [...tagParameterTags(r.parameters.get('tag')), 'class']);
    }
  }

  /** `contain` edges in the order they were made, each with how many resources were declared then. */
  private readonly containOrder: { parent: CatalogResource; child: CatalogResource; declared: number }[] = [];

  contain(parent: CatalogResource, child: CatalogResource): void {
    const list = this.extraEdges.get(child) ?? [];
    if (list.includes(parent)) return;
    list.push(parent);
    this.extraEdges.set(child, list);
    this.containOrder.push({ parent, child, declared: this.resources.length });
  }

  /**
   * The containment graph: each resource's directly contained resources (container links and
   * `contain` edges), in the order the edges were made, as Puppet's catalog graph holds them (its
   * walk, which passes tags and metaparameters down, visits them in that order).
   */
  containment(): Map<CatalogResource, CatalogResource[]> {
    const children = new Map<CatalogResource, CatalogResource[]>();
    const link = (parent: CatalogResource, child: CatalogResource) => {
      const list = children.get(parent);
      if (list) list.push(child);
      else children.set(parent, [child]);
    };
    for (const r of this.resources) if (r.container) link(r.container, r);
    if (this.containOrder.length === 0) return children;
    // A `contain` edge goes among its parent's edges where it was made: a container link is made
    // as its resource is declared, so the edge follows those of the resources declared by then.
    const made = new Map<CatalogResource, number>();
    for (let i = 0; i < this.resources.length; i++) made.set(this.resources[i]!, i);
    const when = new Map<CatalogResource, number[]>();
    for (const e of this.containOrder) {
      const list = children.get(e.parent) ?? [];
      const times = when.get(e.parent) ?? list.map((c) => made.get(c)!);
      let at = list.length;
      while (at > 0 && times[at - 1]! >= e.declared) at--;
      list.splice(at, 0, e.child);
      times.splice(at, 0, e.declared - 0.5);
      children.set(e.parent, list);
      when.set(e.parent, times);
    }
    return children;
  }

  /**
   * Whether a resource ends up in the catalog: virtual ones are left out, exported ones among them
   * (an exported resource stays virtual, with no storeconfigs, unless a collector or realize took it).
   */
  private emitted(r: CatalogResource): boolean {
    return !r.virtual;
  }

  /**
   * The catalog as Puppet's catalog JSON text (keys in Puppet's order, values exact; `indent`
   * pretty-prints) followed by `end`, in parts that joined are the text. Its `catalog_uuid` is
   * derived from the text itself, so the same catalog has the same bytes: the text is written once
   * with a placeholder UUID, hashed, and the UUID put in its place (serialising the resources a
   * second time just to hash them cost a fifth of a warm compile). Hashed a slice at a time, and
   * given in parts (before the UUID, the UUID field, after it) that a writer writes one after
   * another: the megabytes of a large catalog are neither joined again nor encoded whole.
   */
  toJson(version: number | string, indent?: string, end = ''): string[] {
    const raw: string[] = [];
    const text = stringifyNative(this.nativeData(version, raw, indent), raw, indent);
    const field = `"catalog_uuid":${indent === undefined ? '' : ' '}"${UUID_PLACEHOLDER}"`;
    // The field comes before `resources`: the first occurrence is the field (a string value holding
    // that text would have its quotes escaped).
    const at = text.indexOf(field);
    if (at < 0) return [text, end];
    const hash = createHash('sha256');
    for (const slice of textSlices(text, HASH_SLICE)) hash.update(slice);
    const uuidField = field.replace(UUID_PLACEHOLDER, uuidFrom(hash.digest('hex')));
    return [text.slice(0, at), uuidField, text.slice(at + field.length), end];
  }

  /**
   * The catalog as Puppet's JSON data, with a placeholder UUID (see {@link toJson}), as plain
   * objects JSON.stringify writes (values that need it as placeholders into `raw`).
   */
  private nativeData(version: number | string, raw: string[], indent: string | undefined): Record<string, unknown> {
    // Depths in the document: resources and edges are at 2, a resource's parameters at 3.
    const text = (s: string) => richNativeForm(s, raw, indent, 0);
    const resources: unknown[] = [];
    const edges: unknown[] = [];
    // A container is the source of an edge to each resource it holds: its reference is made once.
    const refs = new Map<CatalogResource, unknown>();
    const ref = (r: CatalogResource) => {
      let t = refs.get(r);
      if (t === undefined) refs.set(r, (t = text(refText(r))));
      return t;
    };
    for (let i = 0; i < this.resources.length; i++) {
      const r = this.resources[i]!;
      if (!this.emitted(r)) continue;
      resources.push(writtenAt(r, () => resourceData(r, raw, indent)));
      if (r.container) edges.push({ source: ref(r.container), target: text(refText(r)) });
      const extra = this.extraEdges.get(r);
      if (extra) for (const p of extra) edges.push({ source: ref(p), target: text(refText(r)) });
    }
    return {
      tags: richNativeForm(this.tags, raw, indent, 1),
      name: text(this.name),
      version: richNativeForm(version, raw, indent, 1),
      code_id: null,
      catalog_uuid: UUID_PLACEHOLDER,
      catalog_format: 2,
      environment: text(this.environment),
      resources,
      edges,
      classes: richNativeForm(this.classes, raw, indent, 1),
    };
  }

  // MutableCatalog: the override engine's view, parameters read and written as JSON data.
  find(type: string, title: string): ResourceJson | undefined {
    const r = this.get(type, title);
    return r ? jsonView(r) : undefined;
  }

  add(resource: ResourceJson): void {
    this.adopt(resource);
  }

  similarTitles(type: string, title: string): Scored[] {
    const titles = this.resources.filter((r) => r.type.toLowerCase() === type.toLowerCase()).map((r) => r.title);
    return nearest(title, titles, titles.map((t) => t.toLowerCase()), 4);
  }

  typoCandidates(type: string, title: string): Scored[] {
    return this.similarTitles(type, title).filter((s) => s.distance <= 2 && s.candidate !== title && !differsInDigitsOnly(title, s.candidate));
  }

  titles(): Iterable<string> {
    return this.resources.map((r) => r.title);
  }

  /** A resource given as catalog JSON, added at top scope (as the override engine creates them). */
  private adopt(j: ResourceJson): CatalogResource {
    const parameters = new Map<string, Value>();
    for (const [k, v] of Object.entries(j.parameters ?? {})) parameters.set(k, fromData(v));
    const tags: string[] = [];
    addTags(tags, [j.type.toLowerCase()]);
    if (isValidTag(j.title.toLowerCase())) addTags(tags, [j.title]);
    addTags(tags, this.main.tags);
    return this.declare({ type: j.type, title: j.title, parameters, tags, kind: j.kind === 'defined_type' ? 'defined_type' : 'compilable_type', virtual: false, exported: false, source: 'class:main', container: this.main, scopeResource: this.main });
  }
}

/**
 * The parameters as Puppet's catalog writes them (Puppet::Resource#to_hash): what the title gives
 * first, the parameters over it (an undef one leaves the title's value), undef ones left out, and
 * not the namevar where it repeats the title (`package { 'x': name => 'x' }`; an Integer title's
 * `name` "80" is not the title 80).
 */
// Names and values alternate in one array, made with plain loops: a catalog writes it for every
// resource, mostly before V8 optimises this code, when iterators and destructuring cost most.
function catalogParameters(r: CatalogResource): (string | Value)[] {
  const title = r.titleValue ?? r.title;
  const fromTitle = r.titleParameters ?? [];
  const namevar = r.namevar;
  // A `name` given to a type whose one namevar is another (file's path, exec's command) is that
  // namevar in the catalog, over its value (Puppet::Resource#parameter_name as the resource is
  // copied into the catalog; while compiling it stays `name`).
  const rename = namevar !== undefined && namevar !== 'name' ? r.parameters.get('name') : undefined;
  const renamed = rename !== undefined && rename !== null;
  let namevarWritten = false;
  const out: (string | Value)[] = [];
  for (let i = 0; i < fromTitle.length; i++) {
    const k = fromTitle[i]![0];
    const v = renamed && k === namevar ? rename : r.parameters.get(k);
    const value = v === undefined || v === null ? fromTitle[i]![1] : v;
    if (k === namevar) namevarWritten = true;
    if (!(k === namevar && value === title)) out.push(k, value);
  }
  r.parameters.forEach((given, name) => {
    let k = name;
    let v = given;
    if (renamed && (k === 'name' || k === namevar)) {
      if (namevarWritten) return;
      namevarWritten = true;
      k = namevar as string;
      v = rename;
    }
    if (v === null || (k === namevar && v === title)) return;
    for (let i = 0; i < fromTitle.length; i++) if (fromTitle[i]![0] === k) return;
    if (!Array.isArray(v)) out.push(k, v);
    // A relationship's targets are flattened and undef ones left out (Puppet::Parser::Resource#to_hash).
    else if (RELATIONSHIP_METAPARAMETERS.has(k)) out.push(k, v.flat(Infinity).filter((x) => x !== null));
    // Puppet::Resource's copy into the catalog flattens an array that holds a reference anywhere in its nesting.
    else out.push(k, holdsReference(v) ? v.flat(Infinity) : v);
  });
  return out;
}

/** Whether an array, or an array within it, holds a resource or class reference. */
function holdsReference(a: readonly Value[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (typeof x !== 'object' || x === null) continue;
    if (Array.isArray(x) ? holdsReference(x) : (x instanceof ResourceType && x.title !== undefined) || (x instanceof ClassType && x.className !== undefined)) return true;
  }
  return false;
}

/** One resource of the catalog's JSON (see {@link CompilingCatalog.nativeData}). */
/** What Puppet's serializer refuses in a resource (UnserializableValue) fails the compilation at the resource. */
function writtenAt<T>(r: CatalogResource, write: () => T): T {
  try {
    return write();
  } catch (e) {
    if (e instanceof UnserializableValue) throw new EvaluationError('OVC3111', { message: e.message }, r.location);
    throw e;
  }
}

function resourceData(r: CatalogResource, raw: string[], indent: string | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: richNativeForm(r.type, raw, indent, 3),
    title: richNativeForm(r.title, raw, indent, 3),
    tags: richNativeForm(r.tags, raw, indent, 3),
  };
  if (r.file !== undefined) out.file = richNativeForm(r.file, raw, indent, 3);
  if (r.line !== undefined) out.line = r.line;
  out.exported = r.exported;
  out.kind = r.kind;
  let sensitive: string[] | undefined;
  const parameters = catalogParameters(r);
  let params: Record<string, unknown> | undefined;
  // Parameter names are attribute names, which a JS object keeps in order; a hash given with
  // `* =>` may hold any key, and then the parameters are written from their rich data.
  let plainKeys = true;
  for (let i = 0; i < parameters.length; i += 2) {
    const k = parameters[i] as string;
    const v = parameters[i + 1] as Value;
    if (!plainObjectKey(k)) plainKeys = false;
    // Most values are strings: `instanceof` costs a lookup of Symbol.hasInstance until V8 optimises it.
    const secret = typeof v === 'object' && v instanceof PSensitive;
    if (secret) (sensitive ??= []).push(k);
    (params ??= {})[k] = richNativeForm(secret ? v.value : v, raw, indent, 4);
  }
  if (params && !plainKeys) {
    const rich: CatalogObject = new Map();
    for (let i = 0; i < parameters.length; i += 2) {
      const v = parameters[i + 1] as Value;
      rich.set(parameters[i] as string, toRichData(v instanceof PSensitive ? v.value : v));
    }
    out.parameters = nativeForm(rich, raw, indent, 3);
  } else if (params) out.parameters = params;
  if (sensitive) out.sensitive_parameters = richNativeForm(sensitive, raw, indent, 3);
  return out;
}

/**
 * A live JSON view of a resource: reading gives plain data, writing stores the value back. A
 * Sensitive parameter is listed in `sensitive_parameters` (so reports mask it) and stays Sensitive
 * when a new value is written over it.
 */
function jsonView(r: CatalogResource): ResourceJson {
  const parameters = new Proxy({} as Record<string, unknown>, {
    get: (_t, k) => (typeof k === 'string' && r.parameters.has(k) ? plain(toPlainData(unwrap(r.parameters.get(k)!))) : undefined),
    set: (_t, k, v) => {
      if (typeof k === 'string') r.parameters.set(k, r.parameters.get(k) instanceof PSensitive ? new PSensitive(fromData(v)) : fromData(v));
      return true;
    },
    deleteProperty: (_t, k) => (typeof k === 'string' ? r.parameters.delete(k) || true : true),
    has: (_t, k) => typeof k === 'string' && r.parameters.has(k),
    ownKeys: () => [...r.parameters.keys()],
    getOwnPropertyDescriptor: (_t, k) =>
      typeof k === 'string' && r.parameters.has(k) ? { enumerable: true, configurable: true, writable: true, value: plain(toPlainData(unwrap(r.parameters.get(k)!))) } : undefined,
  });
  const sensitive = [...r.parameters].filter(([, v]) => v instanceof PSensitive).map(([k]) => k);
  return {
    type: r.type,
    title: r.title,
    tags: r.tags,
    exported: r.exported,
    kind: r.kind,
    parameters,
    ...(sensitive.length > 0 ? { sensitive_parameters: sensitive } : {}),
    ...(r.file !== undefined ? { file: r.file } : {}),
    ...(r.line !== undefined ? { line: r.line } : {}),
  };
}

/** A top-level Sensitive as the catalog writes it: its value, named in `sensitive_parameters`. */
function unwrap(v: Value): Value {
  return v instanceof PSensitive ? v.value : v;
}

/** A UUID (version 4 layout) made of the content's SHA-256 (hex), so the same catalog has the same bytes. */
function uuidFrom(h: string): string {
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

