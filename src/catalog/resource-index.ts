// Finds a catalog's resources as Puppet's catalog does (type case-insensitively, title exactly,
// then namevar and alias), and suggests near titles for did-you-mean.
import { MAX_SUGGEST_LENGTH, nearest, type Scored } from '../diagnostics/suggest.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import type { CatalogJson, ResourceJson } from './catalog-json.js';
import { TypoTable } from './typo-table.js';

/**
 * Finds resources the way Puppet's catalog does: the type name case-insensitively and the title
 * exactly, then the namevar values and aliases. It keeps positions in the catalog's `resources`,
 * so a resource replaced there (a copy to change) is the one found; resources added later are
 * found once `add` is told their position.
 */
export class ResourceIndex {
  private readonly resources: ResourceJson[];
  private readonly byTitle = new Map<string, number>();
  private readonly byName = new Map<string, number>();
  /** Per lower-cased type: titles in catalog order and their lower-cased forms (for did-you-mean, made on its first question: see lowered). */
  private readonly titles = new Map<string, { titles: string[]; lowered: string[] }>();
  /** Per type name as a catalog spells it: its lower-cased name, title lists and namevars (asked once, not per resource). */
  private readonly kinds = new Map<string, { type: string; list: { titles: string[]; lowered: string[] }; namevars: readonly string[] }>();
  /** Per lower-cased type, built on first use: the typo table over its titles and which title each entry is. */
  private readonly typos = new Map<string, { table: TypoTable; kept: number[] }>();

  constructor(
    catalog: CatalogJson,
    private readonly types: TypeLookup,
  ) {
    this.resources = catalog.resources;
    for (let i = 0; i < this.resources.length; i++) this.add(i);
  }

  /** Indexes the resource at `position` of the catalog's resources. */
  add(position: number): void {
    const resource = this.resources[position]!;
    const kind = this.kindOf(resource.type);
    const key = `${kind.type}\u0000${resource.title}`;
    if (!this.byTitle.has(key)) this.byTitle.set(key, position);
    kind.list.titles.push(resource.title);
    const params = resource.parameters;
    if (!params) return;
    for (const n of kind.namevars) this.addName(kind.type, params[n], position);
    const alias = params.alias;
    if (Array.isArray(alias)) for (const a of alias) this.addName(kind.type, a, position);
    else this.addName(kind.type, alias, position);
  }

  /** The facts of a type as a catalog spells it. */
  private kindOf(spelled: string) {
    let kind = this.kinds.get(spelled);
    if (!kind) {
      const type = spelled.toLowerCase();
      let list = this.titles.get(type);
      if (!list) this.titles.set(type, (list = { titles: [], lowered: [] }));
      kind = { type, list, namevars: this.types.getType(type)?.namevars ?? [] };
      this.kinds.set(spelled, kind);
    }
    return kind;
  }

  private addName(type: string, name: unknown, position: number): void {
    if (typeof name === 'string' && !this.byName.has(`${type}\u0000${name}`)) this.byName.set(`${type}\u0000${name}`, position);
  }

  /** The position in the catalog's resources of a resource by type and title (or namevar, alias). */
  position(type: string, title: string): number | undefined {
    const key = `${type.toLowerCase()}\u0000${title}`;
    return this.byTitle.get(key) ?? this.byName.get(key);
  }

  find(type: string, title: string): ResourceJson | undefined {
    const at = this.position(type, title);
    return at === undefined ? undefined : this.resources[at];
  }

  /**
   * Existing titles of `type` that `title` is probably a misspelling of (one or two edits): those
   * sharing a one-character deletion with it, case-insensitively, among the titles the type had
   * when it was first asked.
   */
  typoCandidates(type: string, title: string): Scored[] {
    const lowerType = type.toLowerCase();
    const list = this.titles.get(lowerType);
    if (!list || title.length > MAX_SUGGEST_LENGTH) return [];
    let typos = this.typos.get(lowerType);
    if (!typos) {
      // Titles longer than MAX_SUGGEST_LENGTH are left out: comparing them costs the square of their length.
      const lowered = this.lowered(list);
      const kept = lowered.flatMap((l, i) => (l.length > MAX_SUGGEST_LENGTH ? [] : [i]));
      this.typos.set(lowerType, (typos = { table: new TypoTable(kept.map((i) => lowered[i]!)), kept }));
    }
    const found = new Set<string>();
    for (const j of typos.table.sharingDeletion(title.toLowerCase())) found.add(list.titles[typos.kept[j]!]!);
    found.delete(title);
    const candidates = [...found];
    return nearest(title, candidates, candidates.map((c) => c.toLowerCase()), 2);
  }

  /** Titles of resources of `type` close to `title` (did-you-mean), with their distances. */
  similarTitles(type: string, title: string, maxEdits = 4): Scored[] {
    const list = this.titles.get(type.toLowerCase());
    return list ? nearest(title, list.titles, this.lowered(list), maxEdits) : [];
  }

  /**
   * The lower-cased titles of a list, made when did-you-mean first needs them (most runs never
   * ask: lower-casing every title of a large catalog up front cost time and memory for nothing)
   * and extended with titles added since.
   */
  private lowered(list: { titles: string[]; lowered: string[] }): string[] {
    for (let i = list.lowered.length; i < list.titles.length; i++) list.lowered.push(list.titles[i]!.toLowerCase());
    return list.lowered;
  }
}
