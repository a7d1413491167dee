// Finds a catalog's resources as Puppet's catalog does (type case-insensitively, title exactly,
// then namevar and alias), and suggests near titles for did-you-mean and typo warnings.
import { MAX_SUGGEST_LENGTH, editLimit, nearest, type Scored } from '../diagnostics/suggest.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import type { CatalogJson, ResourceJson } from './catalog-json.js';
import { groupBySeriesForm, seriesForm } from './series-forms.js';
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
  /** Per lower-cased type, built on first use: the typo index over its titles (those it had then). */
  private readonly typos = new Map<string, TypoIndex>();

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
   * when it was first asked, except the title itself and its neighbours in a numbered series (what
   * differs is digits on both sides: differsInDigitsOnly); each once, in no particular order, with
   * its distance (nearest's: the optimal string alignment distance of the lower-cased titles,
   * within the title's edit limit).
   *
   * The deletion table holds each title's series form (digits read as `0`), once per form, so a
   * type of 20,000 numbered titles has a table of a few forms, not of 20,000 titles: two titles of
   * one form, or whose forms are one digit apart in length, can only be neighbours in a series, and
   * are never looked at; the titles of any other form found are checked one by one.
   */
  typoCandidates(type: string, title: string): Scored[] {
    const lowerType = type.toLowerCase();
    const list = this.byType.get(lowerType);
    if (!list || title.length > MAX_SUGGEST_LENGTH) return [];
    let typos = this.typos.get(lowerType);
    if (!typos) this.typos.set(lowerType, (typos = typoIndex(list)));
    const query = title.toLowerCase();
    const form = seriesForm(title);
    const limit = editLimit(title, 2);
    const out: Scored[] = [];
    const found = typos.table.sharingDeletion(form);
    for (let f = 0; f < found.length; f++) {
      const other = typos.forms[found[f]!]!;
      if (other === form || (other.length !== form.length && insertsDigit(other, form))) continue;
      const members = typos.members[found[f]!]!;
      for (let m = 0; m < members.length; m++) {
        const j = members[m]!;
        // Lower-cased here, not for every title: most forms found are a series' own, never looked into.
        const lower = list.titles[j]!.toLowerCase();
        if (!shareDeletion(lower, query)) continue;
        const distance = sharedDeletionDistance(lower, query);
        if (distance <= limit) out.push({ candidate: list.titles[j]!, distance });
      }
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

/** A type's titles by series form, for typoCandidates. */
interface TypoIndex {
  /** The deletion table over `forms`. */
  table: TypoTable;
  /** Each series form once, in the order of its first title. */
  forms: string[];
  /** Per form, the indexes in the type's titles of the titles of that form (each title once: its first). */
  members: number[][];
}

/** The typo index over a type's titles now; titles longer than MAX_SUGGEST_LENGTH are left out (comparing them costs the square of their length). */
function typoIndex(list: TypeEntries): TypoIndex {
  // A title bounds its form's length when ASCII; the table leaves out any longer form of another.
  const { forms, members } = groupBySeriesForm(list.titles, (j, title) => title.length <= MAX_SUGGEST_LENGTH && !(list.repeated.size > 0 && list.repeated.has(j)));
  return { table: new TypoTable(forms, MAX_SUGGEST_LENGTH), forms, members };
}

/**
 * Whether the longer of two series forms, one character longer than the other and sharing a
 * deletion with it, is the shorter with a digit inserted: the first place they differ holds the
 * inserted character (or one equal to it, in the same run).
 */
function insertsDigit(a: string, b: string): boolean {
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  let p = 0;
  while (p < shorter.length && longer.charCodeAt(p) === shorter.charCodeAt(p)) p++;
  return longer.charCodeAt(p) === 48;
}

/**
 * Whether deleting at most one character from each of `a` and `b` makes them equal (the pairs the
 * typo table finds), in one pass: past their common start p and common end, one must be the other
 * shifted by one place (deleting at p from one and at the last difference from the other).
 */
export function shareDeletion(a: string, b: string): boolean {
  if (a.length < b.length) [a, b] = [b, a];
  const n = a.length;
  if (n - b.length > 1) return false;
  let p = 0;
  while (p < b.length && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  if (n > b.length) {
    for (let k = p; k < b.length; k++) if (a.charCodeAt(k + 1) !== b.charCodeAt(k)) return false;
    return true;
  }
  if (p === n) return true;
  let last = n - 1;
  while (last > p && a.charCodeAt(last) === b.charCodeAt(last)) last--;
  let left = true;
  let right = true;
  for (let k = p; k < last && (left || right); k++) {
    if (a.charCodeAt(k + 1) !== b.charCodeAt(k)) left = false;
    if (b.charCodeAt(k + 1) !== a.charCodeAt(k)) right = false;
  }
  return left || right;
}

/** Whether what two titles do not share (past their common start and end, ignoring case) is digits on both sides: neighbours in a numbered series. */
export function differsInDigitsOnly(title: string, other: string): boolean {
  const a = title.toLowerCase();
  const b = other.toLowerCase();
  let start = 0;
  while (start < a.length && start < b.length && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.charCodeAt(a.length - 1 - end) === b.charCodeAt(b.length - 1 - end)) end++;
  const digits = (s: string) => /^[0-9]*$/.test(s.slice(start, s.length - end));
  return digits(a) && digits(b);
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
