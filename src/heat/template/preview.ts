// A stack's template resolved offline, like Heat's `stack preview`: the template validated as
// Stack.validate does after the parameters (resources, references and cycles, functions,
// outputs), then every enabled resource's properties and every output evaluated as far as
// offline knowledge goes, and the resources in dependency order.
import { isHash, type DataHash } from '../../data/value.js';
import { dataEntries, dataKeys, putKey } from '../../data/key-order.js';
import { PyFloat, pyMember, pyStr, strToNumIsFloat, unboxed } from '../parameters/python.js';
import { spellFloat } from '../../yaml/python-spelling.js';
import { conditionLookup, ConditionRefused } from './conditions.js';
import { dependencyOrder, requirements, validationOrder } from './dependencies.js';
import { pythonSetOfDictOrder } from '../stack/python-set-order.js';
import { conditionTable, functionTable } from './function-table.js';
import type { ParseContext } from './functions/parse.js';
import { resolveBoxed, resolveSnippet, type ResolveContext } from './functions/resolve.js';
import { referencesIn, validateSnippet, type ValidateContext } from './functions/validate.js';
import { HEAT_RESOURCE_ATTRIBUTES, HEAT_RESOURCE_SERVICES } from './heat-resource-types.generated.js';
import { ELIDED, Fn, HeatError, shown, symbolicIn } from './functions/values.js';
import { outputDefinitions } from './outputs.js';
import { checkDeletionPolicy, propertyReader, resourceSchema, UnknownValue, validateProperties, withoutValues, type PropertyReader } from './resource-properties.js';
import { resolveResourceType, TypeResolver } from './resource-types.js';
import { isTemplateName } from './template-resources.js';
import { DEFAULT_STACK_TIMEOUT_SECS, validateResourceType, validateResourceTypeFirst } from './type-validation.js';
import { cloudConstraints, faultPath } from './value-schema.js';
import { HEAT_VALUE_SCHEMAS } from './heat-value-schemas.generated.js';
import { checkResourceSection, deletionPolicies, resourceDefinitions, type ResourceDefinition } from './resources.js';
import { shortId } from './short-id.js';
import { checkDuplicateNames, type HotTemplate } from './template.js';
import { checkParameterGroups } from '../parameters/groups.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { parameterSchemas, type ParameterSchema } from '../parameters/schema.js';
import { schemaFailure } from '../parameters/coerce.js';
import { unvalidatedParameters } from '../parameters/resolve.js';
import { readHotTemplate } from './load.js';

export interface PreviewOptions {
  /** Reproduce Heat 19's bugs (a two-argument `if` left out inside resource properties fails the stack). */
  heatCompat?: boolean;
  /** The stack's merged resource_registry: resource types are checked against it and Heat's own types. */
  registry?: DataHash;
  /** The environment's parameter_defaults: a template resource's parameter with one is not required. */
  parameterDefaults?: DataHash;
  /**
   * Stack.strict_validate: property values are read against their schemas (types, constraints).
   * False for a nested stack, which its parent validates without (its parameters stand-ins here).
   */
  strictValues?: boolean;
  /** How deep this stack is nested (0: the stack itself); its template resources' stacks are validated below MAX_NESTED_DEPTH. */
  depth?: number;
  /** The request's stack timeout (minutes), which OS::Heat::Delay checks; Heat's stack_action_timeout without one. */
  timeoutMins?: number;
  /** Where a nested stack's resources needing a cloud service go (its parent's list, their paths led by the parent's). */
  offline?: (f: CloudService) => void;
}

/**
 * A resource whose type needs a cloud service (Resource.is_service_available asks Keystone's
 * catalog first thing in validate()): what Heat raises when no cloud answers, as the oracle's
 * offline Heat does (ResourceTypeUnavailable, wrapped in StackValidationFailed from a nested
 * stack), and the top-level resource it is in. overcat validates the resource as if it were offered.
 */
export interface CloudService extends HeatFailure {
  resource: string;
  type: string;
  service: string;
}

export interface HeatFailure {
  class: string;
  message: string;
}

export interface ResourcePreview {
  enabled: boolean;
  type?: string;
  /** The properties as far as they resolve (symbolic parts shown as their calls). */
  properties?: unknown;
  /** Resources the definition needs (depends_on, get_resource, get_attr): Heat's properties are then not static. */
  requires?: string[];
  /** Top-level properties whose value needs a live stack (shown as the calls). */
  pending?: string[];
  /** Evaluating the properties fails: Heat fails when it creates the resource. */
  error?: HeatFailure;
}

/** An output's value, or the error evaluating it gives; `requires`: the resources it needs (then Heat's value is not static). */
export type OutputPreview = { value: unknown; requires?: string[] } | { error: HeatFailure; requires?: string[] };

export interface StackPreview {
  /** Heat refuses the stack: its first error. */
  error?: HeatFailure;
  resources: Record<string, ResourcePreview>;
  outputs: Record<string, OutputPreview>;
  /** Enabled resources, each after what it needs. */
  order: string[];
  /** yaql overcat's evaluator could not run (left symbolic; a condition taken as true) where Heat computes a value. */
  notEvaluated: string[];
  /** Resources needing a cloud service, in Heat's validation order: each comes before `error`. */
  cloudServices: CloudService[];
  /** Properties given a value whose custom constraints ask a cloud service (checked with strict_validate), of types that need none themselves. */
  cloudConstraints: Array<{ resource: string; property: string; constraints: string[] }>;
}

const failure = (e: HeatError): HeatFailure => ({ class: e.heatClass, message: e.message });

function containsElided(v: unknown): boolean {
  if (v === ELIDED) return true;
  if (v instanceof Fn) return containsElided(v.args);
  if (Array.isArray(v)) return v.some(containsElided);
  if (isHash(v)) return Object.values(v).some(containsElided);
  return false;
}

/** What a stack's functions are parsed and resolved with; `decide` is Heat's Conditions.is_enabled. */
interface StackContext {
  parse: ParseContext;
  resolve: ResolveContext;
  decide: (condition: unknown) => boolean;
  /** Conditions overcat could not decide (yaql), taken as true. */
  undecided: Set<string>;
}

function stackContext(template: HotTemplate, parameters: DataHash, files: Readonly<Record<string, string>>, options: PreviewOptions): StackContext {
  const lookup = conditionLookup(template, parameters);
  const undecided = new Set<string>();
  const resolve: ResolveContext = { parameters, files, condition: (name) => decide(name), notEvaluated: new Set(), topLevel: (options.depth ?? 0) === 0 };
  const decide = (condition: unknown): boolean => {
    const value = condition instanceof Fn ? resolveSnippet(condition, resolve) : condition;
    if (typeof value === 'boolean') return value;
    try {
      return lookup(value);
    } catch (e) {
      if (!(e instanceof ConditionRefused)) throw e;
      if (!e.notEvaluated) throw new HeatError(e.heatClass, e.message);
      // A condition overcat cannot decide (yaql): taken as true, and said so.
      undecided.add(`conditions.${pyStr(value)}`);
      return true;
    }
  };
    const resources = template.data.resources;
  const resourceNames = new Set(isHash(resources) ? Object.keys(resources) : []);
  return { parse: { table: functionTable(template.version), conditionTable: conditionTable(template.version), condition: decide, resourceNames }, resolve, decide, undecided };
}

/**
 * The stack's resources as Heat builds them before Stack.validate (resource_definitions, then a
 * Resource per enabled definition): each definition parsed and its condition decided, each enabled
 * resource's type looked up in the registry. Throws Heat's HeatError.
 */
function buildResources(template: HotTemplate, c: StackContext, options: PreviewOptions): { defns: ResourceDefinition[]; resolvedType: Map<string, string> } {
  const defns = resourceDefinitions(template.data.resources, template.version, c.parse, (condition, name) => {
    try {
      return c.decide(condition);
    } catch (e) {
      if (e instanceof HeatError && e.heatClass === 'ValueError') throw new HeatError('StackValidationFailed', `${faultPath(['resources', name, 'condition'])}: ${e.message}`);
      throw e;
    }
  }, (d) => {
    // Zed: Macro.__reduce__ cannot copy the Ellipsis a false two-argument `if` leaves (fixed in
    // Heat 23); every definition is built, a disabled one too.
    if (options.heatCompat && containsElided([d.properties, d.metadata, d.updatePolicy])) throw new HeatError('TypeError', 'EllipsisType takes no arguments');
  }, (v) => resolveSnippet(v, c.resolve));
  const registry = options.registry;
  if (!registry) return { defns, resolvedType: new Map(defns.map((d) => [d.name, d.type])) };
  // Stack.resources builds a Resource per name of the set of enabled names, in that set's order:
  // each type lookup sees what the ones before it registered, and the first failing one is Heat's.
  const resolver = new TypeResolver(registry);
  const byName = new Map(defns.map((d) => [d.name, d]));
  const resolved = new Map(pythonSetOfDictOrder(defns.map((d) => d.name)).map((name) => [name, resolver.resolve(byName.get(name)!.type, name)]));
  return { defns, resolvedType: new Map(defns.map((d) => [d.name, resolved.get(d.name)!])) };
}

/**
 * urlfetch.get of a template the request's files lack: a user's template resource may only be
 * fetched over http(s) (what that would find is not known offline); any other scheme, or none, is
 * Heat's NotFound, which refuses the stack.
 */
function checkTemplateFetch(url: string): void {
  // urllib.parse's scheme: letters, digits, + - . before the first colon, starting with a letter.
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase() ?? '';
  if (scheme === 'http' || scheme === 'https') return;
  throw new HeatError('StackValidationFailed', `Could not fetch remote template "${url}": Invalid URL scheme ${scheme}`);
}

/** Heat's max_nested_stack_depth default: how deep nested stacks are followed (one this deep has none of its own). */
export const MAX_NESTED_DEPTH = 5;

/**
 * The path, error and message a Heat failure was raised with (HeatExceptionWithPath's
 * `error: path: message`): any other class is its name and its text; a StackValidationFailed's
 * leading path (`resources.…`, `outputs.…`, …) is read back, after its error's name (`Property
 * error`, or the class a nested stack raised).
 */
function splitFailure(f: HeatFailure): { error: string; path: string; message: string } {
  if (f.class !== 'StackValidationFailed') return { error: f.class, path: '', message: f.message };
  const m = /^(?:(Property error|Parameter Groups error|[A-Z][A-Za-z]+): )?((?:resources|outputs|parameter_groups|conditions)(?:\.[^:\s]+|\[\d+\])*): ([\s\S]*)$/.exec(f.message);
  if (m) return { error: m[1] ?? '', path: m[2]!, message: m[3]! };
  return { error: '', path: '', message: f.message };
}

/**
 * StackResource.validate_nested_stack: a template resource's stack is built and validated (with
 * strict_validate off: property names, types and functions, not values) with its properties as
 * parameters, after the resource's own checks; its first fault refuses the parent, its path led by
 * `resources.<name><<template>>`.
 */
function validateNestedStack(name: string, url: string, load: (bag: DiagnosticBag) => HotTemplate | undefined, properties: unknown, ctx: ResolveContext, options: PreviewOptions): void {
  const depth = options.depth ?? 0;
  const offline = (f: CloudService) => options.offline?.({ ...f, ...nestedFault(name, url, f), resource: name });
  const fault = depth >= MAX_NESTED_DEPTH ? { class: 'RequestLimitExceeded', message: `Request limit exceeded: Recursion depth exceeds ${MAX_NESTED_DEPTH}.` } : nestedStackFailure(name, load, properties, ctx, { ...options, depth: depth + 1, offline });
  if (!fault) return;
  const wrapped = nestedFault(name, url, fault);
  throw new HeatError(wrapped.class, wrapped.message);
}

/** A nested stack's fault as its parent raises it: StackValidationFailed, the path led by `resources.<name><<url>>`. */
function nestedFault(name: string, url: string, fault: HeatFailure): HeatFailure {
  const inner = splitFailure(fault);
  const path = `resources.${name}<${url}>${inner.path ? `.${inner.path}` : ''}`;
  return { class: 'StackValidationFailed', message: `${inner.error ? `${inner.error}: ` : ''}${path}: ${inner.message}` };
}

/**
 * Stack.validate of a nested stack (strict_validate off), its first fault: Template.validate (the
 * sections, raised unwrapped; the resources section), the parameter groups, the resources built,
 * names both a parameter and a resource, then the resources' and outputs' checks.
 */
function nestedStackFailure(name: string, load: (bag: DiagnosticBag) => HotTemplate | undefined, properties: unknown, ctx: ResolveContext, options: PreviewOptions): HeatFailure | undefined {
  const side = new DiagnosticBag();
  const template = load(side);
  if (!template) return undefined;
  const section = side.items.find((d) => d.code === 'OVC7004');
  if (section) return { class: 'InvalidTemplateSection', message: section.message };
  try {
    checkResourceSection(template.data.resources, template.version);
  } catch (e) {
    if (!(e instanceof HeatError)) throw e;
    return failure(e);
  }
  const reported = (check: (bag: DiagnosticBag) => void): HeatFailure | undefined => {
    const bag = new DiagnosticBag();
    check(bag);
    const d = bag.items.find((x) => x.severity === 'error');
    return d && { class: String(d.data?.heatClass), message: String(d.data?.heatMessage ?? d.message) };
  };
  const schemas = parameterSchemas(template, side);
  const invalid = parameterSchemaFailure(schemas, options.parameterDefaults ?? {});
  if (invalid) return invalid;
  const groups = reported((bag) => checkParameterGroups(template, bag));
  if (groups) return groups;
  // Values a live stack decides are left out: the nested stack then reads its parameter's default.
  const given: DataHash = {};
  for (const [key, value] of isHash(properties) ? dataEntries(properties) : []) {
    try {
      const v = resolveSnippet(value, ctx, true);
      if (!symbolicIn(v)) putKey(given, key, v);
    } catch (e) {
      if (!(e instanceof HeatError)) throw e;
    }
  }
  const identity = { stackName: `${pyStr(ctx.parameters['OS::stack_name'] ?? '')}-${name}`, stackId: 'None', projectId: pyStr(ctx.parameters['OS::project_id'] ?? '') };
  const parameters = unvalidatedParameters(schemas, { parameters: given, parameter_defaults: options.parameterDefaults ?? {} }, identity);
  return resourceBuildFailure(template, parameters, ctx.files, options) ?? reported((bag) => checkDuplicateNames(template, bag)) ?? previewStack(template, parameters, ctx.files, { ...options, strictValues: false }).error;
}

/**
 * Parameters.validate of a nested stack (validate_value off): each parameter's schema in order, its
 * default checked against its constraints; the default there is the environment's
 * parameter_defaults value where it has one (param_schemata replaces it), refused as Heat's
 * InvalidSchemaError "Invalid default …".
 */
function parameterSchemaFailure(schemas: ReadonlyMap<string, ParameterSchema>, parameterDefaults: DataHash): HeatFailure | undefined {
  for (const schema of schemas.values()) {
    const checked = Object.hasOwn(parameterDefaults, schema.name) ? { ...schema, default: parameterDefaults[schema.name] } : schema;
    const problem = schemaFailure(checked, { unchecked: [] });
    if (!problem) continue;
    if (problem.kind === 'crash') return { class: problem.pyClass, message: problem.message };
    return { class: 'InvalidSchemaError', message: `Parameter '${schema.name}' is invalid: ${problem.reason}` };
  }
  return undefined;
}

/** The members a group's resource_def reads as (ignore_param_resolve): nulls and what a live stack decides left out, at every depth. */
function withoutNulls(v: unknown): unknown {
  if (v === null || v === ELIDED || symbolicIn(v)) return null;
  if (Array.isArray(v)) return v.map(withoutNulls).filter((x) => x !== null);
  if (!isHash(v)) return v;
  const out: DataHash = {};
  for (const [k, x] of dataEntries(v)) {
    const kept = withoutNulls(x);
    if (kept !== null) putKey(out, k, kept);
  }
  return out;
}

/** ResourceGroup._handle_repl_val: the index variable replaced by the member's name in every string. */
function indexed(v: unknown, variable: string, member: string): unknown {
  if (typeof v === 'string') return v.replaceAll(variable, member);
  if (Array.isArray(v)) return v.map((x) => indexed(x, variable, member));
  if (!isHash(v)) return v;
  const out: DataHash = {};
  for (const [k, x] of dataEntries(v)) putKey(out, k, indexed(x, variable, member));
  return out;
}

/**
 * ResourceGroup.validate_nested_stack: unless its count is 0, a stack of its first member (the
 * first of 0, 1, … its removal policies do not name), the resource_def's properties with the index
 * variable replaced, is validated with strict_validate off under `resources.<name><nested_stack>`.
 * The member's type must be known first (refused unwrapped). Values overcat cannot decide: not judged.
 */
function validateGroupMember(name: string, properties: unknown, ctx: ResolveContext, options: PreviewOptions): void {
  const given = isHash(properties) ? properties : {};
  const value = (key: string): unknown => (Object.hasOwn(given, key) ? withoutNulls(resolveSnippet(given[key], ctx, true)) : null);
  let count: unknown, definition: unknown, variable: unknown, policies: unknown;
  try {
    // count's default is 1.
    [count, definition, variable, policies] = [Object.hasOwn(given, 'count') ? value('count') : 1, value('resource_def'), value('index_var'), value('removal_policies')];
  } catch (e) {
    if (e instanceof HeatError) return;
    throw e;
  }
  if (!count || count === '0' || !isHash(definition) || typeof definition.type !== 'string') return;
  const removed = new Set<string>();
  for (const policy of asList(policies)) if (isHash(policy)) for (const n of asList(policy.resource_list)) removed.add(pyStr(n));
  let index = 0;
  while (removed.has(String(index))) index++;
  const member = String(index);
  const resource: DataHash = { type: definition.type };
  if (isHash(definition.properties)) resource.properties = indexed(definition.properties, typeof variable === 'string' ? variable : '%index%', member);
  if (isHash(definition.metadata)) resource.metadata = definition.metadata;
  if (options.registry) resolveResourceType(definition.type, '', options.registry);
  const template: DataHash = { heat_template_version: '2015-04-30', resources: {} };
  putKey(template.resources as DataHash, member, resource);
  validateNestedStack(name, 'nested_stack', (bag) => readHotTemplate(template, bag, 'nested_stack'), {}, ctx, options);
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A property as the type's code reads it (`self.properties[key]`); undefined when overcat cannot decide it. */
function readOrUndefined(read: PropertyReader | undefined, key: string): unknown {
  try {
    return read?.(key);
  } catch (e) {
    if (e instanceof UnknownValue || e instanceof HeatError) return undefined;
    throw e;
  }
}

/**
 * The member definition AutoScalingGroup builds from its `resource` (HOTInterpreter's
 * _rsrc_defn_args for a resource named `member`, 2015-04-30 fields: its TypeError, KeyError and
 * StackValidationFailed raised as they are), rendered back as the nested template holds it: its
 * depends_on dropped (add_resource keeps only members already added), unknown keys ignored.
 */
function scaledMemberDefinition(resource: DataHash): DataHash {
  const field = (key: string, valid: (v: unknown) => boolean, typename: string): unknown => {
    if (!Object.hasOwn(resource, key)) return undefined;
    if (!valid(resource[key])) throw new HeatError('TypeError', `Resource member ${key} type must be ${typename}`);
    return resource[key];
  };
  if (!Object.hasOwn(resource, 'type')) throw new HeatError('KeyError', `'Resource member is missing "type"'`);
  const rendered: DataHash = { type: field('type', (v) => typeof v === 'string', 'string') };
  for (const key of ['properties', 'metadata']) {
    const v = field(key, isHash, 'object');
    if (v !== undefined && v !== null) rendered[key] = v;
  }
  const depends = field('depends_on', (v) => typeof v === 'string' || Array.isArray(v), 'list or string');
  if (Array.isArray(depends) && depends.some((d) => typeof d !== 'string')) throw new HeatError('StackValidationFailed', 'Resource member depends_on must be a list of strings');
  const policy = field('deletion_policy', (v) => typeof v === 'string', 'string');
  if (policy !== undefined && policy !== null) {
    if (!deletionPolicies('2015-04-30').includes(policy as string)) throw new HeatError('StackValidationFailed', `Invalid deletion policy "${pyStr(policy)}"`);
    rendered.deletion_policy = policy;
  }
  const update = field('update_policy', isHash, 'object');
  if (update !== undefined && update !== null) rendered.update_policy = update;
  field('description', (v) => typeof v === 'string', 'string');
  return rendered;
}

/**
 * AutoScalingGroup.validate_nested_stack: a stack of desired_capacity (else min_size) members of
 * its `resource`, each named by short_id.generate_id(), validated with strict_validate off under
 * `resources.<name><nested_stack>`. The member's type is looked up first, then its definition
 * built; every member is the same definition, so the first fault is one member's, named by a
 * random id in Heat and by an id of the same shape derived from the group's name here.
 */
function validateScaledMembers(name: string, read: PropertyReader | undefined, ctx: ResolveContext, options: PreviewOptions): void {
  const count = readOrUndefined(read, 'desired_capacity') || readOrUndefined(read, 'min_size');
  const resource = readOrUndefined(read, 'resource');
  if (!count || !isHash(resource) || !options.registry) return;
  const path = `resources.${name}<nested_stack>`;
  // _create_template builds the member's definition, then the nested stack looks its type up.
  let member: DataHash;
  try {
    member = scaledMemberDefinition(resource);
  } catch (e) {
    if (!(e instanceof HeatError)) throw e;
    // validate_nested_stack names a class other than StackValidationFailed in front.
    throw new HeatError('StackValidationFailed', `${e.heatClass === 'StackValidationFailed' ? '' : `${e.heatClass}: `}${path}: ${e.message}`);
  }
  try {
    resolveResourceType(member.type as string, '', options.registry);
  } catch (e) {
    if (e instanceof HeatError) throw new HeatError('StackValidationFailed', `${path}: ${e.message}`);
    throw e;
  }
  const template: DataHash = { heat_template_version: '2015-04-30', resources: {} };
  putKey(template.resources as DataHash, shortId(`${pyStr(ctx.parameters['OS::stack_name'] ?? '')}-${name}`), member);
  validateNestedStack(name, 'nested_stack', (bag) => readHotTemplate(template, bag, 'nested_stack'), {}, ctx, options);
}

/**
 * ResourceChain.validate_nested_stack: each type of `resources` looked up first (refused
 * unwrapped), then the chain's stack validated as StackResource does: members "0", "1", … each
 * with the `resource_properties` as they read before anything exists and, under a
 * one-engine concurrency limit, depending on the one before, concurrent or not.
 */
function validateChainMembers(name: string, read: PropertyReader | undefined, ctx: ResolveContext, options: PreviewOptions): void {
  const types = readOrUndefined(read, 'resources');
  if (!Array.isArray(types)) return;
  for (const type of types) {
    if (type === '') throw new HeatError('StackValidationFailed', 'Resource "None" has no type');
    if (typeof type === 'string' && options.registry) resolveResourceType(type, '', options.registry);
  }
  // Read as the parent's validation reads it (a resource's attribute None): a key stays a key.
  const properties = readOrUndefined(read, 'resource_properties');
  const resources: DataHash = {};
  types.forEach((type, index) => {
    const member: DataHash = { type };
    if (isHash(properties)) member.properties = properties;
    if (index > 0) member.depends_on = [String(index - 1)];
    putKey(resources, String(index), member);
  });
  const template: DataHash = { heat_template_version: '2015-04-30', resources };
  validateNestedStack(name, 'nested_stack', (bag) => readHotTemplate(template, bag, 'nested_stack'), {}, ctx, options);
}

/**
 * Heat's refusal while it builds the stack's resources, before Stack.validate checks the
 * parameters: `parameters` as Heat reads them then (unvalidatedParameters), the resources section
 * and the condition definitions already checked (checkResourceSection, parseConditions).
 */
export function resourceBuildFailure(template: HotTemplate, parameters: DataHash, files: Readonly<Record<string, string>>, options: PreviewOptions = {}): HeatFailure | undefined {
  try {
    buildResources(template, stackContext(template, parameters, files, options), options);
    return undefined;
  } catch (e) {
    if (!(e instanceof HeatError)) throw e;
    return failure(e);
  }
}

/**
 * Previews the stack of a template whose parameters have been resolved (`parameters`: typed,
 * pseudo ones included). Never throws for a bad template: Heat's first refusal is `error`.
 */
export function previewStack(template: HotTemplate, parameters: DataHash, files: Readonly<Record<string, string>>, options: PreviewOptions = {}): StackPreview {
  const result: StackPreview = { resources: {}, outputs: {}, order: [], notEvaluated: [], cloudServices: [], cloudConstraints: [] };
  const c = stackContext(template, parameters, files, options);
  const nestedOptions: PreviewOptions = { ...options, offline: options.offline ?? ((f) => result.cloudServices.push(f)) };
  const resolveCtx = c.resolve;
  const rawResources = template.data.resources;
  try {
    checkResourceSection(rawResources, template.version);
    const { defns, resolvedType } = buildResources(template, c, options);
    const setOrder = pythonSetOfDictOrder(defns.map((d) => d.name));
    result.order = dependencyOrder(defns, setOrder, new Set(isHash(rawResources) ? dataKeys(rawResources) : []));
    const byName = new Map(defns.map((d) => [d.name, d]));
    const validation: ValidateContext = {
      resources: new Set(byName.keys()),
      attributes: (resource) => {
        const type = resolvedType.get(resource);
        return type !== undefined && Object.hasOwn(HEAT_RESOURCE_ATTRIBUTES, type) ? HEAT_RESOURCE_ATTRIBUTES[type] : undefined;
      },
      resolve: (v) => resolveSnippet(v, resolveCtx),
    };
    for (const name of validationOrder(defns, setOrder, new Set(isHash(rawResources) ? dataKeys(rawResources) : []))) {
      const d = byName.get(name)!;
      // OS::Heat::None's validate() does nothing, so Heat never validates its functions (nor
      // those of a type the registry maps to it).
      if (resolvedType.get(name) === 'OS::Heat::None') continue;
      // TemplateResource reads its template when it is built (from files, else fetched) and
      // raises what that met as soon as it is validated.
      const type = resolvedType.get(name)!;
      // Resource.validate_template asks for the type's service before anything else.
      const service = HEAT_RESOURCE_SERVICES[type];
      if (service !== undefined) {
        const message = `HEAT-E99001 Service ${service} is not available for resource type ${d.type}, reason: Authorization failed.`;
        nestedOptions.offline!({ class: 'ResourceTypeUnavailable', message, resource: name, type: d.type, service });
      }
      // Properties.validate(with_value) asks the cloud for these (glance.image, nova.flavor, …).
      else if (options.strictValues !== false && isHash(d.properties)) {
        for (const key of dataKeys(d.properties)) {
          const propertySchema = HEAT_VALUE_SCHEMAS[type]?.properties[key];
          const constraints = propertySchema ? cloudConstraints(propertySchema) : [];
          if (constraints.length > 0) result.cloudConstraints.push({ resource: name, property: key, constraints });
        }
      }
      if (isTemplateName(type) && !Object.hasOwn(c.resolve.files, type)) checkTemplateFetch(type);
      const schema = resourceSchema(type, c.resolve.files, options.parameterDefaults ?? {});
      // Properties.validate computes each value before any resource exists (get_resource the name, get_attr None).
      const beforeCreate: ResolveContext = { ...resolveCtx, beforeCreate: true };
      // The type's own validate() reads its properties (Properties.__getitem__), strict_validate or not.
      const read = propertyReader(name, schema, d.properties, (_, value) => resolveSnippet(value, beforeCreate, true));
      const givenFloat = (key: string): boolean | undefined => {
        if (!isHash(d.properties) || !Object.hasOwn(d.properties, key)) return undefined;
        const value = resolveBoxed(pyMember(d.properties, key), beforeCreate);
        return value === null || value === ELIDED ? undefined : strToNumIsFloat(value);
      };
      const stackOf = { name, resources: validation.resources, requires: requirements(d).map((r) => r.name as string), strict: options.strictValues !== false, givenFloat, timeoutSecs: options.timeoutMins !== undefined ? options.timeoutMins * 60 : DEFAULT_STACK_TIMEOUT_SECS };
      validateResourceTypeFirst(type, read, stackOf);
      for (const [field, value] of [['properties', d.properties], ['metadata', d.metadata], ['deletion_policy', d.deletionPolicy], ['update_policy', d.updatePolicy], ['external_id', d.externalId]] as const) {
        validateSnippet(value, faultPath(['resources', name, field]), validation);
      }
      // validate_deletion_policy, the update policy's Properties.validate, then the properties'
      // (with_value=True): each value is computed now, so a failing function refuses the stack
      // ("Property error"), a resource's reference and attribute as they are before it exists.
      checkDeletionPolicy(name, type, d.deletionPolicy instanceof Fn ? resolveSnippet(d.deletionPolicy, resolveCtx) : d.deletionPolicy);
      for (const section of ['update_policy', 'properties'] as const) {
        validateProperties(name, options.strictValues === false ? withoutValues(schema) : schema, section === 'properties' ? d.properties : d.updatePolicy, (key, value) => {
          // Properties.validate(with_value=strict_validate): without it no value is computed.
          if (options.strictValues === false) return value;
          try {
            return resolveSnippet(value, beforeCreate, true);
          } catch (e) {
            if (e instanceof HeatError && e.heatClass !== 'NotEvaluated') throw new HeatError('StackValidationFailed', `Property error: ${faultPath(['resources', name, section, key])}: ${e.message}`);
            throw e;
          }
        }, section);
      }
      validateResourceType(type, read, stackOf);
      if (isTemplateName(type) && Object.hasOwn(c.resolve.files, type)) validateNestedStack(name, type, (bag) => readHotTemplate(c.resolve.files[type]!, bag, type), d.properties, beforeCreate, nestedOptions);
      if (type === 'OS::Heat::ResourceGroup') validateGroupMember(name, d.properties, beforeCreate, nestedOptions);
      if (type === 'OS::Heat::AutoScalingGroup') validateScaledMembers(name, read, beforeCreate, nestedOptions);
      if (type === 'OS::Heat::ResourceChain') validateChainMembers(name, read, beforeCreate, nestedOptions);
    }
    const outputs = outputDefinitions(template.data.outputs, template.version, c.parse, (condition, path) => {
      try {
        return c.decide(condition ?? null);
      } catch (e) {
        if (e instanceof HeatError && e.heatClass === 'ValueError') throw new HeatError('StackValidationFailed', `${path}: ${e.message}`);
        throw e;
      }
    });
    for (const o of outputs) if (o.enabled) validateSnippet(o.value, faultPath(['outputs', o.name, 'value']), validation);
    // Every resource of the template, disabled ones marked.
    const enabled = new Map(defns.map((d) => [d.name, d]));
    for (const name of isHash(rawResources) ? dataKeys(rawResources) : []) {
      const d = enabled.get(name);
      if (!d) {
        putKey(result.resources, name, { enabled: false });
        continue;
      }
      const requires = [...new Set(requirements(d).map((r) => r.name as string))].sort();
      const entry: ResourcePreview = { enabled: true, type: d.type };
      if (requires.length > 0) entry.requires = requires;
      try {
        const resolved = d.properties === undefined ? null : resolveSnippet(d.properties, resolveCtx);
        entry.properties = shown(resolved);
        const pending = isHash(resolved) ? dataKeys(resolved).filter((k) => symbolicIn(resolved[k])) : [];
        if (pending.length > 0) entry.pending = pending;
      } catch (e) {
        if (!(e instanceof HeatError)) throw e;
        entry.error = failure(e);
      }
      putKey(result.resources, name, entry);
    }
    for (const o of outputs) {
      if (!o.enabled) {
        putKey(result.outputs, o.name, { value: null });
        continue;
      }
      // get_resource is not validated: naming a resource a condition left out fails the output only.
      const missing = referencesIn(o.value, '').find((r) => typeof r.name === 'string' && !enabled.has(r.name));
      if (missing) {
        putKey(result.outputs, o.name, { error: { class: 'InvalidTemplateReference', message: `The specified reference "${missing.name as string}" (in unknown) is incorrect.` } });
        continue;
      }
      try {
        const boxed = resolveBoxed(o.value, resolveCtx);
        const value = unboxed(boxed);
        const requires = symbolicIn(value);
        const entry: OutputPreview = requires ? { value: shown(value), requires: [...new Set(requires)].sort() } : { value };
        // A float Python holds (2.0) is written as one.
        if (boxed instanceof PyFloat) spellFloat(entry, 'value', boxed.value);
        putKey(result.outputs, o.name, entry);
      } catch (e) {
        if (!(e instanceof HeatError)) throw e;
        // An output that also names resources is not evaluated until they exist.
        const requires = [...new Set(referencesIn(o.value, '').map((r) => pyStr(r.name)))].sort();
        putKey(result.outputs, o.name, requires.length > 0 ? { error: failure(e), requires } : { error: failure(e) });
      }
    }
    result.notEvaluated = [...c.undecided, ...resolveCtx.notEvaluated!];
  } catch (e) {
    if (!(e instanceof HeatError)) throw e;
    result.error = failure(e);
  }
  return result;
}
