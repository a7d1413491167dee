// A stack's checks in Heat 19's order (service.py _parse_template_and_validate_stack, which create
// and preview share; stack.py Stack.validate): the parameter schemas (all_param_schemata, before
// the merge), the template's sections (Template.validate); then the resources as enforce_stack
// makes Heat build them, before any parameter is validated (the condition definitions parsed,
// each resource definition built and its condition decided over the parameters read unvalidated,
// each enabled type looked up); then Stack.validate: the parameters, the parameter groups, the
// condition definitions' types, names both a parameter and a resource; the resources' own checks
// and the outputs follow (previewStack). An update (_prepare_stack_updates) checks the resources
// section, then the immutable parameters, before it builds the resources, and the top-level
// sections only in Stack.validate. Heat stops at its first fault; overcat goes on wherever the
// next check can still run, so its first error is Heat's.
import { DiagnosticBag, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { isHash, type DataHash } from '../../data/value.js';
import type { PathSegment } from '../../yaml/load.js';
import { parameterSchemas, type ParameterSchema } from '../parameters/schema.js';
import { checkParameters, unvalidatedParameters, type ResolvedParameters, type ResolveOptions, type StackIdentity } from '../parameters/resolve.js';
import { parseConditions, validateConditions } from './conditions.js';
import { HeatError } from './functions/values.js';
import { readHotTemplate } from './load.js';
import { resourceBuildFailure, type HeatFailure, type PreviewOptions, type StackPreview } from './preview.js';
import { checkResourceSection } from './resources.js';
import { checkDuplicateNames, templateLocation, type HotTemplate } from './template.js';

/** A template read for a stack, its parameter schemas built (and their faults reported) first. */
export interface StackTemplate {
  template: HotTemplate;
  schemas: Map<string, ParameterSchema>;
  /** What reading found in the top-level sections: reported by validateStack where Heat checks them. */
  sections: Diagnostic[];
}

/**
 * Reads a stack's template: what the reading refuses (the text, the version) ends it; else Heat's
 * all_param_schemata comes first: the parameter schemas of every template among `files` (those
 * the request sends), then the template's own (a malformed one is reported); the top-level
 * sections' faults are kept for validateStack.
 */
export function readStackTemplate(text: string | DataHash, bag: DiagnosticBag, path?: string, files: Readonly<Record<string, string>> = {}): StackTemplate | undefined {
  const read = new DiagnosticBag();
  const template = readHotTemplate(text, read, path);
  if (!template) {
    bag.add(...read.items);
    return undefined;
  }
  for (const [name, file] of Object.entries(files)) {
    // Heat skips a file that does not parse as a template, but not one whose version it refuses.
    if (!file.includes('heat_template_version')) continue;
    const side = new DiagnosticBag();
    const nested = readHotTemplate(file, side, name);
    if (nested) parameterSchemas(nested, bag);
    else bag.add(...side.items.filter((d) => d.data?.heatClass === 'InvalidTemplateVersion'));
  }
  return { template, schemas: parameterSchemas(template, bag), sections: read.items };
}

export interface StackValidationOptions extends PreviewOptions, ResolveOptions {
  /** The template as readStackTemplate read it (its schemas reported, its sections not yet). */
  read?: StackTemplate;
  /**
   * An update's: the immutable parameters, checked with the parameters read unvalidated before
   * the resources are built; false when it refused the update (then nothing more is checked).
   */
  beforeResources?: (values: DataHash, schemas: ReadonlyMap<string, ParameterSchema>) => boolean;
}

/**
 * Heat's checks of a stack up to its resources' own (above): returns the typed parameters (pseudo
 * ones included), undefined when any error was reported. `environment` is the merged one; its
 * resource_registry decides the resources' types.
 */
export function validateStack(template: HotTemplate, environment: DataHash, files: Readonly<Record<string, string>>, identity: StackIdentity, options: StackValidationOptions, bag: DiagnosticBag): ResolvedParameters | undefined {
  const before = bag.errorCount;
  const schemas = options.read?.schemas ?? parameterSchemas(template, bag);
  const update = options.beforeResources !== undefined;
  // Only create's Template.validate wraps an unknown section in StackValidationFailed.
  const sections = () => bag.add(...(options.read?.sections ?? []).map((d) => (update && d.code === 'OVC7004' ? { ...d, data: { ...d.data, heatClass: 'InvalidTemplateSection' } } : d)));
  if (!update) sections();
  let sectionFault: HeatFailure | undefined;
  try {
    checkResourceSection(template.data.resources, template.version);
  } catch (e) {
    if (!(e instanceof HeatError)) throw e;
    sectionFault = { class: e.heatClass, message: e.message };
    reportRefusal(template, sectionFault, bag);
  }
  if (update && !sectionFault && !options.beforeResources!(unvalidatedParameters(schemas, environment, identity), schemas)) return undefined;
  // resource_definitions parses every condition first, whatever uses them.
  const conditions = parseConditions(template, bag);
  if (!sectionFault && conditions?.complete) {
    const registry = isHash(environment.resource_registry) ? environment.resource_registry : undefined;
    const fault = resourceBuildFailure(template, unvalidatedParameters(schemas, environment, identity), files, { ...options, ...(registry ? { registry } : {}) });
    if (fault) reportRefusal(template, fault, bag);
  }
  if (update) sections();
  const resolved = checkParameters(template, schemas, environment, identity, bag, options);
  if (conditions) validateConditions(template, conditions, resolved?.values, bag);
  checkDuplicateNames(template, bag);
  return resolved && bag.errorCount === before ? resolved : undefined;
}

/** OVC7401 for Heat's refusal, placed where its message points in the template. */
export function reportRefusal(template: HotTemplate | undefined, failure: HeatFailure, bag: DiagnosticBag, where = 'the stack'): void {
  const location = template ? { location: templateLocation(template, errorPath(failure.message)) } : {};
  bag.report('OVC7401', { where, message: failure.message }, { ...location, data: { heatClass: failure.class, heatMessage: failure.message } });
}

/**
 * OVC7406 for each resource needing a cloud service (before the refusal, as Heat meets them), and
 * OVC7407 for each property value a cloud service would check.
 */
export function reportCloudServices(template: HotTemplate | undefined, preview: Pick<StackPreview, 'cloudServices' | 'cloudConstraints'>, bag: DiagnosticBag): void {
  for (const p of preview.cloudConstraints) {
    const location = template ? { location: templateLocation(template, ['resources', p.resource, 'properties', p.property]) } : {};
    bag.report('OVC7407', { name: p.resource, property: p.property, constraints: p.constraints.join(', ') }, location);
  }
  for (const s of preview.cloudServices) {
    const location = template ? { location: templateLocation(template, ['resources', s.resource, 'type']) } : {};
    bag.report('OVC7406', { name: s.resource, type: s.type, service: s.service, heatMessage: s.message }, { ...location, data: { heatClass: s.class, heatMessage: s.message } });
  }
}

/**
 * Where a Heat message points in the template: its leading path (`resources.r.properties.a[0].fn: …`,
 * `Property error: resources.r…`, `… (in r.Properties.value)`), as far as it names keys.
 */
export function errorPath(message: string): PathSegment[] {
  const lead = /^(?:Property error: |Output validation error: )?((?:resources|outputs|conditions)\.[^:\s]+):/.exec(message)?.[1];
  const reference = /\(in ([^)\s]+)\)/.exec(message)?.[1];
  const text = lead ?? (reference ? `resources.${reference.replace('.Properties', '.properties').replace('.Metadata', '.metadata')}` : undefined);
  if (!text) return [];
  return text.split('.').flatMap((part) => {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) return [part];
    return [m[1]!, ...[...m[2]!.matchAll(/\[(\d+)\]/g)].map((x) => Number(x[1]))].filter((x) => x !== '');
  });
}
