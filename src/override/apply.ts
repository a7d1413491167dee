// Applies checked override data to one catalog or to a set of task catalogs (DESIGN §7 steps 2-6):
// type and parameter checks, filters, defaults, lookup, update with relationship append, creation.
import { emptyCatalogLike } from '../catalog/build.js';
import { SENSITIVE_TEXT, hideSensitive, type CatalogJson, type ResourceJson } from '../catalog/catalog-json.js';
import { JsonCatalog, type MutableCatalog } from '../catalog/mutable-catalog.js';
import { capitalizeType, formatRef, normalizeRef, parseRef } from '../catalog/reference.js';
import { sameData } from '../data/value.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Location } from '../diagnostics/source.js';
import { best, didYouMean, type Scored } from '../diagnostics/suggest.js';
import type { TypeFacts, TypeLookup } from '../puppet/modulepath/type-lookup.js';
import type { PathSegment } from '../yaml/load.js';
import { readOverrideData, type OverrideData, type OverrideEntry, type OverrideOptions } from './data.js';
import type { EntryReport, OverrideReport, ParameterChange, ResourceUpdate, SkipReason } from './report.js';
import { formatLocation, type OverrideKey, type OverrideSource } from './source.js';

export interface NamedCatalog {
  /** The catalog's file name (outputs are written under it). */
  name: string;
  catalog: CatalogJson;
}

export interface ApplyRequest {
  data: OverrideData;
  source: OverrideSource;
  types: TypeLookup;
  catalogs: NamedCatalog[];
  /** Task mode: several catalogs; missing resources go once into a separate create_resources catalog. */
  taskMode: boolean;
}

export interface ApplyResult {
  /** The overridden catalogs (copies), undefined when any error was reported: nothing half-applied. */
  catalogs?: NamedCatalog[];
  /** Task mode: the catalog of the resources no task contains (undefined when nothing was created). */
  createResources?: NamedCatalog;
  report: OverrideReport;
}

/** What the engine changes: catalogs seen through MutableCatalog, so compiled-in-progress ones qualify. */
export interface EngineRequest {
  data: OverrideData;
  source: OverrideSource;
  types: TypeLookup;
  targets: readonly MutableCatalog[];
  /**
   * Task mode: where resources no target contains are created (called once, on the first one);
   * otherwise they are created in the first target.
   */
  createTarget?: () => MutableCatalog;
  /** The data was checked already (checkOverrideData), once for several runs (a task graph's catalogs). */
  checked?: boolean;
}

export interface EngineResult {
  report: OverrideReport;
  /** The create_resources target, when `createTarget` was called. */
  created?: MutableCatalog;
}

export const CREATE_RESOURCES_NAME = 'create_resources.json';
export const RELATIONSHIP_METAPARAMETERS = new Set(['before', 'require', 'notify', 'subscribe']);

/** Kind of a resource Puppet's agent manages itself vs a defined type instance (see oracles README). */
function catalogKind(typeKind: string): string {
  return typeKind === 'define' ? 'defined_type' : 'compilable_type';
}

export interface PendingReference {
  catalog: string;
  ref: string;
  parameter: string;
  target: string;
  location?: Location;
}

/**
 * Applies checked override data to catalogs in place (DESIGN §7 steps 2-6). Callers that must not
 * emit half-applied catalogs give copies and drop them when `bag` holds errors afterwards.
 */
export function applyToCatalogs(request: EngineRequest, bag: DiagnosticBag): EngineResult {
  const { data, source, types, targets } = request;
  if (!request.checked) checkOverrideData(data, source, types, bag, () => targets.flatMap((t) => [...t.titles()]));

  let created: MutableCatalog | undefined;
  /** The targets, and create_resources once made (one list, not one per entry). */
  let withCreated: readonly MutableCatalog[] = targets;
  const createTarget = (): MutableCatalog => {
    if (!request.createTarget) return targets[0]!;
    if (!created) {
      created = request.createTarget();
      withCreated = [...targets, created];
    }
    return created;
  };
  const pending: PendingReference[] = [];
  const entries: EntryReport[] = [];

  // Planned one at a time: what planning makes for an entry dies with it (a young collection need
  // not copy thousands of plans); its report head is this loop's alone and is completed in place.
  // Indexed loops here and below: they run per entry, mostly before V8 optimises them, where a
  // for-of makes an iteration result per element.
  const plan = entryPlanner(data, source, types);
  for (let n = 0; n < data.entries.length; n++) {
    const entry = data.entries[n]!;
    const planned = plan(entry);
    const report = planned.base;
    if (planned.filtered) {
      report.reason = planned.filtered;
      entries.push(report);
      continue;
    }
    if (!planned.type) continue; // reported by checkOverrideData; nothing is emitted anyway
    const { type, title } = entry;

    // Every catalog holding the resource gets the update (task mode), including create_resources
    // when an earlier entry created it there.
    let updates: ResourceUpdate[] | undefined;
    for (let t = 0; t < withCreated.length; t++) {
      const target = withCreated[t]!;
      const resource = target.find(type, title);
      if (!resource) continue;
      const update = updateEntryResource(planned, resource, target.name, pending);
      if (updates) updates.push(update);
      else updates = [update];
      // A catalog JSON's define instance was expanded elsewhere: the override cannot reach its resources.
      if (resource.kind === 'defined_type') warnDefineNotExpanded(planned, resource, source, bag);
    }
    if (updates) {
      report.status = updatedStatus(updates);
      report.updates = updates;
      entries.push(report);
      continue;
    }

    const decision = createDecision(data.options, planned.entry);
    if (!decision.create) {
      entries.push(notCreatedEntry(planned, decision.reason, inEvery(targets, (t) => t.similarTitles(type, title)), source, bag));
      continue;
    }
    const target = createTarget();
    const resource = newResource(planned);
    const update = updateEntryResource(planned, resource, target.name, pending);
    target.add(resource);
    if (resource.kind === 'defined_type') warnDefineNotExpanded(planned, resource, source, bag);
    warnCreatedTypo(planned, resource, inEvery(targets, (t) => t.typoCandidates(type, title)), source, bag);
    report.status = 'created';
    report.updates = [update];
    entries.push(report);
  }

  checkReferences(pending, withCreated, bag);
  return { report: buildReport(entries), ...(created ? { created } : {}) };
}

/** What `ask` answers for every target, in target order (the targets' own list when there is one). */
function inEvery(targets: readonly MutableCatalog[], ask: (target: MutableCatalog) => Scored[]): Scored[] {
  return targets.length === 1 ? ask(targets[0]!) : targets.flatMap(ask);
}

/** One entry as the engine processes it: its report's head, the filter that skips it, or its type and parameters. */
export interface PlannedEntry {
  entry: OverrideEntry;
  /** The report's fields every outcome shares (type, title, data location); status still to decide. */
  base: EntryReport;
  /** Where the entry was written (its diagnostics point there), when the source knows. */
  where?: Location;
  /** Set when a filter skips the entry. */
  filtered?: SkipReason;
  /** Undefined when the module path has no such type (checkOverrideData reports it). */
  type?: TypeFacts;
  /** `defaults[type]` under the entry's own parameters, in the order a map of them would keep. */
  params: readonly GivenParameter[];
}

/** Filters and defaults applied to every entry, in data order (DESIGN §7 steps 2-3). */
export function planEntries(data: OverrideData, source: OverrideSource, types: TypeLookup): PlannedEntry[] {
  return data.entries.map(entryPlanner(data, source, types));
}

/** Plans one entry at a time (filters and defaults, DESIGN §7 steps 2-3); each call's plan is new. */
function entryPlanner(data: OverrideData, source: OverrideSource, types: TypeLookup): (entry: OverrideEntry) => PlannedEntry {
  const { options } = data;
  const typesFilter = new Set(options.typesFilter.map((t) => t.toLowerCase()));
  const titlesFilter = options.titlesFilter.length > 0 ? new Set(options.titlesFilter) : undefined;
  // Per type key as written (thousands of entries share a few): its filter verdict, type and defaults.
  const byType = new Map<string, { filtered: boolean; type: TypeFacts | undefined; defaults: GivenParameter[] }>();
  return (entry) => {
    let facts = byType.get(entry.type);
    if (!facts) {
      const filtered = typesFilter.size > 0 && !typesFilter.has(entry.type.toLowerCase());
      facts = { filtered, type: filtered ? undefined : types.getType(entry.type), defaults: filtered ? [] : typeDefaults(entry.type, data, source) };
      byType.set(entry.type, facts);
    }
    const location = source.locate('configuration', [entry.type, entry.title]);
    const base: EntryReport = location
      ? { type: entry.type, title: entry.title, status: 'skipped', location: formatLocation(location) }
      : { type: entry.type, title: entry.title, status: 'skipped' };
    const planned: PlannedEntry = { entry, base, params: NO_PARAMETERS };
    if (location) planned.where = location;
    if (facts.filtered) planned.filtered = 'filtered-type';
    else if (titlesFilter && !titlesFilter.has(entry.title)) planned.filtered = 'filtered-title';
    else {
      if (facts.type) planned.type = facts.type;
      planned.params = mergedParameters(entry, facts.defaults, source);
    }
    return planned;
  };
}

/** The parameters of a filtered entry (never assigned). */
const NO_PARAMETERS: readonly GivenParameter[] = [];

/** The create rule (DESIGN §7 step 6): with create on, any exception list excepts; with it off, any list creates. */
export function createDecision(options: OverrideOptions, entry: OverrideEntry): { create: boolean; reason: SkipReason } {
  const typeExcepted = options.typesCreateException.some((t) => t.toLowerCase() === entry.type.toLowerCase());
  const titleExcepted = options.titlesCreateException.includes(entry.title);
  const excepted = typeExcepted || titleExcepted;
  return options.create ? { create: !excepted, reason: 'create-excepted' } : { create: excepted, reason: 'create-disabled' };
}

/** Assigns an entry's parameters onto a resource it found or created; the update as the report lists it. */
export function updateEntryResource(planned: PlannedEntry, resource: ResourceJson, catalogName: string, pending: PendingReference[]): ResourceUpdate {
  return { catalog: catalogName, resource: formatRef(resource.type, resource.title), changes: updateResource(resource, planned.params, catalogName, pending) };
}

/** A found entry's report: updated when any resource changed, unchanged when every value was already as given. */
export function updatedEntry(planned: Pick<PlannedEntry, 'base'>, updates: ResourceUpdate[]): EntryReport {
  return { ...planned.base, status: updatedStatus(updates), updates };
}

function updatedStatus(updates: readonly ResourceUpdate[]): EntryReport['status'] {
  for (let i = 0; i < updates.length; i++) if (updates[i]!.changes.length > 0) return 'updated';
  return 'unchanged';
}

/** The resource an entry creates (its parameters are assigned by {@link updateEntryResource}). */
export function newResource(planned: PlannedEntry): ResourceJson {
  return { type: capitalizeType(planned.type!.name), title: planned.entry.title, tags: [], exported: false, kind: catalogKind(planned.type!.kind) };
}

/** The entry's place in the data, as a diagnostic's location. */
export function entryWhere(planned: PlannedEntry, source: OverrideSource): { location?: Location } {
  const location = planned.where ?? source.locate('configuration', [planned.entry.type, planned.entry.title]);
  return location ? { location } : {};
}

/** An entry that matched nothing and is not created: a warning with a did-you-mean over `similar`. */
export function notCreatedEntry(planned: PlannedEntry, reason: SkipReason, similarScored: Scored[], source: OverrideSource, bag: DiagnosticBag): EntryReport {
  const { entry } = planned;
  const similar = best(similarScored);
  const hint = didYouMean(entry.title, similar);
  bag.report(
    'OVC4020',
    { ref: `${entry.type}[${entry.title}]`, reason: reason === 'create-excepted' ? 'its type or title is in a create exception list' : 'creation is off' },
    { ...entryWhere(planned, source), ...(hint ? { hint } : {}) },
  );
  return { ...planned.base, status: 'skipped', reason, ...(similar.length > 0 ? { didYouMean: similar } : {}) };
}

/**
 * A new title about one edit away from an existing one is most likely a typo. The candidates leave
 * out titles where only a number differs (MutableCatalog.typoCandidates): `vlan-101` beside
 * `vlan-100` is the next of a series (a fleet's ports, interfaces, instances), and warning on each
 * would bury the real typos.
 */
export function warnCreatedTypo(planned: PlannedEntry, resource: ResourceJson, candidates: Scored[], source: OverrideSource, bag: DiagnosticBag): void {
  const typo = best(candidates, 1);
  if (typo.length > 0) bag.report('OVC4021', { ref: formatRef(resource.type, resource.title), similar: typo[0]! }, entryWhere(planned, source));
}

function warnDefineNotExpanded(planned: PlannedEntry, resource: ResourceJson, source: OverrideSource, bag: DiagnosticBag): void {
  bag.report('OVC4022', { ref: formatRef(resource.type, resource.title), type: planned.type!.name }, entryWhere(planned, source));
}

/**
 * Applies override data to catalog JSONs, copy on write (JsonCatalog): the catalogs given are left
 * as they are, and those returned share what did not change with them. Nothing is returned but
 * the report on any error.
 */
export function applyOverrides(request: ApplyRequest, bag: DiagnosticBag): ApplyResult {
  const targets = request.catalogs.map((c) => new JsonCatalog(c.name, c.catalog, request.types));
  const first = request.catalogs[0]?.catalog;
  const { report, created } = applyToCatalogs(
    {
      data: request.data,
      source: request.source,
      types: request.types,
      targets,
      ...(request.taskMode ? { createTarget: () => new JsonCatalog(CREATE_RESOURCES_NAME, emptyCatalogLike(first), request.types) } : {}),
    },
    bag,
  );
  // Any error (here, in the data's structure or in loading) means nothing is emitted.
  if (bag.hasErrors) return { report };
  const named = (c: MutableCatalog): NamedCatalog => ({ name: c.name, catalog: (c as JsonCatalog).catalog });
  const result: ApplyResult = { catalogs: targets.map(named), report };
  if (created) result.createResources = named(created);
  return result;
}

/** One parameter to assign, with the place that decided its value. */
export interface GivenParameter {
  name: string;
  value: unknown;
  isDefault: boolean;
  from?: string;
  location?: Location;
}

/**
 * `defaults[type]` under the entry's own parameters, each remembering where it was written: an
 * entry's own value takes its default's place, as a map keeps a key where it was first set.
 */
function mergedParameters(entry: OverrideEntry, defaults: readonly GivenParameter[], source: OverrideSource): GivenParameter[] {
  const { parameters } = entry;
  const own = Object.keys(parameters).map((name): GivenParameter => {
    const location = source.locate('configuration', [entry.type, entry.title, name]);
    const value = parameters[name];
    return location ? { name, value, isDefault: false, from: formatLocation(location), location } : { name, value, isDefault: false };
  });
  if (defaults.length === 0) return own;
  const out = defaults.slice();
  for (const given of own) {
    const at = out.findIndex((p) => p.name === given.name);
    if (at >= 0) out[at] = given;
    else out.push(given);
  }
  return out;
}

/** `defaults[type]` as given parameters, located once per type (every entry of the type shares them). */
function typeDefaults(type: string, data: OverrideData, source: OverrideSource): GivenParameter[] {
  const out: GivenParameter[] = [];
  const defaults = data.options.defaults.get(type.toLowerCase());
  if (defaults) {
    for (const [name, value] of Object.entries(defaults.parameters)) {
      const location = source.locate('configuration_options', ['defaults', defaults.type, name]);
      out.push(location ? { name, value, isDefault: true, from: formatLocation(location), location } : { name, value, isDefault: true });
    }
  }
  return out;
}

/**
 * Assigns the parameters onto `resource`: a value replaces the catalog's (null removes it, as
 * Puppet's undef), relationship metaparameters append their references (duplicates dropped).
 */
function updateResource(
  resource: ResourceJson,
  params: readonly GivenParameter[],
  catalogName: string,
  pending: PendingReference[],
): ParameterChange[] {
  // Made on the first change, of its length (an empty array grows to seventeen places on its first push).
  let changes: ParameterChange[] | undefined;
  const parameters = (resource.parameters ??= {});
  const sensitive = resource.sensitive_parameters ? new Set(resource.sensitive_parameters) : NO_NAMES;
  let removed = false;
  for (let p = 0; p < params.length; p++) {
    const given = params[p]!;
    const { name } = given;
    const before = parameters[name];
    let after: unknown;
    if (RELATIONSHIP_METAPARAMETERS.has(name)) {
      const existing = referenceList(before);
      // Malformed references were reported (OVC4012); they are not carried into the catalog.
      const added = referenceList(given.value)
        .filter((r) => parseRef(r) !== undefined)
        .map(normalizeRef);
      const merged = [...existing];
      for (const ref of added) {
        if (!merged.some((e) => normalizeRef(e) === ref)) merged.push(ref);
        const reference: PendingReference = { catalog: catalogName, ref: formatRef(resource.type, resource.title), parameter: name, target: ref };
        if (given.location) reference.location = given.location;
        pending.push(reference);
      }
      if (merged.length === existing.length) continue;
      after = merged;
    } else {
      after = given.value;
    }
    // 4 over a catalog's 4.0 is a change: the catalog's Float becomes an Integer.
    if (sameData(before, after)) continue;
    if (after === null || after === undefined) {
      delete parameters[name];
      removed = true;
    } else {
      parameters[name] = after;
    }
    // Assigned in the report's key order (no object per optional field).
    const change: ParameterChange = { parameter: name };
    if (before !== undefined) change.before = sensitive.has(name) ? SENSITIVE_TEXT : hideSensitive(before);
    if (after !== null) change.after = sensitive.has(name) ? SENSITIVE_TEXT : hideSensitive(after);
    if (given.from) change.from = given.from;
    if (given.isDefault) change.default = true;
    if (changes) changes.push(change);
    else changes = [change];
  }
  // Only a run that changed nothing or removed something can leave the hash empty.
  if ((!changes || removed) && Object.keys(parameters).length === 0) delete resource.parameters;
  return changes ?? [];
}

const NO_NAMES: ReadonlySet<string> = new Set();

function referenceList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

/** Relationship targets must exist where the resource lives, or Puppet's agent rejects the catalog. */
export function checkReferences(pending: PendingReference[], catalogs: readonly MutableCatalog[], bag: DiagnosticBag): void {
  const byName = new Map(catalogs.map((c) => [c.name, c]));
  for (const p of pending) {
    const parsed = parseRef(p.target)!;
    if (byName.get(p.catalog)?.find(parsed.type, parsed.title)) continue;
    bag.report('OVC4013', { ref: p.ref, parameter: p.parameter, target: p.target }, p.location ? { location: p.location } : {});
  }
}

/**
 * Checks every type key (in `configuration`, in `defaults` and in the type filters, whatever the
 * filters say) against the module path, every parameter against its type, the shape of
 * relationship values, and that every title in a title filter is a title of the data or of
 * `catalogTitles` (the resources of the catalogs given; asked only when a title list is given).
 */
export function checkOverrideData(data: OverrideData, source: OverrideSource, types: TypeLookup, bag: DiagnosticBag, catalogTitles: () => Iterable<string> = () => []): void {
  checkOverrideTypes(data, source, types, bag);
  checkTitleLists(data, source, bag, catalogTitles);
}

/**
 * Checks every type key (in `configuration`, in `defaults` and in the type filters) against the
 * module path and every parameter against its type: what can be checked before any catalog exists.
 */
export function checkOverrideTypes(data: OverrideData, source: OverrideSource, types: TypeLookup, bag: DiagnosticBag): void {
  const where = (key: OverrideKey, path: PathSegment[], at: 'key' | 'value' = 'value') => {
    const location = source.locate(key, path, at);
    return location ? { location } : {};
  };
  const unknown = new Set<string>();
  const checkType = (typeKey: string, key: OverrideKey, path: PathSegment[]) => {
    const type = types.getType(typeKey);
    if (type) return type;
    if (!unknown.has(typeKey)) {
      unknown.add(typeKey);
      if (typeKey.replace(/^::/, '').toLowerCase() === 'class') {
        bag.report('OVC4060', { type: typeKey }, where(key, path));
        return undefined;
      }
      const hint = didYouMean(typeKey, types.typeNames());
      bag.report('OVC4010', { type: typeKey }, { ...where(key, path), ...(hint ? { hint } : {}) });
    }
    return undefined;
  };
  // Per type, the names it accepts (made once: thousands of entries share a few types).
  const knownNames = new Map<TypeFacts, Set<string> | undefined>();
  /** The parameters under `key` at [head, tail] (an entry: type and title; a type's defaults: 'defaults' and type). */
  const checkParams = (type: TypeFacts, typeKey: string, parameters: Record<string, unknown>, key: OverrideKey, head: string, tail: string) => {
    // A type without metadata (a module's Ruby type never run through `puppet generate types`,
    // a define known only from the catalog) has parameters nobody can list: they are not checked.
    if (!knownNames.has(type)) knownNames.set(type, type.parameters ? new Set([...type.parameters.map((p) => p.name), ...type.namevars]) : undefined);
    const known = knownNames.get(type);
    for (const name of Object.keys(parameters)) {
      if (known && !known.has(name) && !types.isMetaparameter(name)) {
        const hint = didYouMean(name, known);
        bag.report('OVC4011', { type: typeKey, parameter: name }, { ...where(key, [head, tail, name], 'key'), ...(hint ? { hint } : {}) });
      } else if (RELATIONSHIP_METAPARAMETERS.has(name) && !isReferenceValue(parameters[name])) {
        const ref = key === 'configuration' ? `${head}[${tail}]` : `defaults.${tail}`;
        bag.report('OVC4012', { parameter: name, ref, value: JSON.stringify(parameters[name]) }, where(key, [head, tail, name]));
      }
    }
  };
  // Each type key as written is looked up (and reported) once: thousands of entries share a few.
  const entryTypes = new Map<string, TypeFacts | undefined>();
  for (let n = 0; n < data.entries.length; n++) {
    const entry = data.entries[n]!;
    let type = entryTypes.get(entry.type);
    if (type === undefined && !entryTypes.has(entry.type)) entryTypes.set(entry.type, (type = checkType(entry.type, 'configuration', [entry.type])));
    if (type) checkParams(type, entry.type, entry.parameters, 'configuration', entry.type, entry.title);
  }
  for (const { type: typeKey, parameters } of data.options.defaults.values()) {
    const type = checkType(typeKey, 'configuration_options', ['defaults', typeKey]);
    if (type) checkParams(type, typeKey, parameters, 'configuration_options', 'defaults', typeKey);
  }
  // A misspelt type or title in a filter would skip everything (or except nothing) silently.
  for (const option of ['types_filter', 'types_create_exception'] as const) {
    data.options[option === 'types_filter' ? 'typesFilter' : 'typesCreateException'].forEach((typeKey, i) => checkType(typeKey, 'configuration_options', [option, i]));
  }
}

/** Every title in a title list must be a title of the data or of `catalogTitles` (asked only when a list is given). */
export function checkTitleLists(data: OverrideData, source: OverrideSource, bag: DiagnosticBag, catalogTitles: () => Iterable<string>): void {
  const where = (key: OverrideKey, path: PathSegment[]) => {
    const location = source.locate(key, path);
    return location ? { location } : {};
  };
  const named = data.options.titlesFilter.length + data.options.titlesCreateException.length;
  // Every title of every catalog is gathered only when some title list needs checking.
  const titles = named === 0 ? new Set<string>() : new Set([...data.entries.map((e) => e.title), ...catalogTitles()]);
  for (const option of ['titles_filter', 'titles_create_exception'] as const) {
    data.options[option === 'titles_filter' ? 'titlesFilter' : 'titlesCreateException'].forEach((title, i) => {
      if (titles.has(title)) return;
      const hint = didYouMean(title, titles);
      bag.report('OVC4016', { title, option }, { ...where('configuration_options', [option, i]), ...(hint ? { hint } : {}) });
    });
  }
}

function isReferenceValue(value: unknown): boolean {
  if (value === null) return true;
  const list = Array.isArray(value) ? value : [value];
  return list.every((v) => typeof v === 'string' && parseRef(v) !== undefined);
}

export function buildReport(entries: EntryReport[]): OverrideReport {
  const summary = { entries: entries.length, updated: 0, unchanged: 0, created: 0, skipped: 0 };
  for (let i = 0; i < entries.length; i++) summary[entries[i]!.status]++;
  return { summary, entries };
}

/** The whole override step: read and check the data, then apply it (nothing emitted on any error). */
export function overrideCatalogs(request: Omit<ApplyRequest, 'data'>, bag: DiagnosticBag): ApplyResult {
  const data = readOverrideData(request.source, bag);
  return applyOverrides({ ...request, data }, bag);
}
