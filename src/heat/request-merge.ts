// A Heat request's environment assembled on its own, no stack (`heat merge`, `heat validate`): the
// inline environment and the environment files parsed from `files`, merged in order with the
// explicit parameters, then typed by the template. The stack engine shares the parsing steps.
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { SourceFile } from '../diagnostics/source.js';
import { isHash, type DataHash } from '../data/value.js';
import { dataEntries, orderedObject } from '../data/key-order.js';
import { stringifyJson } from '../data/exact-number.js';
import type { Layer } from '../merge/layer.js';
import { parseEnvironment } from './environment/load.js';
import { pyTypeName } from './parameters/python.js';
import { mergeHeatRequest, type HeatMergeResult } from './merge.js';
import type { HeatRequest } from './request.js';
import { hotSchemata, hotStackParameters, templateSchemata } from './stack/parameters.js';
import { readHotTemplate } from './template/load.js';
import { previewTemplate } from './template/stack-preview.js';
import type { HotTemplate } from './template/template.js';

/** The inline environment as a mapping ({} when absent); null (with diagnostics) when Heat rejects it. */
export function parseInline(environment: HeatRequest['environment'], bag: DiagnosticBag): DataHash | null {
  if (environment === undefined) return {};
  // A parsed environment goes through the same checks as text: JSON is YAML.
  // (stringifyJson: the text keeps the maps' key order, integer-like keys included.)
  const text = typeof environment === 'string' ? environment : stringifyJson(environment);
  const before = bag.items.length;
  const layer = parseEnvironment(new SourceFile('<environment>', text), bag);
  if (!layer) {
    // heat-api's parse_error_check turns the ValueError into a 400 naming the environment.
    for (const d of bag.items.slice(before)) if (d.severity === 'error') d.data = { heatClass: 'HTTPBadRequest', heatMessage: `Environment not in valid format: ${d.message}` };
    return null;
  }
  const env = layer.value as DataHash;
  // InstantiationData updates the parameters with the explicit ones, empty or not (the other
  // sections are Environment()'s to load: environment/shape.ts, once merged).
  if (Object.hasOwn(env, 'parameters') && !isHash(env.parameters)) {
    bag.report('OVC6100', { message: `environment section parameters must be a mapping` }, { data: { heatClass: 'AttributeError', heatMessage: `'${pyTypeName(env.parameters)}' object has no attribute 'update'` } });
    return null;
  }
  return env;
}

/** OVC6111: the seeds merge the inline environment under the files, Heat 19 drops it (reference §3). */
export function warnInlineIgnored(request: HeatRequest, inline: DataHash, bag: DiagnosticBag): void {
  if ((request.environment_files ?? []).length > 0 && Object.keys(inline).length > 0) bag.report('OVC6111', { values: JSON.stringify(inline) });
}

/** The environment files named, parsed from `files`; undefined (with diagnostics) when one fails. */
export function environmentLayers(names: readonly string[], files: Readonly<Record<string, string>>, bag: DiagnosticBag, options: { lintDialect?: boolean } = {}): Layer[] | undefined {
  const errors = bag.errorCount;
  const layers: Layer[] = [];
  for (const name of names) {
    if (!Object.hasOwn(files, name)) {
      bag.report('OVC6101', { name }, { data: { heatClass: 'KeyError', heatMessage: `'${name}'` } });
      continue;
    }
    const layer = parseEnvironment(new SourceFile(name, files[name]!), bag, options);
    if (layer) layers.push(layer);
  }
  return bag.errorCount > errors ? undefined : layers;
}

/**
 * A request's environment on its own, no stack (`overcat heat merge`): the seeds' order, or
 * Heat 19's with `heatCompat`, with OVC6005 where the explicit parameters' place matters.
 * `template` is the request's template when the caller has already read it (so it is read once).
 */
export function mergeRequest(request: HeatRequest, options: { heatCompat?: boolean; provenance?: boolean; lintDialect?: boolean }, bag: DiagnosticBag, template?: HotTemplate): HeatMergeResult | undefined {
  const inline = parseInline(request.environment, bag);
  const names = request.environment_files ?? [];
  const layers = environmentLayers(names, request.files ?? {}, bag, { lintDialect: options.lintDialect === true });
  if (inline === null || !layers) return undefined;
  warnInlineIgnored(request, inline, bag);
  const compat = options.heatCompat === true;
  const schemata = template ? hotSchemata(template, request.files) : templateSchemata(request.template, request.files);
  return mergeHeatRequest(layers, request.parameters ?? {}, bag, { heatCompat: compat, base: compat && names.length > 0 ? {} : inline, provenance: options.provenance !== false, ...(schemata ? { schemata } : {}) });
}

/** No stack exists for merge/validate: Heat's parameters without a stack identifier. */
const NO_STACK = { stackName: '', stackId: '', projectId: '' };

/**
 * The whole merge path of `heat merge`/`heat validate`: the template read once (its types decide
 * the merge strategies' meaning), the merge, then what the template makes of the merged
 * environment: typed parameters (pseudo ones left out) when the template and every parameter
 * check, its conditions and names checked on the way (problems as diagnostics).
 */
export function mergeAndType(
  request: HeatRequest,
  options: { heatCompat: boolean; explain: boolean; checkTemplate?: boolean; lintDialect?: boolean },
  templatePath: string | undefined,
  bag: DiagnosticBag,
): { result: HeatMergeResult | undefined; typed: DataHash | undefined } {
  const template: HotTemplate | undefined = request.template === undefined ? undefined : readHotTemplate(request.template, bag, templatePath);
  const result = mergeRequest(request, { heatCompat: options.heatCompat, provenance: options.explain, lintDialect: options.lintDialect === true }, bag, template);
  const resolved = template && result && hotStackParameters(template, result.environment, NO_STACK, bag);
  const typed = resolved && orderedObject(dataEntries(resolved.values).filter(([name]) => !resolved.schemas?.get(name)?.pseudo));
  if (options.checkTemplate && template && typed && result && !bag.hasErrors) reportTemplateChecks(request, template, result.environment, options.heatCompat, bag);
  return { result, typed };
}

/**
 * `heat validate`'s template checks beyond the parameters: what Heat's Stack.validate refuses in
 * resources, references and outputs (OVC74xx), from a preview run on the side.
 */
function reportTemplateChecks(request: HeatRequest, template: HotTemplate, environment: DataHash, heatCompat: boolean, bag: DiagnosticBag): void {
  const side = new DiagnosticBag();
  previewTemplate(template, environment, request.files ?? {}, NO_STACK_VALIDATE, { heatCompat }, side);
  // The parameters were checked and reported already; only what the template adds is new.
  bag.add(...side.items.filter((d) => d.code.startsWith('OVC74')));
}

const NO_STACK_VALIDATE = { stackName: 'validate', stackId: 'None', projectId: 'None' };
