// The part of Puppet's catalog JSON the override engine touches: resources, references, a lookup
// index (type case-insensitive + exact title, or namevar / alias) and the shape of new resources.
import type { TypeLookup } from './apply.js';

export interface ResourceJson {
  type: string;
  title: string;
  tags?: string[];
  file?: string;
  line?: number;
  exported?: boolean;
  kind?: string;
  parameters?: Record<string, unknown>;
  sensitive_parameters?: string[];
  [other: string]: unknown;
}

export interface CatalogJson {
  name?: string;
  version?: unknown;
  environment?: string;
  catalog_format?: number;
  resources: ResourceJson[];
  edges?: { source: string; target: string }[];
  classes?: string[];
  tags?: string[];
  [other: string]: unknown;
}

/** `base::vhost` → `Base::Vhost`, as Puppet writes type names in a catalog. */
export function capitalizeType(name: string): string {
  return name
    .split('::')
    .map((s) => (s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s))
    .join('::');
}

export function formatRef(type: string, title: string): string {
  return `${type}[${title}]`;
}

const REF = /^((?:::)?[A-Za-z][\w]*(?:::[A-Za-z]\w*)*)\[(.+)\]$/s;

/** Parses `Type[title]` (the form relationship metaparameters hold); undefined when it is not one. */
export function parseRef(ref: string): { type: string; title: string } | undefined {
  const m = REF.exec(ref);
  if (!m) return undefined;
  return { type: m[1]!.replace(/^::/, ''), title: m[2]! };
}

/** A deep copy, so a failed run never leaves a half-applied catalog behind. */
export function cloneCatalog(catalog: CatalogJson): CatalogJson {
  return structuredClone(catalog);
}

/**
 * Finds resources the way Puppet's catalog does: the type name case-insensitively and the title
 * exactly, then the namevar values and aliases. Resources added later are found too.
 */
export class ResourceIndex {
  private readonly byTitle = new Map<string, ResourceJson>();
  private readonly byName = new Map<string, ResourceJson>();
  private readonly titles = new Map<string, string[]>();

  constructor(
    catalog: CatalogJson,
    private readonly types: TypeLookup,
  ) {
    for (const r of catalog.resources) this.add(r);
  }

  add(resource: ResourceJson): void {
    const type = resource.type.toLowerCase();
    const key = `${type}\u0000${resource.title}`;
    if (!this.byTitle.has(key)) this.byTitle.set(key, resource);
    let list = this.titles.get(type);
    if (!list) this.titles.set(type, (list = []));
    list.push(resource.title);
    const params = resource.parameters ?? {};
    const names: unknown[] = [];
    for (const n of this.types.getType(type)?.namevars ?? []) names.push(params[n]);
    const alias = params.alias;
    names.push(...(Array.isArray(alias) ? alias : [alias]));
    for (const n of names) {
      if (typeof n === 'string' && !this.byName.has(`${type}\u0000${n}`)) this.byName.set(`${type}\u0000${n}`, resource);
    }
  }

  find(type: string, title: string): ResourceJson | undefined {
    const key = `${type.toLowerCase()}\u0000${title}`;
    return this.byTitle.get(key) ?? this.byName.get(key);
  }

  /** Titles of the resources of a type, in catalog order (for did-you-mean). */
  titlesOf(type: string): string[] {
    return this.titles.get(type.toLowerCase()) ?? [];
  }
}

const TAG = /^[\p{L}\p{N}_][\p{L}\p{N}_:.-]*$/u;

/**
 * Appends a new resource with the shape Puppet gives a top-scope resource: tags (type name and its
 * segments, the title when it is a valid tag, `class`) and a containment edge from Class[main].
 */
export function addResource(catalog: CatalogJson, resource: ResourceJson): void {
  const type = resource.type.toLowerCase();
  const tags = [type, ...(type.includes('::') ? type.split('::') : [])];
  const titleTag = resource.title.toLowerCase();
  if (TAG.test(titleTag) && !tags.includes(titleTag)) tags.push(titleTag);
  const main = catalog.resources.some((r) => r.type === 'Class' && r.title === 'main');
  if (main) tags.push('class');
  resource.tags = tags;
  catalog.resources.push(resource);
  if (main) (catalog.edges ??= []).push({ source: 'Class[main]', target: formatRef(resource.type, resource.title) });
}

/**
 * An empty catalog for the same node and environment as `like`, holding what Puppet always emits
 * (Stage[main], Class[Settings], Class[main] and their containment edges).
 */
export function emptyCatalogLike(like: CatalogJson | undefined): CatalogJson {
  return {
    tags: ['settings'],
    name: like?.name ?? 'localhost',
    version: like?.version ?? 0,
    code_id: null,
    catalog_format: 2,
    environment: like?.environment ?? 'production',
    resources: [
      { type: 'Stage', title: 'main', tags: ['stage'], exported: false, kind: 'compilable_type', parameters: { name: 'main' } },
      { type: 'Class', title: 'Settings', tags: ['class', 'settings'], exported: false, kind: 'unknown' },
      { type: 'Class', title: 'main', tags: ['class'], exported: false, kind: 'unknown', parameters: { name: 'main' } },
    ],
    edges: [
      { source: 'Stage[main]', target: 'Class[Settings]' },
      { source: 'Stage[main]', target: 'Class[main]' },
    ],
    classes: ['settings'],
  };
}
