// Finds a catalog's resources as Puppet's catalog does (type case-insensitively, title exactly,
// then namevar and alias), and suggests near titles for did-you-mean.
import { MAX_SUGGEST_LENGTH, nearest, type Scored } from '../diagnostics/suggest.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import type { CatalogJson, ResourceJson } from './catalog-json.js';

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
   * swap) share a key, so a likely typo is found without comparing against every title. Titles
   * longer than MAX_SUGGEST_LENGTH are left out: their deletions would take the square of their length.
   */
  private readonly deletions = new Map<string, Map<string, string[]>>();

  /** Existing titles of `type` that `title` is probably a misspelling of (one or two edits). */
  typoCandidates(type: string, title: string): Scored[] {
    const lowerType = type.toLowerCase();
    const list = this.titles.get(lowerType);
    if (!list || title.length > MAX_SUGGEST_LENGTH) return [];
    let table = this.deletions.get(lowerType);
    if (!table) {
      table = new Map();
      list.lowered.forEach((lowered, i) => {
        if (lowered.length > MAX_SUGGEST_LENGTH) return;
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
