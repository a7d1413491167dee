// The stack engine (pure): a create, PUT or PATCH request applied to a stored stack in both
// semantics — the seeds' (default) and Heat 19's (--heat-compat) — returning the chosen mode's
// result, the record to store, and warnings wherever the two modes disagree.
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { HEAT_EMPTY_ENVIRONMENT } from '../../merge/heat-strategies.js';
import { dataEqual, deepClone, isHash, type DataHash } from '../../data/value.js';
import { dataEntries, orderedObject, putKey, spreadHash, updatedHash } from '../../data/key-order.js';
import { pathKey } from '../../data/path.js';
import type { Contribution, Provenance } from '../../merge/layer.js';
import { pyEquals } from '../parameters/python.js';
import { pythonIntersectionOrder, pythonSetOfDictOrder } from './python-set-order.js';
import { mergeHeatRequest, type HeatMergeResult } from '../merge.js';
import type { HeatRequest } from '../request.js';
import { environmentLayers, parseInline, warnInlineIgnored } from '../request-merge.js';
import { readRequestTemplate, stackParameters, templateParameterNames, validatedStackParameters, templateSchemata, type StackIdentity, type StackParameterSchema } from './parameters.js';
import { templateResourceRegistrations } from '../template/template-resources.js';
import { readHotTemplate } from '../template/load.js';
import { previewStack } from '../template/preview.js';
import { lookupRegistrations } from '../template/resource-types.js';
import type { StackTemplate } from '../template/stack-validation.js';
import type { StackRecord, StackResult } from './record.js';
import { requestTimeoutMins } from './timeout.js';

export interface StackOptions {
  /** Reproduce Heat 19 instead of the seed semantics. */
  heatCompat?: boolean;
  /** Keep each file's contribution per parameter (--explain); on unless turned off. */
  provenance?: boolean;
}

export interface StackOutcome {
  /** The record to store (both modes' results). */
  record: StackRecord;
  /** The chosen mode's environment and parameters. */
  environment: DataHash;
  parameters: DataHash;
}

/** One mode's computed stack: its result plus what the immutable check needs. */
interface Computed extends StackResult {
  schemas: ReadonlyMap<string, StackParameterSchema> | undefined;
  /** Where this request's environment values came from (file and line), for the immutable check. */
  provenance?: Provenance;
}

/** An update's immutable-parameter check of the new stack (true: Heat's checks go on). */
type ImmutableCheck = (now: Computed) => boolean;

/** What Heat's checks of the new stack take besides its inputs: the update's immutable check, the stack's timeout. */
interface HeatStackOptions {
  immutable: ImmutableCheck | undefined;
  timeoutMins: number | undefined;
}

/** The seed inputs of a stack: everything its result is recomputed from. */
type Inputs = Pick<StackRecord, 'template' | 'files' | 'environment_files' | 'environment' | 'parameters'>;

export function createStack(request: HeatRequest, options: StackOptions & { identity: StackIdentity }, bag: DiagnosticBag): StackOutcome | undefined {
  return apply(undefined, request, options.identity, options, bag);
}

/** A PUT (replace) or, with `request.existing`, a PATCH of `previous`. Nothing changes on failure. */
export function updateStack(previous: StackRecord, request: HeatRequest, options: StackOptions, bag: DiagnosticBag): StackOutcome | undefined {
  return apply(previous, request, { stackName: previous.name, stackId: previous.id, projectId: previous.project_id }, options, bag);
}

function apply(previous: StackRecord | undefined, request: HeatRequest, identity: StackIdentity, options: StackOptions, bag: DiagnosticBag): StackOutcome | undefined {
  const patch = previous !== undefined && request.existing === true;
  const compat = options.heatCompat === true;
  // Heat 19's API reads the inline environment only when no environment files are named (reference §3),
  // so an unreadable one fails only the seed mode then.
  const heatReadsInline = !request.environment_files?.length;
  const inlineBag = new DiagnosticBag();
  const parsed = parseInline(request.environment, inlineBag);
  if (parsed !== null || !compat || heatReadsInline) bag.add(...inlineBag.items);
  if (parsed === null && (!compat || heatReadsInline)) return undefined;
  const inline = parsed ?? {};
  const timeout = requestTimeoutMins(request.timeout_mins, bag);
  if (timeout === null) return undefined;
  // An update without a timeout keeps the stack's (Heat: common_params.setdefault).
  const timeoutMins = timeout ?? previous?.timeout_mins;
  const inputs = patch ? patchedInputs(previous, request, inline) : requestInputs(request, inline);

  // Each mode reports into its own bag; the chosen mode's diagnostics are the user's, the other
  // mode's failure becomes one warning.
  const seedBag = compat ? new DiagnosticBag() : bag;
  const heatBag = compat ? bag : new DiagnosticBag();
  if (parsed === null) seedBag.add(...inlineBag.items);
  const seed = parsed === null ? undefined : computeSeed(inputs, identity, seedBag);
  const heatBase = heatReadsInline ? inline : {};
  // An update's immutable parameters are checked where Heat checks them, before the new stack's
  // resources are built and its parameters validated (the chosen mode's refusal stops Heat's checks).
  let immutableVerdict: boolean | undefined;
  const immutable = previous && ((now: Computed) => (immutableVerdict = immutableCheck(previous, seed, now, compat, bag)) || !compat);
  const heat = patch
    ? previous.heat
      ? computeHeatPatch(previous.heat, inputs, request, heatBase, identity, heatBag, { immutable, timeoutMins })
      : missingHeatState(previous, heatBag)
    : computeHeatCreate(inputs, request, heatBase, identity, heatBag, { immutable, timeoutMins });
  const chosen = compat ? heat : seed;
  if (!chosen) return undefined;
  const otherBag = compat ? seedBag : heatBag;
  if (!(compat ? seed : heat)) {
    const first = otherBag.items.find((d) => d.severity === 'error');
    const heatClass = first?.data?.heatClass;
    bag.report('OVC6113', { other: compat ? "overcat's default mode" : 'Heat 19', reason: `${typeof heatClass === 'string' ? `${heatClass}: ` : ''}${first?.message ?? 'failed'}` });
  }

  if (previous && !(immutableVerdict ?? immutableCheck(previous, seed, heat, compat, bag))) return undefined;
  warnInlineIgnored(request, inline, bag);
  if (seed && heat) reportDifferences(seed, heat, request, patch, bag);

  const record: StackRecord = {
    format: 1,
    name: identity.stackName,
    id: identity.stackId,
    project_id: identity.projectId,
    ...inputs,
    ...(timeoutMins !== undefined ? { timeout_mins: timeoutMins } : {}),
    seed: seed ? { environment: seed.environment, parameters: seed.parameters } : null,
    heat: heat ? { environment: heat.environment, parameters: heat.parameters } : null,
  };
  return { record, environment: chosen.environment, parameters: chosen.parameters };
}

/** Create and PUT: the request alone. */
function requestInputs(request: HeatRequest, inline: DataHash): Inputs {
  const inputs: Inputs = { files: { ...request.files }, environment_files: [...(request.environment_files ?? [])], environment: inline, parameters: spreadHash(request.parameters ?? {}) };
  if (request.template !== undefined) inputs.template = request.template;
  return inputs;
}

/** PATCH in the seeds' terms: files overlaid, new environment files appended, explicit values overlaid. */
function patchedInputs(previous: StackRecord, request: HeatRequest, inline: DataHash): Inputs {
  const cleared = new Set(request.clear_parameters ?? []);
  const kept = orderedObject(dataEntries(previous.parameters).filter(([k]) => !cleared.has(k)));
  const environmentFiles = [...previous.environment_files];
  // A file already in the list keeps its place: re-sending the same -e list must not merge it twice.
  for (const name of request.environment_files ?? []) if (!environmentFiles.includes(name)) environmentFiles.push(name);
  const inputs: Inputs = {
    files: { ...previous.files, ...request.files },
    environment_files: environmentFiles,
    environment: loadEnvironment(deepClone(previous.environment), inline),
    parameters: updatedHash(kept, request.parameters ?? {}),
  };
  const template = request.template ?? previous.template;
  if (template !== undefined) inputs.template = template;
  return inputs;
}

/** Seed semantics: inline environment, then every environment file in order, then explicit parameters. */
function computeSeed(inputs: Inputs, identity: StackIdentity, bag: DiagnosticBag): Computed | undefined {
  const layers = environmentLayers(inputs.environment_files, inputs.files, bag);
  if (!layers) return undefined;
  const merged = mergeHeatRequest(layers, inputs.parameters, bag, mergeOptions(inputs.template, inputs.files, inputs.environment, false));
  return merged && finish(inputs, merged.environment, identity, bag, merged.provenance);
}

/** Heat 19 create / PUT (reference §3, §6.1): the request alone, explicit parameters before the files. */
function computeHeatCreate(inputs: Inputs, request: HeatRequest, base: DataHash, identity: StackIdentity, bag: DiagnosticBag, stack: HeatStackOptions): Computed | undefined {
  const errors = bag.errorCount;
  const template = readRequestTemplate(inputs.template, request.files ?? {}, bag);
  const snippet = template && heatSnippet(inputs, request, base, bag);
  const computed = snippet && finish(inputs, snippet.environment, identity, bag, snippet.provenance, { ...template, ...stack });
  return bag.errorCount === errors ? computed : undefined;
}

/**
 * Heat 19 PATCH (reference §6.2): only this request's environment files are merged (over its
 * explicit parameters) and the result is loaded over the stored merged environment, after
 * clear_parameters removed names from its parameters; names the template lacks are dropped.
 */
function computeHeatPatch(stored: StackResult, inputs: Inputs, request: HeatRequest, base: DataHash, identity: StackIdentity, bag: DiagnosticBag, stack: HeatStackOptions): Computed | undefined {
  const errors = bag.errorCount;
  const template = readRequestTemplate(inputs.template, request.files ?? {}, bag);
  const snippet = template && heatSnippet(inputs, request, base, bag);
  if (!snippet) return undefined;
  const existing = deepClone(stored.environment);
  const parameters = isHash(existing.parameters) ? existing.parameters : {};
  for (const name of request.clear_parameters ?? []) delete parameters[name];
  existing.parameters = parameters;
  const environment = loadEnvironment(existing, snippet.environment);
  // Names the new template does not declare are dropped silently (a create would refuse them).
  const declared = templateParameterNames(inputs.template);
  if (declared) {
    const params = environment.parameters as DataHash;
    for (const name of Object.keys(params)) if (!declared.has(name)) delete params[name];
  }
  const computed = finish(inputs, environment, identity, bag, snippet.provenance, { ...template, ...stack });
  return bag.errorCount === errors ? computed : undefined;
}

/** InstantiationData + merge_environments for one request: the environment it brings over `base`. */
function heatSnippet(inputs: Inputs, request: HeatRequest, base: DataHash, bag: DiagnosticBag): HeatMergeResult | undefined {
  const layers = environmentLayers(request.environment_files ?? [], inputs.files, bag);
  if (!layers) return undefined;
  // Heat takes the nested templates' schemata from this request's files only, even on a PATCH.
  return mergeHeatRequest(layers, request.parameters ?? {}, bag, mergeOptions(inputs.template, request.files ?? {}, base, true));
}

function mergeOptions(template: unknown, files: Readonly<Record<string, string>>, base: DataHash, heatCompat: boolean) {
  const schemata = templateSchemata(template, files);
  return { heatCompat, base, warnDifferences: false, ...(schemata ? { schemata } : {}) };
}

function missingHeatState(previous: StackRecord, bag: DiagnosticBag): undefined {
  bag.report('OVC6108', { name: previous.name });
  return undefined;
}

/**
 * The environment as Heat stores it (env_as_dict), then the template's parameter step, which (as
 * in Heat) reads the merged environment itself: the stored copy has lost what only Python's
 * loader knew (python-spelling.ts). Heat 19 checks the whole stack (its resources and outputs
 * too) in its own order; the seeds check the parameters.
 */
function finish(inputs: Inputs, merged: DataHash, identity: StackIdentity, bag: DiagnosticBag, provenance: Provenance, heat?: { read?: StackTemplate } & HeatStackOptions): Computed | undefined {
  // The immutable check sees the parameters as Heat reads them then: unvalidated (pseudo ones too).
  const immutable = heat?.immutable;
  const beforeResources = immutable && ((values: DataHash, schemas: ReadonlyMap<string, StackParameterSchema>) => immutable({ environment: { ...merged, parameters: isHash(merged.parameters) ? merged.parameters : {} }, parameters: values, schemas, provenance }));
  const parameters = heat ? validatedStackParameters(heat.read, merged, inputs.files, identity, bag, beforeResources, heat.timeoutMins) : stackParameters(inputs.template, merged, identity, bag);
  if (!parameters) return undefined;
  const environment = storedShape(merged, { ...templateResourceRegistrations(inputs.template, inputs.files), ...typeLookups(inputs, merged, parameters.values) });
  const shown = orderedObject(dataEntries(parameters.values).filter(([name]) => !parameters.schemas?.get(name)?.pseudo));
  return { environment, parameters: shown, schemas: parameters.schemas, provenance };
}

/**
 * What Heat's type lookups of the enabled resources add to the registry. Only a wildcard or a
 * per-resource mapping adds an entry that is not there already, so without one nothing is looked up.
 */
function typeLookups(inputs: Inputs, merged: DataHash, parameters: DataHash): DataHash {
  const registry = merged.resource_registry;
  if (!isHash(registry)) return {};
  const perResource = isHash(registry.resources) && Object.keys(registry.resources).length > 0;
  if (!perResource && !Object.keys(registry).some((k) => k.endsWith('*'))) return {};
  const template = typeof inputs.template === 'string' || isHash(inputs.template) ? readHotTemplate(inputs.template, new DiagnosticBag()) : undefined;
  if (!template) return {};
  // parameter_defaults count as a template resource's defaults: without them its resources would be refused and none looked up.
  const parameterDefaults = isHash(merged.parameter_defaults) ? merged.parameter_defaults : {};
  const preview = previewStack(template, parameters, inputs.files, { heatCompat: true, registry, parameterDefaults });
  const enabled = Object.entries(preview.resources).flatMap(([name, r]) => (r.enabled && r.type !== undefined ? [{ name, type: r.type }] : []));
  const byName = new Map(enabled.map((r) => [r.name, r]));
  return lookupRegistrations(pythonSetOfDictOrder(enabled.map((r) => r.name)).map((name) => byName.get(name)!), registry);
}

function storedShape(env: DataHash, registered: DataHash): DataHash {
  const out: DataHash = { ...deepClone(HEAT_EMPTY_ENVIRONMENT), ...deepClone(env) };
  delete out.parameter_merge_strategies;
  // ResourceRegistry.as_dict always has the per-resource map.
  const registry = isHash(out.resource_registry) ? out.resource_registry : {};
  out.resource_registry = { ...registry, ...registered, resources: isHash(registry.resources) ? registry.resources : {} };
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Environment.load: a snippet over an environment — parameters and parameter_defaults updated
 * key by key (no strategies), the registry loaded entry by entry (per resource below
 * `resources`), event_sinks appended.
 */
function loadEnvironment(env: DataHash, snippet: DataHash): DataHash {
  const section = (name: string): DataHash => (isHash(env[name]) ? (env[name] as DataHash) : {});
  const incoming = (name: string): DataHash => (isHash(snippet[name]) ? (snippet[name] as DataHash) : {});
  // dict.update: the stored keys keep their places, new ones follow in the snippet's order (integer-like ones too).
  const updated = (name: string): DataHash => updatedHash(section(name), incoming(name));
  if (Object.hasOwn(snippet, 'parameters')) env.parameters = updated('parameters');
  if (Object.hasOwn(snippet, 'parameter_defaults')) env.parameter_defaults = updated('parameter_defaults');
  if (Object.hasOwn(snippet, 'resource_registry')) env.resource_registry = loadRegistry(section('resource_registry'), incoming('resource_registry'));
  if (Array.isArray(snippet.event_sinks) && snippet.event_sinks.length > 0) env.event_sinks = [...(Array.isArray(env.event_sinks) ? env.event_sinks : []), ...snippet.event_sinks];
  for (const name of ['encrypted_param_names', 'parameter_merge_strategies']) if (!Object.hasOwn(env, name) && Object.hasOwn(snippet, name)) env[name] = snippet[name];
  return env;
}

function loadRegistry(old: DataHash, incoming: DataHash): DataHash {
  const out = spreadHash(old);
  for (const [k, v] of dataEntries(incoming)) putKey(out, k, isHash(v) && isHash(out[k]) ? loadRegistry(out[k] as DataHash, v) : v);
  return out;
}

/**
 * Parameters::immutable_params_modified in both modes (reference §7): parameters of both the old
 * and the new template that the new one marks immutable. The seeds compare typed with typed;
 * Heat 19 compares the typed old value with the raw new one when the name is in the environment's
 * `parameters`. False (with OVC6102) when the chosen mode rejects the update.
 */
function immutableCheck(previous: StackRecord, seed: Computed | undefined, heat: Computed | undefined, compat: boolean, bag: DiagnosticBag): boolean {
  const seedBad = seed && previous.seed ? modified(previous.seed, seed, dataEqual, (_name, typed) => typed) : undefined;
  const heatBad =
    heat && previous.heat
      ? inHeatOrder(
          modified(previous.heat, heat, pyEquals, (name, typed) => {
            const raw = heat.environment.parameters as DataHash;
            return Object.hasOwn(raw, name) ? raw[name] : typed;
          }),
          previous.heat,
          heat,
        )
      : undefined;
  const chosen = compat ? heatBad : seedBad;
  const other = compat ? seedBad : heatBad;
  if (chosen && other) {
    const only = (a: string[], b: string[]) => a.filter((n) => !b.includes(n));
    const heatOnly = only(heatBad!, seedBad!);
    const seedOnly = only(seedBad!, heatBad!);
    const describe = (names: string[]) => names.map((n) => `${n}: old ${JSON.stringify(previous.heat?.parameters[n])}, new ${JSON.stringify((heat!.environment.parameters as DataHash)[n] ?? heat!.parameters[n])}`).join('; ');
    if (heatOnly.length > 0) bag.report('OVC6112', { verdict: 'rejects', names: heatOnly.join(', '), values: describe(heatOnly) });
    if (seedOnly.length > 0) bag.report('OVC6112', { verdict: 'accepts', names: seedOnly.join(', '), values: describe(seedOnly) });
  }
  if (!chosen || chosen.length === 0) return true;
  const names = chosen.join(', ');
  const origins = chosen.map((name) => ({ name, origin: newValueOrigin((compat ? heat : seed)?.provenance, name) }));
  const first = origins.find((o) => o.origin?.location)?.origin?.location;
  const related = origins.map(({ name, origin }) => ({
    message: `the new value of ${name} comes from ${origin ? (origin.location ? origin.layer : `${origin.layer} (the request's parameters)`) : 'the stored environment'}`,
    ...(origin?.location ? { location: origin.location } : {}),
  }));
  bag.report('OVC6102', { names }, { ...(first ? { location: first } : {}), related, data: { heatClass: 'ImmutableParameterModified', heatMessage: `The following parameters are immutable and may not be updated: ${names}`, parameters: chosen } });
  return false;
}

/**
 * The contribution that decided a parameter's new value: `parameters` win over
 * `parameter_defaults`; a json parameter's value may be recorded per leaf below its name.
 */
function newValueOrigin(provenance: Provenance | undefined, name: string): Contribution | undefined {
  if (!provenance) return undefined;
  for (const section of ['parameters', 'parameter_defaults']) {
    const key = pathKey([section, name]);
    let contributions = provenance.get(key);
    if (!contributions) for (const [leaf, c] of provenance) if (leaf.startsWith(`${key}.`) || leaf.startsWith(`${key}#`)) contributions = c;
    const last = contributions?.[contributions.length - 1];
    if (last) return last;
  }
  return undefined;
}

/** Heat walks `set(new names) & set(old names)`: its message lists the names in that set's order. */
function inHeatOrder(names: string[], old: StackResult, now: Computed): string[] {
  const newNames = [...(now.schemas ?? new Map<string, StackParameterSchema>())].filter(([, s]) => !s.pseudo).map(([n]) => n);
  return pythonIntersectionOrder(newNames, Object.keys(old.parameters)).filter((n) => names.includes(n));
}

/**
 * Names of immutable parameters of both templates whose new value (as `newValue` picks it)
 * differs from the old typed one, in the new template's order.
 */
function modified(old: StackResult, now: Computed, equal: (a: unknown, b: unknown) => boolean, newValue: (name: string, typed: unknown) => unknown): string[] {
  if (!now.schemas) return [];
  const bad: string[] = [];
  for (const [name, schema] of now.schemas) {
    if (!schema.immutable || schema.pseudo || !Object.hasOwn(old.parameters, name)) continue;
    if (!equal(old.parameters[name], newValue(name, now.parameters[name]))) bad.push(name);
  }
  return bad;
}

/** OVC6110 for every parameter value and registry entry the two modes leave different. */
function reportDifferences(seed: Computed, heat: Computed, request: HeatRequest, patch: boolean, bag: DiagnosticBag): void {
  const reasons = ['Heat 19 merges explicit parameters before the environment files'];
  if (request.environment !== undefined) reasons.push('ignores the inline environment when environment_files are given');
  if (patch) reasons.push('on a PATCH merges only the newly named environment files over the stored environment, and clear_parameters also removes values that came from files');
  const why = `${reasons.join(', ')} (docs/heat.md, "Requests and stacks").`;
  const compare = (path: string, a: DataHash, b: DataHash) => {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (dataEqual(a[key], b[key])) continue;
      bag.report('OVC6110', { path: `${path}.${key}`, seed: show(a, key), heat: show(b, key), why }, { data: { seed: a[key] ?? null, heat: b[key] ?? null } });
    }
  };
  compare('parameters', seed.parameters, heat.parameters);
  const registry = (r: Computed) => (isHash(r.environment.resource_registry) ? r.environment.resource_registry : {});
  compare('resource_registry', registry(seed), registry(heat));
  compare('environment', { event_sinks: seed.environment.event_sinks }, { event_sinks: heat.environment.event_sinks });
}

function show(h: DataHash, key: string): string {
  return Object.hasOwn(h, key) ? JSON.stringify(h[key]) : 'no value';
}
