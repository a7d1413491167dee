// Finds a catalog's resources as Puppet's catalog does (type case-insensitively, title exactly,
// then namevar and alias), and suggests near titles for did-you-mean.
import { MAX_SUGGEST_LENGTH, editLimit, nearest, type Scored } from '../diagnostics/suggest.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import type { CatalogJson, ResourceJson } from './catalog-json.js';
import { TypoTable, sharedDeletionDistance } from './typo-table.js';

/**
 * Finds resources the way Puppet's catalog does: the type name case-insensitively and the title
 * exactly, then the namevar values and aliases. It keeps positions in the catalog's `resources`,
 * so a resource replaced there (a copy to change) is the one found; resources added later are
 * found once `add` is told their position.
 */
export class ResourceIndex {
  private readonly resources: ResourceJson[];
  /**
   * Per lower-cased type: positions by title and by namevar or alias (maps per type, so no
   * `type + title` key is made per resource), titles in catalog order and their lower-cased forms
   * (for did-you-mean, made on its first question: see lowered).
   */
  private readonly byType = new Map<string, TypeEntries>();
  /** Per type name as a catalog spells it: its entries and namevars (asked once, not per resource). */
  private readonly kinds = new Map<string, { entries: TypeEntries; namevars: readonly string[] }>();
  /** The type spelling `position` was last asked for, and its entries. */
  private asked: { spelled: string; entries: TypeEntries } | undefined;
  /** Per lower-cased type, built on first use: the typo table over its lower-cased titles (those it had then). */
  private readonly typos = new Map<string, TypoTable>();

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
    const { entries, namevars } = this.kindOf(resource.type);
    if (entries.byTitle.has(resource.title)) entries.repeated.add(entries.titles.length);
    else entries.byTitle.set(resource.title, position);
    entries.titles.push(resource.title);
    const params = resource.parameters;
    if (!params) return;
    // Indexed: it runs per resource, mostly before V8 optimises it (a for-of makes an iteration result per name).
    for (let n = 0; n < namevars.length; n++) addName(entries, params[namevars[n]!], position);
    const alias = params.alias;
    if (Array.isArray(alias)) for (const a of alias) addName(entries, a, position);
    else addName(entries, alias, position);
  }

  /** The facts of a type as a catalog spells it. */
  private kindOf(spelled: string) {
    let kind = this.kinds.get(spelled);
    if (!kind) {
      const type = spelled.toLowerCase();
      let entries = this.byType.get(type);
      if (!entries) this.byType.set(type, (entries = { byTitle: new Map(), byName: new Map(), titles: [], lowered: [], repeated: new Set() }));
      kind = { entries, namevars: this.types.getType(type)?.namevars ?? [] };
      this.kinds.set(spelled, kind);
    }
    return kind;
  }

  /** The position in the catalog's resources of a resource by type and title (or namevar, alias). */
  position(type: string, title: string): number | undefined {
    // An override file asks for one type thousands of times in a row: its last spelling is kept.
    let entries = this.asked?.spelled === type ? this.asked.entries : undefined;
    if (!entries) {
      entries = this.byType.get(type.toLowerCase());
      // Only a type that has resources is kept: one added later would find no list made before it.
      if (entries) this.asked = { spelled: type, entries };
    }
    return entries && (entries.byTitle.get(title) ?? entries.byName.get(title));
  }

  find(type: string, title: string): ResourceJson | undefined {
    const at = this.position(type, title);
    return at === undefined ? undefined : this.resources[at];
  }

  /**
   * Existing titles of `type` that `title` is probably a misspelling of (one or two edits): those
   * sharing a one-character deletion with it, case-insensitively, among the titles the type had
   * when it was first asked; each once, in no particular order, with its distance (nearest's: the
   * optimal string alignment distance of the lower-cased titles, within the title's edit limit).
   */
  typoCandidates(type: string, title: string): Scored[] {
    const lowerType = type.toLowerCase();
    const list = this.byType.get(lowerType);
    if (!list || title.length > MAX_SUGGEST_LENGTH) return [];
    let table = this.typos.get(lowerType);
    // Titles longer than MAX_SUGGEST_LENGTH are left out: comparing them costs the square of their length.
    if (!table) this.typos.set(lowerType, (table = new TypoTable(this.lowered(list), MAX_SUGGEST_LENGTH)));
    const query = title.toLowerCase();
    const limit = editLimit(title, 2);
    const out: Scored[] = [];
    const found = table.sharingDeletion(query);
    for (let f = 0; f < found.length; f++) {
      const j = found[f]!;
      const candidate = list.titles[j]!;
      // The title itself is no typo of itself; a title the list holds twice is found once, as its first.
      if (candidate === title || (list.repeated.size > 0 && list.repeated.has(j))) continue;
      const distance = sharedDeletionDistance(list.lowered[j]!, query);
      if (distance <= limit) out.push({ candidate, distance });
    }
    return out;
  }

  /** Titles of resources of `type` close to `title` (did-you-mean), with their distances. */
  similarTitles(type: string, title: string, maxEdits = 4): Scored[] {
    const list = this.byType.get(type.toLowerCase());
    return list ? nearest(title, list.titles, this.lowered(list), maxEdits) : [];
  }

  /**
   * The lower-cased titles of a list, made when did-you-mean first needs them (most runs never
   * ask: lower-casing every title of a large catalog up front cost time and memory for nothing)
   * and extended with titles added since.
   */
  private lowered(list: TypeEntries): string[] {
    for (let i = list.lowered.length; i < list.titles.length; i++) list.lowered.push(list.titles[i]!.toLowerCase());
    return list.lowered;
  }
}

/** One type's resources in an index. */
interface TypeEntries {
  byTitle: Map<string, number>;
  byName: Map<string, number>;
  titles: string[];
  lowered: string[];
  /** Indexes in `titles` of titles an earlier resource of the type has (a did-you-mean names each title once). */
  repeated: Set<number>;
}

/** A namevar's or alias's value, when it is a string no earlier resource of the type took. */
function addName(entries: TypeEntries, name: unknown, position: number): void {
  if (typeof name === 'string' && !entries.byName.has(name)) entries.byName.set(name, position);
}
