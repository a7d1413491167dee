// Override data applied inside a compilation (DESIGN §7 "Defined types"): a define instance gets its
// entry's parameters just before its body is expanded, so the expansion reflects them; every other
// resource gets them once the compilation is complete (the data has the last word, as with Fuel's
// agent-side type and the post-compile engine); entries that match nothing are created in the same
// compilation (one manifest) or left for the create_resources catalog (tasks), a created define
// instance being expanded. The rules are the engine's (apply.ts): filters, defaults, create rule.
import type { ResourceJson } from '../catalog/catalog-json.js';
import { formatRef } from '../catalog/reference.js';
import type { MutableCatalog } from '../catalog/mutable-catalog.js';
import type { DiagnosticBag, RelatedInformation } from '../diagnostics/diagnostic.js';
import type { Scored } from '../diagnostics/suggest.js';
import type { CompilingCatalog } from '../puppet/evaluator/catalog-builder.js';
import type { CompileHooks } from '../puppet/evaluator/compile-hooks.js';
import type { CatalogResource } from '../puppet/evaluator/resource.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import {
  buildReport,
  checkReferences,
  checkTitleLists,
  createDecision,
  entryWhere,
  newResource,
  notCreatedEntry,
  planEntries,
  updatedEntry,
  updateEntryResource,
  warnCreatedTypo,
  type PendingReference,
  type PlannedEntry,
} from './apply.js';
import type { OverrideData } from './data.js';
import type { EntryReport, OverrideReport, ResourceUpdate } from './report.js';
import type { OverrideSource } from './source.js';

/** Checked override data and what it is checked against, ready for any number of compilations. */
export interface PreparedOverrides {
  data: OverrideData;
  source: OverrideSource;
  types: TypeLookup;
}

/** The key an entry is known by across task compilations: its type (any case) and title. */
export function entryKey(entry: { type: string; title: string }): string {
  return `${entry.type.toLowerCase()}\u0000${entry.title}`;
}

export interface CompilationOverridesOptions {
  /** The catalog's output name (reports name it: `<node>.json`, a task's file, create_resources.json). */
  catalogName: string;
  /**
   * here: entries that match nothing are created in this compilation (one manifest, or the
   * create_resources catalog); defer: they are left for {@link createResourcesStep} (a task).
   */
  create: 'here' | 'defer';
  /** Entries (by {@link entryKey}) never created here: another catalog holds their resource. */
  matchedElsewhere?: ReadonlySet<string>;
  /** Catalogs whose titles feed the did-you-mean and typo warnings besides this one (the tasks'). */
  elsewhere?: readonly MutableCatalog[];
  /** Whether to check the title lists against the titles seen (false when a later step does). */
  checkTitles?: boolean;
  /** Set on every entry of the report (`Override_resources[x] at file:line`, for a manifest's own). */
  declaredBy?: string;
}

/**
 * The compilation as the engine sees it: resources found as Puppet's catalog finds them, except
 * virtual and exported ones (not in the catalog unless realized); named as the output is.
 */
class CompilationView implements MutableCatalog {
  constructor(
    readonly name: string,
    private readonly catalog: CompilingCatalog,
  ) {}

  resource(type: string, title: string): CatalogResource | undefined {
    const r = this.catalog.get(type, title);
    return r && !r.virtual && !r.exported ? r : undefined;
  }

  /** A virtual or exported resource (declared, not realized) of that type and title. */
  hidden(type: string, title: string): CatalogResource | undefined {
    const r = this.catalog.get(type, title);
    return r && (r.virtual || r.exported) ? r : undefined;
  }

  find(type: string, title: string): ResourceJson | undefined {
    return this.resource(type, title) ? this.catalog.find(type, title) : undefined;
  }

  add(resource: ResourceJson): void {
    this.catalog.add(resource);
  }

  similarTitles(type: string, title: string): Scored[] {
    return this.catalog.similarTitles(type, title);
  }

  typoCandidates(type: string, title: string): Scored[] {
    return this.catalog.typoCandidates(type, title);
  }

  titles(): Iterable<string> {
    return this.catalog.titles();
  }
}

/** What became of one entry in one compilation. */
interface EntryState {
  planned: PlannedEntry;
  updates: ResourceUpdate[];
  /** Resources (by reference) this entry was applied to, so no resource gets it twice. */
  appliedTo: Set<string>;
  created?: ResourceUpdate;
}

/** The compile hooks that apply one set of override data; {@link result} after the compilation. */
export class CompilationOverrides implements CompileHooks {
  private readonly states: EntryState[];
  /** Entries that can match, by lower-cased type. */
  private readonly byType = new Map<string, EntryState[]>();
  private readonly pending: PendingReference[] = [];
  private view: CompilationView | undefined;
  private readonly skipped = new Map<EntryState, EntryReport>();

  constructor(
    private readonly prepared: PreparedOverrides,
    private readonly options: CompilationOverridesOptions,
    private readonly bag: DiagnosticBag,
  ) {
    this.states = planEntries(prepared.data, prepared.source, prepared.types).map((planned) => ({ planned, updates: [], appliedTo: new Set() }));
    for (const s of this.states) {
      if (s.planned.filtered || !s.planned.type) continue;
      const key = s.planned.entry.type.toLowerCase();
      const list = this.byType.get(key) ?? [];
      list.push(s);
      this.byType.set(key, list);
    }
  }

  private viewOf(catalog: CompilingCatalog): CompilationView {
    return (this.view ??= new CompilationView(this.options.catalogName, catalog));
  }

  /** Applies the entry to the resource it names, once per resource; the update (undefined when applied before). */
  private apply(state: EntryState, view: CompilationView, r: CatalogResource): ResourceUpdate | undefined {
    const ref = formatRef(r.type, r.title);
    if (state.appliedTo.has(ref)) return undefined;
    state.appliedTo.add(ref);
    const json = view.find(r.type, r.title)!;
    const update = updateEntryResource(state.planned, json, view.name, this.pending);
    if (state.created && state.created.resource === ref) state.created.changes.push(...update.changes);
    else state.updates.push(update);
    return update;
  }

  beforeExpand(resource: CatalogResource, catalog: CompilingCatalog): RelatedInformation[] {
    const view = this.viewOf(catalog);
    const notes: RelatedInformation[] = [];
    for (const s of this.byType.get(resource.type.toLowerCase()) ?? []) {
      if (view.resource(s.planned.entry.type, s.planned.entry.title) !== resource) continue;
      for (const change of this.apply(s, view, resource)?.changes ?? []) {
        const location = s.planned.params.find((p) => p.name === change.parameter)?.location;
        notes.push({ message: `'${change.parameter}' of ${formatRef(resource.type, resource.title)} was set by the override data`, ...(location ? { location } : {}) });
      }
    }
    return notes;
  }

  settled(catalog: CompilingCatalog, settle: () => void): void {
    if (this.options.create !== 'here') return;
    const view = this.viewOf(catalog);
    for (const s of this.states) {
      const { planned } = s;
      if (planned.filtered || !planned.type || s.updates.length > 0) continue;
      if (this.options.matchedElsewhere?.has(entryKey(planned.entry))) continue;
      if (view.resource(planned.entry.type, planned.entry.title)) continue; // updated when complete
      if (view.hidden(planned.entry.type, planned.entry.title)) continue; // reported when complete
      if (!createDecision(this.prepared.data.options, planned.entry).create) continue; // reported when complete
      const resource = newResource(planned);
      const update = updateEntryResource(planned, resource, view.name, this.pending);
      view.add(resource);
      s.created = update;
      s.appliedTo.add(update.resource);
      warnCreatedTypo(planned, resource, this.similar(view, planned, 'typo'), this.prepared.source, this.bag);
      // Expanded at once: a later entry may name a resource this instance declares.
      if (resource.kind === 'defined_type') settle();
    }
  }

  finished(catalog: CompilingCatalog): void {
    const view = this.viewOf(catalog);
    for (const s of this.states) {
      const { planned } = s;
      if (planned.filtered || !planned.type) continue;
      const r = view.resource(planned.entry.type, planned.entry.title);
      const hidden = r ? undefined : view.hidden(planned.entry.type, planned.entry.title);
      if (r) this.apply(s, view, r);
      else if (hidden && !s.created) {
        // Declaring it again would be a duplicate declaration; realizing it is the manifest's choice.
        const ref = formatRef(hidden.type, hidden.title);
        this.bag.report('OVC4062', { ref, how: hidden.exported ? 'exported' : 'virtual' }, entryWhere(planned, this.prepared.source));
        this.skipped.set(s, { ...planned.base, status: 'skipped', reason: 'not-realized' });
      } else if (!s.created && this.options.create === 'here' && !this.options.matchedElsewhere?.has(entryKey(planned.entry))) {
        const { reason } = createDecision(this.prepared.data.options, planned.entry);
        this.skipped.set(s, notCreatedEntry(planned, reason, this.similar(view, planned, 'similar'), this.prepared.source, this.bag));
      }
    }
    checkReferences(this.pending, [view], this.bag);
    if (this.options.checkTitles) checkTitleLists(this.prepared.data, this.prepared.source, this.bag, () => [...view.titles(), ...(this.options.elsewhere ?? []).flatMap((c) => [...c.titles()])]);
  }

  private similar(view: CompilationView, planned: PlannedEntry, kind: 'similar' | 'typo'): Scored[] {
    const { type, title } = planned.entry;
    return [view, ...(this.options.elsewhere ?? [])].flatMap((c) => (kind === 'similar' ? c.similarTitles(type, title) : c.typoCandidates(type, title)));
  }

  /** Keys of the entries that matched a resource of this compilation. */
  matched(): Set<string> {
    return new Set(this.states.filter((s) => s.updates.length > 0).map((s) => entryKey(s.planned.entry)));
  }

  /**
   * The report in data order. An entry that matched nothing and was not decided here (a task
   * compilation) is `skipped` with reason `create-deferred`: create_resources decides it.
   */
  result(): OverrideReport {
    const entries: EntryReport[] = [];
    const by = this.options.declaredBy ? { declaredBy: this.options.declaredBy } : {};
    for (const s of this.states) {
      const { planned } = s;
      if (planned.filtered) entries.push({ ...planned.base, ...by, reason: planned.filtered });
      else if (!planned.type) continue; // an error was reported; nothing is emitted
      else if (s.created) entries.push({ ...planned.base, ...by, status: 'created', updates: [s.created, ...s.updates] });
      else if (s.updates.length > 0) entries.push({ ...updatedEntry(planned, s.updates), ...by });
      else entries.push({ ...(this.skipped.get(s) ?? { ...planned.base, reason: 'create-deferred' as const }), ...by });
    }
    return buildReport(entries);
  }
}
