// The part of Puppet's catalog JSON the override engine touches: resources, references, a lookup
// index (type case-insensitive + exact title, or namevar / alias) and the shape of new resources.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { SourceFile } from '../diagnostics/source.js';
import type { TypeLookup } from './apply.js';
import { nearest, type Scored } from '../diagnostics/suggest.js';

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

/**
 * Reads a catalog in Puppet's JSON format, checking only what the override engine relies on: a
 * `resources` list whose entries have a string `type` and `title`. Everything else is kept as is.
 */
export function parseCatalogJson(source: SourceFile, bag: DiagnosticBag): CatalogJson | undefined {
  const fail = (reason: string) => {
    bag.report('OVC4015', { path: source.path, reason }, { location: { source, start: 0, end: 0 } });
    return undefined;
  };
  let value: unknown;
  try {
    value = JSON.parse(source.text);
  } catch (e) {
    return fail(`invalid JSON (${(e as Error).message})`);
  }
  if (value === null || typeof value !== 'object' || !Array.isArray((value as CatalogJson).resources)) return fail('no `resources` list');
  const bad = (value as CatalogJson).resources.findIndex((r) => r === null || typeof r !== 'object' || typeof r.type !== 'string' || typeof r.title !== 'string');
  if (bad >= 0) return fail(`resource #${bad + 1} has no string \`type\` and \`title\``);
  return value as CatalogJson;
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
  /** Per lower-cased type: titles in catalog order and their lower-cased forms (for did-you-mean). */
  private readonly titles = new Map<string, { titles: string[]; lowered: string[] }>();

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
    if (!list) this.titles.set(type, (list = { titles: [], lowered: [] }));
    list.titles.push(resource.title);
    list.lowered.push(resource.title.toLowerCase());
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

  /**
   * Per lower-cased type, built on first use: every lower-cased title and each of its one-character
   * deletions → the titles. Two strings one edit apart (or two, for some pairs such as an adjacent
   * swap) share a key, so a likely typo is found without comparing against every title.
   */
  private readonly deletions = new Map<string, Map<string, string[]>>();

  /** Existing titles of `type` that `title` is probably a misspelling of (one or two edits). */
  typoCandidates(type: string, title: string): Scored[] {
    const lowerType = type.toLowerCase();
    const list = this.titles.get(lowerType);
    if (!list) return [];
    let table = this.deletions.get(lowerType);
    if (!table) {
      table = new Map();
      list.lowered.forEach((lowered, i) => {
        for (const key of withDeletions(lowered)) {
          const hits = table!.get(key);
          if (hits) hits.push(list.titles[i]!);
          else table!.set(key, [list.titles[i]!]);
        }
      });
      this.deletions.set(lowerType, table);
    }
    const found = new Set<string>();
    for (const key of withDeletions(title.toLowerCase())) for (const t of table.get(key) ?? []) found.add(t);
    found.delete(title);
    const candidates = [...found];
    return nearest(title, candidates, candidates.map((c) => c.toLowerCase()), 2);
  }

  /** Titles of resources of `type` close to `title` (did-you-mean), with their distances. */
  similarTitles(type: string, title: string, maxEdits = 4): Scored[] {
    const list = this.titles.get(type.toLowerCase());
    return list ? nearest(title, list.titles, list.lowered, maxEdits) : [];
  }
}

/** The string and each string made by deleting one of its characters. */
function withDeletions(s: string): string[] {
  const out = [s];
  for (let i = 0; i < s.length; i++) out.push(s.slice(0, i) + s.slice(i + 1));
  return out;
}

const TAG = /^[\p{L}\p{N}_][\p{L}\p{N}_:.-]*$/u;
/** Whether a catalog has Class[main], remembered so creating many resources stays linear. */
const hasMain = new WeakMap<CatalogJson, boolean>();

/**
 * Appends a new resource with the shape Puppet gives a top-scope resource: tags (type name and its
 * segments, the title when it is a valid tag, `class`) and a containment edge from Class[main].
 */
export function addResource(catalog: CatalogJson, resource: ResourceJson): void {
  const type = resource.type.toLowerCase();
  const tags = [type, ...(type.includes('::') ? type.split('::') : [])];
  const titleTag = resource.title.toLowerCase();
  if (TAG.test(titleTag) && !tags.includes(titleTag)) tags.push(titleTag);
  let main = hasMain.get(catalog);
  if (main === undefined) {
    main = catalog.resources.some((r) => r.type === 'Class' && r.title === 'main');
    hasMain.set(catalog, main);
  }
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
