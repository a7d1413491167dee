// The catalog while it is compiled: resources in evaluation order, found as Puppet's catalog finds
// them, the classes list and containment; written out as Puppet's catalog JSON (catalog_format 2,
// rich data). It is a MutableCatalog, so overrides can change resources (define instances
// included) before the compilation finishes.
import { createHash } from 'node:crypto';
import type { ResourceJson } from '../../catalog/catalog-json.js';
import type { MutableCatalog } from '../../catalog/mutable-catalog.js';
import { nearest, type Scored } from '../../diagnostics/suggest.js';
import { fromData, jsonText, PSensitive, toPlainData, toRichData, type CatalogData, type CatalogObject, type Value } from '../values/index.js';
import { addTags, isValidTag, refText, tagParameterTags, type CatalogResource } from './resource.js';

const key = (type: string, title: string) => `${type.toLowerCase()}\u0000${title}`;
const UUID_PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

/** A catalog parameter's JSON form (as a plain JS value) for callers that read ResourceJson. */
function plain(d: CatalogData): unknown {
  if (d instanceof Map) return Object.fromEntries(Array.from(d, ([k, v]) => [k, plain(v)]));
  if (Array.isArray(d)) return d.map(plain);
  if (d !== null && typeof d === 'object') return d.value;
  return d;
}

export class CompilingCatalog implements MutableCatalog {
  readonly resources: CatalogResource[] = [];
  private readonly index = new Map<string, CatalogResource>();
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
    const shaped: CatalogResource = {
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
      source: r.source,
      defaulted: r.defaulted,
      location: r.location,
      evaluated: r.evaluated,
    };
    this.resources.push(shaped);
    this.index.set(key(shaped.type, shaped.title), shaped);
    return shaped;
  }

  /** Also finds by an alias or namevar value registered with {@link alias}. */
  get(type: string, title: string): CatalogResource | undefined {
    return this.index.get(key(type, title));
  }

  /** Registers another name a resource is found by (its namevar value, `alias`). */
  alias(r: CatalogResource, name: string): CatalogResource | undefined {
    const k = key(r.type, name);
    const existing = this.index.get(k);
    if (existing && existing !== r) return existing;
    this.index.set(k, r);
    return undefined;
  }

  addClass(name: string): void {
    this.classes.push(name);
    addTags(this.tags, [name]);
  }

  contain(parent: CatalogResource, child: CatalogResource): void {
    const list = this.extraEdges.get(child) ?? [];
    if (!list.includes(parent)) list.push(parent);
    this.extraEdges.set(child, list);
  }

  /**
   * The containment graph: each resource's directly contained resources (container links, then
   * `contain` edges), in the order the edges were made, as Puppet's catalog graph holds them.
   */
  containment(): Map<CatalogResource, CatalogResource[]> {
    const children = new Map<CatalogResource, CatalogResource[]>();
    const link = (parent: CatalogResource, child: CatalogResource) => {
      const list = children.get(parent);
      if (list) list.push(child);
      else children.set(parent, [child]);
    };
    for (const r of this.resources) if (r.container) link(r.container, r);
    for (const [child, parents] of this.extraEdges) for (const p of parents) link(p, child);
    return children;
  }

  /** Whether a resource ends up in the catalog: virtual and exported ones are left out (no storeconfigs). */
  private emitted(r: CatalogResource): boolean {
    return !r.virtual && !r.exported;
  }

  /**
   * The catalog as Puppet's catalog JSON text (keys in Puppet's order, values exact; `indent`
   * pretty-prints). Its `catalog_uuid` is derived from the text itself, so the same catalog has the
   * same bytes: the text is written once with a placeholder UUID, hashed, and the UUID put in its
   * place (serialising the resources a second time just to hash them cost a fifth of a warm compile).
   */
  toJson(version: number | string, indent?: string): string {
    const text = jsonText(this.toData(version), indent);
    const field = `"catalog_uuid":${indent === undefined ? '' : ' '}"${UUID_PLACEHOLDER}"`;
    // The field comes before `resources`: the first occurrence is the field (a string value holding
    // that text would have its quotes escaped).
    return text.replace(field, () => field.replace(UUID_PLACEHOLDER, uuidFrom(text)));
  }

  /** The catalog as Puppet's JSON data, with a placeholder UUID (see {@link toJson}). */
  private toData(version: number | string): CatalogObject {
    const out: CatalogObject = new Map();
    const resources: CatalogData[] = [];
    const edges: CatalogData[] = [];
    for (const r of this.resources) {
      if (!this.emitted(r)) continue;
      resources.push(resourceData(r));
      if (r.container) edges.push(edge(r.container, r));
      for (const p of this.extraEdges.get(r) ?? []) edges.push(edge(p, r));
    }
    // Puppet merges the own tags (its `tag` parameter's, type, title) of every Class and Node resource it instantiates.
    const tags = [...this.tags];
    for (const r of this.resources) {
      if (r.type === 'Node') addTags(tags, ['node', ...(isValidTag(r.title) ? [r.title] : [])]);
      else if (r.type === 'Class' && r !== this.main && r.title !== 'Settings') addTags(tags, [...tagParameterTags(r.parameters.get('tag')), 'class']);
    }
    out.set('tags', tags);
    out.set('name', this.name);
    out.set('version', version);
    out.set('code_id', null);
    out.set('catalog_uuid', UUID_PLACEHOLDER);
    out.set('catalog_format', 2);
    out.set('environment', this.environment);
    out.set('resources', resources);
    out.set('edges', edges);
    out.set('classes', [...this.classes]);
    return out;
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
    return this.similarTitles(type, title).filter((s) => s.distance <= 2 && s.candidate !== title);
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
    return this.declare({ type: j.type, title: j.title, parameters, tags, kind: j.kind === 'defined_type' ? 'defined_type' : 'compilable_type', virtual: false, exported: false, source: 'class:main', container: this.main });
  }
}

function edge(source: CatalogResource, target: CatalogResource): CatalogData {
  return new Map<string, CatalogData>([
    ['source', refText(source)],
    ['target', refText(target)],
  ]);
}

function resourceData(r: CatalogResource): CatalogData {
  const out: CatalogObject = new Map();
  out.set('type', r.type);
  out.set('title', r.title);
  out.set('tags', [...r.tags]);
  if (r.file !== undefined) out.set('file', r.file);
  if (r.line !== undefined) out.set('line', r.line);
  out.set('exported', r.exported);
  out.set('kind', r.kind);
  // Puppet::Resource#to_hash: what the title gives, then the parameters over it (an undef one
  // leaves the title's value).
  let merged: Map<string, Value> = r.parameters;
  if (r.titleParameters !== undefined && r.titleParameters.length > 0) {
    merged = new Map(r.titleParameters);
    for (const [k, v] of r.parameters) if (v !== null || !merged.has(k)) merged.set(k, v);
  }
  const title = r.titleValue ?? r.title;
  const params: CatalogObject = new Map();
  const sensitive: string[] = [];
  for (const [k, v] of merged) {
    // Puppet does not repeat the title as the namevar (`package { 'x': name => 'x' }`), but an
    // Integer title's `name` ("80") is not the title (80).
    if (v === null || (k === r.namevar && v === title)) continue;
    if (v instanceof PSensitive) {
      sensitive.push(k);
      params.set(k, toRichData(v.value));
    } else params.set(k, toRichData(v));
  }
  if (params.size > 0) out.set('parameters', params);
  if (sensitive.length > 0) out.set('sensitive_parameters', sensitive);
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

/** A UUID (version 4 layout) derived from the content, so the same catalog has the same bytes. */
function uuidFrom(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

