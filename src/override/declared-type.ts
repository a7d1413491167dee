// Fuel's `override_resources` type declared by a manifest (fuel-library's task manifests end with
// `class { '::osnailyfacter::override_resources': }`, which declares one): its attributes read as
// override data and applied inside the compilation by the same engine as data given to overcat.
import { isHash } from '../data/value.js';
import type { DiagnosticBag, RelatedInformation } from '../diagnostics/diagnostic.js';
import type { Location } from '../diagnostics/source.js';
import type { Contribution } from '../merge/layer.js';
import type { CompilingCatalog } from '../puppet/evaluator/catalog-builder.js';
import type { CompileHooks } from '../puppet/evaluator/compile-hooks.js';
import type { CatalogResource } from '../puppet/evaluator/resource.js';
import type { TypeLookup } from '../puppet/modulepath/type-lookup.js';
import { buildReport, checkOverrideTypes } from './apply.js';
import { LIST_OPTIONS, readOverrideData, type OverrideData } from './data.js';
import { CompilationOverrides, type CompilationOverridesOptions } from './in-compilation.js';
import type { EntryReport, OverrideReport } from './report.js';
import { formatLocation, type OverrideKey, type OverrideSource } from './source.js';

/** The type's name as a catalog writes it. */
export const OVERRIDE_RESOURCES_TYPE = 'Override_resources';

/** The attributes of one declared resource as an override source; every place is the declaration's. */
class DeclaredSource implements OverrideSource {
  constructor(
    private readonly values: Record<OverrideKey, unknown>,
    private readonly location: Location | undefined,
  ) {}

  value(key: OverrideKey): unknown {
    return this.values[key];
  }

  contributions(): Contribution[] {
    return [];
  }

  locate(): Location | undefined {
    return this.location;
  }
}

/**
 * The declared resource's data, its options resolved as the type resolves them: a direct attribute
 * (`create`, a non-empty list or `defaults`) wins over the same key of `options`; `create` is false
 * unless given (the type's default: each task's override updates, the create_resources task creates).
 */
function declaredData(location: Location | undefined, params: Record<string, unknown>, bag: DiagnosticBag): { data: OverrideData; source: OverrideSource } {
  const options = params.options;
  const source = new DeclaredSource({ configuration: params.configuration ?? {}, configuration_options: options ?? {} }, location);
  const data = readOverrideData(source, bag);
  const given = isHash(options) ? options : {};
  // Puppet::Parameter::Boolean: true, false or their words.
  if (params.create !== undefined && params.create !== null) data.options.create = params.create === true || params.create === 'true' || params.create === 'yes';
  else if (!Object.hasOwn(given, 'create')) data.options.create = false;
  for (const [attribute, option] of Object.entries(LIST_OPTIONS)) {
    const v = params[attribute];
    const list = (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).filter((x): x is string => typeof x === 'string');
    if (list.length > 0) data.options[option] = list;
  }
  if (isHash(params.defaults) && Object.keys(params.defaults).length > 0) {
    data.options.defaults = new Map(Object.entries(params.defaults).filter(([, p]) => isHash(p)).map(([type, p]) => [type.toLowerCase(), { type, parameters: p as Record<string, unknown> }]));
  }
  return { data, source };
}

function firstLine(location: Location): Location {
  const newline = location.source.text.indexOf('\n', location.start);
  return { ...location, end: newline === -1 || newline > location.end ? location.end : newline };
}

/**
 * The hooks of a compilation with override data: each `override_resources` resource the manifest
 * declares becomes an engine as soon as it is in the catalog (before the define instances of the
 * manifest expand), applied in declaration order; the data given to overcat (`given`) comes last
 * and so has the last word.
 */
export class OverrideHooks implements CompileHooks {
  private readonly declared: { ref: string; engine: CompilationOverrides }[] = [];
  /** How far the catalog's resources were searched for declared overrides. */
  private searched = 0;

  constructor(
    private readonly given: CompilationOverrides | undefined,
    private readonly types: TypeLookup,
    private readonly options: Pick<CompilationOverridesOptions, 'catalogName'>,
    private readonly bag: DiagnosticBag,
  ) {}

  private engines(catalog: CompilingCatalog): CompilationOverrides[] {
    for (; this.searched < catalog.resources.length; this.searched++) {
      const r = catalog.resources[this.searched]!;
      if (r.type !== OVERRIDE_RESOURCES_TYPE || r.virtual || r.exported) continue;
      const ref = `${r.type}[${r.title}]`;
      const params = catalog.find(r.type, r.title)!.parameters ?? {};
      // The declaration's first line stands for every entry (their values came through its attributes).
      const at = r.location ? firstLine(r.location) : undefined;
      const { data, source } = declaredData(at, { ...params }, this.bag);
      checkOverrideTypes(data, source, this.types, this.bag);
      const declaredBy = at ? `${ref} at ${formatLocation(at)}` : ref;
      this.bag.report('OVC4061', { ref, entries: data.entries.length }, at ? { location: at } : {});
      // Its own data creates only where the manifest says so, in this catalog (Fuel's create_resources task).
      this.declared.push({ ref, engine: new CompilationOverrides({ data, source, types: this.types }, { catalogName: this.options.catalogName, create: 'here', declaredBy }, this.bag) });
    }
    return [...this.declared.map((d) => d.engine), ...(this.given ? [this.given] : [])];
  }

  beforeExpand(resource: CatalogResource, catalog: CompilingCatalog): RelatedInformation[] {
    return this.engines(catalog).flatMap((e) => e.beforeExpand(resource, catalog));
  }

  settled(catalog: CompilingCatalog, settle: () => void): void {
    for (const e of this.engines(catalog)) e.settled(catalog, settle);
  }

  finished(catalog: CompilingCatalog): void {
    for (const e of this.engines(catalog)) e.finished(catalog);
  }

  /** The declared resources' entries (each marked `declaredBy`), then the given data's. */
  report(): OverrideReport {
    const entries: EntryReport[] = [...this.declared.flatMap((d) => d.engine.result().entries), ...(this.given?.result().entries ?? [])];
    return buildReport(entries);
  }

  /** The `override_resources` resources the manifest declared, as references. */
  declaredResources(): string[] {
    return this.declared.map((d) => d.ref);
  }
}
