// `heat preview` in full: the template's parameters resolved from the merged environment, the
// stack previewed (preview.ts), and every resource whose type the registry (or the type itself)
// maps to a template in `files` previewed as a nested stack with its properties as parameters
// (heatclient's `template validate --show-nested`), hidden parameters masked throughout.
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { isHash, type DataHash } from '../../data/value.js';
import { dataEntries, mapDataValues, orderedObject, putKey } from '../../data/key-order.js';
import type { StackIdentity } from '../parameters/resolve.js';
import { pyStr } from '../parameters/python.js';
import { carryKeys, carryValues } from '../../yaml/python-spelling.js';
import { readHotTemplate } from './load.js';
import { MAX_NESTED_DEPTH, previewStack, type PreviewOptions, type ResourcePreview, type StackPreview } from './preview.js';
import { reportCloudServices, reportRefusal, validateStack, type StackTemplate, type StackValidationOptions } from './stack-validation.js';
import { isTemplateName } from './template-resources.js';
import { parameterSection, templateLocation, type HotTemplate } from './template.js';
import type { PathSegment } from '../../yaml/load.js';

export const MASK = '******';

export interface NestedPreview extends StackPreview {
  /** The template file the resource's type maps to. */
  template: string;
  /** The nested stack's parameters (hidden ones masked); undefined when they do not check. */
  parameters?: DataHash;
  /** Parameters whose property needs a live stack: checked with a stand-in value, shown as the call. */
  parametersNotStatic?: string[];
  nested?: Record<string, NestedPreview>;
}

export interface FullPreview extends StackPreview {
  parameters: DataHash;
  nested: Record<string, NestedPreview>;
}

/** A value of a nested parameter's type, standing in for a property only a live stack knows. */
function standIn(schema: unknown): unknown {
  const type = isHash(schema) ? schema.type : undefined;
  if (isHash(schema) && schema.default !== undefined && schema.default !== null) return schema.default;
  return type === 'number' ? 0 : type === 'boolean' ? false : type === 'json' ? {} : type === 'comma_delimited_list' ? [] : '';
}

/** Replaces every hidden value (and every string containing one) with the mask. */
function masker(hidden: readonly string[]): (v: unknown) => unknown {
  const secrets = hidden.filter((s) => s.length > 0);
  const mask = (v: unknown): unknown => {
    if (typeof v === 'string') return secrets.reduce((t, s) => t.split(s).join(MASK), v);
    // (Floats written 2.0 stay spelled as floats.)
    if (Array.isArray(v)) return carried(v.map(mask), v);
    if (isHash(v)) return carried(mapDataValues(v, mask), v);
    if (v !== null && v !== undefined && secrets.includes(pyStr(v))) return MASK;
    return v;
  };
  return mask;
}

function carried<T extends object>(copy: T, source: object): T {
  carryKeys(copy, source);
  carryValues(copy, source);
  return copy;
}

function masked(preview: StackPreview, mask: (v: unknown) => unknown): StackPreview {
  const resources = orderedObject(dataEntries(preview.resources).map(([k, r]) => [k, (r as ResourcePreview).properties === undefined ? r : { ...(r as ResourcePreview), properties: mask((r as ResourcePreview).properties) }])) as StackPreview['resources'];
  const outputs = orderedObject(dataEntries(preview.outputs).map(([k, o]) => [k, 'value' in (o as object) ? { ...(o as object), value: mask((o as { value: unknown }).value) } : o])) as StackPreview['outputs'];
  return { ...preview, resources, outputs };
}

interface Level {
  template: HotTemplate;
  environment: DataHash;
  files: Readonly<Record<string, string>>;
  identity: StackIdentity;
  options: PreviewOptions;
  depth: number;
  /** Secrets of the stacks above: a nested stack's property may carry them. */
  inherited: readonly string[];
  /** The top template as readStackTemplate read it. */
  read?: StackTemplate;
}

function previewLevel(level: Level, bag: DiagnosticBag): (StackPreview & { parameters?: DataHash; nested: Record<string, NestedPreview>; hiddenNames: string[] }) | undefined {
  const errors = bag.errorCount;
  const resolved = validateStack(level.template, level.environment, level.files, level.identity, { ...level.options, ...(level.read ? { read: level.read } : {}) }, bag);
  if (!resolved || bag.errorCount > errors) return undefined;
  const hidden = [...level.inherited, ...[...resolved.schemas.values()].filter((s) => s.hidden).map((s) => pyStr(resolved.values[s.name]))];
  const mask = masker(hidden);
  const registry = isHash(level.environment.resource_registry) ? level.environment.resource_registry : {};
  const parameterDefaults = isHash(level.environment.parameter_defaults) ? level.environment.parameter_defaults : {};
  // Heat validates a nested stack from its parent with strict_validate off: its values are not read against their schemas.
  const preview = previewStack(level.template, resolved.values, level.files, { ...level.options, registry, parameterDefaults, depth: level.depth, ...(level.depth > 0 ? { strictValues: false } : {}) });
  const shownParameters = carried(
    orderedObject(
      dataEntries(resolved.values)
        .filter(([n]) => !resolved.schemas.get(n)?.pseudo)
        .map(([n, v]) => [n, resolved.schemas.get(n)?.hidden ? MASK : mask(v)]),
    ),
    resolved.values,
  );
  const nested: Record<string, NestedPreview> = {};
  const hiddenProperties: Array<[string, string]> = [];
  for (const [name, r] of dataEntries(preview.resources) as [string, ResourcePreview][]) {
    if (!r.enabled || r.type === undefined) continue;
    const perResource = isHash(registry.resources) && isHash(registry.resources[name]) ? registry.resources[name] : {};
    const mapped = perResource[r.type] ?? registry[r.type];
    const target = typeof mapped === 'string' ? mapped : isTemplateName(r.type) ? r.type : undefined;
    if (target === undefined || !Object.hasOwn(level.files, target)) continue;
    if (level.depth >= MAX_NESTED_DEPTH) {
      bag.report('OVC7405', { name, depth: MAX_NESTED_DEPTH });
      continue;
    }
    const template = readHotTemplate(level.files[target]!, bag, target);
    if (!template) continue;
    const properties = isHash(r.properties) ? r.properties : {};
    // A property only a live stack knows gets a stand-in of the parameter's type; what the nested
    // stack then says about that parameter is not about the template, and is left out.
    const pending = new Set(r.pending ?? []);
    const declared = parameterSection(template);
    const parameters = orderedObject(dataEntries(properties).map(([k, v]) => [k, pending.has(k) ? standIn(declared[k]) : v]));
    // A nested stack gets the parent's parameter_defaults and its properties as parameters.
    const environment = { parameters, parameter_defaults: isHash(level.environment.parameter_defaults) ? level.environment.parameter_defaults : {}, resource_registry: registry };
    const side = new DiagnosticBag();
    const inner = previewLevel({ ...level, read: undefined, template, environment, identity: { ...level.identity, stackName: `${level.identity.stackName}-${name}` }, depth: level.depth + 1, inherited: hidden }, side);
    bag.add(...side.items.filter((d) => ![...pending].some((p) => d.message.includes(`'${p}'`) || d.message.includes(`(${p})`))));
    if (inner) {
      // A property feeding a hidden parameter of the nested template is a secret here too.
      const { hiddenNames, ...rest } = inner;
      for (const key of hiddenNames) if (isHash(r.properties) && Object.hasOwn(r.properties, key)) hiddenProperties.push([name, key]);
      const entry: NestedPreview = { ...rest, template: target };
      if (pending.size > 0) {
        entry.parameters = orderedObject(dataEntries(rest.parameters ?? {}).map(([k, v]) => [k, pending.has(k) ? (properties[k] as unknown) : v]));
        entry.parametersNotStatic = [...pending];
      }
      putKey(nested, name, entry);
      continue;
    }
    putKey(nested, name, { template: target, resources: {}, outputs: {}, order: [], notEvaluated: [] });
  }
  const result = masked(preview, mask);
  for (const [name, key] of hiddenProperties) result.resources[name] = { ...result.resources[name]!, properties: { ...(result.resources[name]!.properties as DataHash), [key]: MASK } };
  const hiddenNames = [...resolved.schemas.values()].filter((s) => s.hidden).map((s) => s.name);
  return { ...result, parameters: shownParameters, nested, hiddenNames };
}

/** The preview of a stack whose environment has been merged; undefined (with diagnostics) when the parameters fail. */
export function previewTemplate(template: HotTemplate, environment: DataHash, files: Readonly<Record<string, string>>, identity: StackIdentity, options: StackValidationOptions, bag: DiagnosticBag): FullPreview | undefined {
  const { read, ...rest } = options;
  const top = previewLevel({ template, environment, files, identity, options: rest, depth: 0, inherited: [], ...(read ? { read } : {}) }, bag);
  if (!top) return undefined;
  const { hiddenNames: _, ...shown } = top;
  reportPreview(shown, '', bag, template);
  return { ...shown, parameters: shown.parameters ?? {} };
}

/** Diagnostics for what Heat would refuse or fail on, at every level. */
function reportPreview(p: StackPreview & { nested?: Record<string, NestedPreview> }, prefix: string, bag: DiagnosticBag, template?: HotTemplate): void {
  const at = (path: PathSegment[]) => (template ? { location: templateLocation(template, path) } : {});
  // A nested level's resources came with their parent's (its validation of the nested stack).
  if (prefix === '') reportCloudServices(template, p, bag);
  if (p.error) reportRefusal(template, p.error, bag, prefix || 'the stack');
  for (const [name, r] of dataEntries(p.resources) as [string, ResourcePreview][]) if (r.error) bag.report('OVC7402', { name: `${prefix}${name}`, message: r.error.message }, { ...at(['resources', name, 'properties']), data: { heatClass: r.error.class } });
  for (const [name, o] of dataEntries(p.outputs) as [string, StackPreview['outputs'][string]][]) if ('error' in o) bag.report('OVC7403', { name: `${prefix}${name}`, message: o.error.message }, { ...at(['outputs', name, 'value']), data: { heatClass: o.error.class } });
  for (const path of p.notEvaluated) bag.report('OVC7404', { path: `${prefix}${path}` });
  for (const [name, n] of dataEntries(p.nested ?? {}) as [string, NestedPreview][]) reportPreview(n, `${prefix}${name}/`, bag);
}
