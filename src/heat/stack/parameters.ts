// The template/parameter step of a stack operation: the one place the engine asks the template for
// parameter types, immutability and typed values (src/heat/parameters/resolve.ts does the work).
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { HeatParameterType } from '../../merge/heat-strategies.js';
import { isHash, truthy, type DataHash } from '../../data/value.js';
import { effective } from '../merge.js';
import { parameterTypes, resolveParameters, type StackIdentity } from '../parameters/resolve.js';
import { evaluateConditions } from '../template/conditions.js';
import { readHotTemplate } from '../template/load.js';
import { previewStack } from '../template/preview.js';
import { readStackTemplate, reportCloudServices, reportRefusal, validateStack, type StackTemplate, type StackValidationOptions } from '../template/stack-validation.js';
import { checkDuplicateNames, parameterSection, type HotTemplate } from '../template/template.js';

export type { StackIdentity } from '../parameters/resolve.js';

/** What the immutable check needs of a parameter's schema. */
export interface StackParameterSchema {
  immutable?: boolean;
  /** OS::stack_name and the like: resolved, never shown among the stack's parameters. */
  pseudo?: boolean;
}

export interface StackParameters {
  /** Value per parameter: typed from the template (pseudo parameters included) when there is one. */
  values: DataHash;
  /** The template's parameters (pseudo ones first); undefined without a template. */
  schemas: ReadonlyMap<string, StackParameterSchema> | undefined;
}

const isTemplate = (t: unknown): t is string | DataHash => typeof t === 'string' || isHash(t);

/**
 * Parameter types for the merge strategies; undefined (types read off the values) without a
 * readable template. As Heat's Template.all_param_schemata, the templates among `files` (nested
 * ones) contribute their parameters too, the root template's winning.
 */
export function templateSchemata(template: unknown, files: Readonly<Record<string, string>> = {}): ReadonlyMap<string, HeatParameterType> | undefined {
  if (!isTemplate(template)) return undefined;
  const t = readHotTemplate(template, new DiagnosticBag());
  return t && hotSchemata(t, files);
}

/** templateSchemata of a template already read. */
export function hotSchemata(t: HotTemplate, files: Readonly<Record<string, string>> = {}): ReadonlyMap<string, HeatParameterType> {
  const types = new Map<string, HeatParameterType>();
  // Only a text naming a HOT version can be one (this skips parsing every environment file again).
  for (const [name, text] of Object.entries(files)) {
    if (!text.includes('heat_template_version')) continue;
    const nested = readHotTemplate(text, new DiagnosticBag(), name);
    if (nested) for (const [k, v] of parameterTypes(nested)) types.set(k, v);
  }
  for (const [k, v] of parameterTypes(t)) types.set(k, v);
  return types;
}

/** The names the template declares (Heat's param_schemata); undefined without a readable template. */
export function templateParameterNames(template: unknown): ReadonlySet<string> | undefined {
  if (!isTemplate(template)) return undefined;
  const t = readHotTemplate(template, new DiagnosticBag());
  return t && new Set(Object.keys(parameterSection(t)));
}

/**
 * The parameters declared `hidden` (a password): by the template, or by a nested template among
 * `files` (parameter_defaults reach those too). Heat shows their values as `******`.
 */
export function hiddenParameterNames(template: unknown, files: Readonly<Record<string, string>> = {}): Set<string> {
  const hidden = new Set<string>();
  const add = (t: HotTemplate | undefined) => {
    for (const [name, def] of Object.entries(t ? parameterSection(t) : {})) if (isHash(def) && truthy(def.hidden)) hidden.add(name);
  };
  for (const [name, text] of Object.entries(files)) if (text.includes('heat_template_version')) add(readHotTemplate(text, new DiagnosticBag(), name));
  if (isTemplate(template)) add(readHotTemplate(template, new DiagnosticBag()));
  return hidden;
}

/**
 * The parameters of a stack whose merged environment is `environment`: resolved and validated
 * through the template (its conditions checked too); without one, the effective raw values
 * (parameters over parameter_defaults).
 */
export function stackParameters(template: unknown, environment: DataHash, identity: StackIdentity, bag: DiagnosticBag): StackParameters | undefined {
  if (!isTemplate(template)) return { values: effective(environment), schemas: undefined };
  const errors = bag.errorCount;
  const t = readHotTemplate(template, bag);
  const parameters = t && hotStackParameters(t, environment, identity, bag);
  return bag.errorCount === errors ? parameters : undefined;
}

/**
 * A request's template as Heat 19 reads it before it merges the environments: the text and
 * version, then every parameter schema (the templates among the request's `files` first).
 * Undefined (reported) when Heat refuses it there; `read` is absent when there is no template.
 */
export function readRequestTemplate(template: unknown, files: Readonly<Record<string, string>>, bag: DiagnosticBag): { read?: StackTemplate } | undefined {
  if (!isTemplate(template)) return {};
  const read = readStackTemplate(template, bag, undefined, files);
  return read && { read };
}

/**
 * The parameters of a stack Heat 19 creates or updates: every check Heat makes of the stack, in
 * its order (stack-validation.ts), the resources' own checks and the outputs' last (previewStack);
 * undefined when any reported an error. `read` is the template (readRequestTemplate), `files`
 * the stack's, `environment` the merged one; an update's `beforeResources` checks the immutable
 * parameters where Heat does.
 */
export function validatedStackParameters(
  read: StackTemplate | undefined,
  environment: DataHash,
  files: Readonly<Record<string, string>>,
  identity: StackIdentity,
  bag: DiagnosticBag,
  beforeResources?: StackValidationOptions['beforeResources'],
  timeoutMins?: number,
): StackParameters | undefined {
  if (!read) return { values: effective(environment), schemas: undefined };
  const errors = bag.errorCount;
  const options = {
    heatCompat: true,
    ...(timeoutMins !== undefined ? { timeoutMins } : {}),
    ...(isHash(environment.resource_registry) ? { registry: environment.resource_registry } : {}),
    ...(isHash(environment.parameter_defaults) ? { parameterDefaults: environment.parameter_defaults } : {}),
  };
  const resolved = validateStack(read.template, environment, files, identity, { ...options, read, ...(beforeResources ? { beforeResources } : {}) }, bag);
  if (!resolved || bag.errorCount > errors) return undefined;
  const preview = previewStack(read.template, resolved.values, files, options);
  reportCloudServices(read.template, preview, bag);
  const refused = preview.error;
  if (refused) reportRefusal(read.template, refused, bag);
  return refused ? undefined : { values: resolved.values, schemas: resolved.schemas };
}

/** stackParameters with a template already read; undefined when anything here reported an error. */
export function hotStackParameters(t: HotTemplate, environment: DataHash, identity: StackIdentity, bag: DiagnosticBag): StackParameters | undefined {
  const errors = bag.errorCount;
  const resolved = resolveParameters(t, environment, identity, bag);
  // Heat refuses a stack whose condition definitions are malformed, whatever uses them.
  evaluateConditions(t, resolved?.values, bag);
  checkDuplicateNames(t, bag);
  return resolved && bag.errorCount === errors ? { values: resolved.values, schemas: resolved.schemas } : undefined;
}
