// `overcat explain 'Type[title].param'`: the chain that decided one value — the catalog's value, the
// defaults and the override data's contributions (layer by layer, file:line:col) and the result.
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { formatRef, parseRef } from '../catalog/reference.js';
import { SENSITIVE_TEXT, hideSensitive, type ResourceJson } from '../catalog/catalog-json.js';
import { ResourceIndex } from '../catalog/resource-index.js';
import { overrideCatalogs, RELATIONSHIP_METAPARAMETERS, type ApplyRequest } from './apply.js';
import { readOverrideData } from './data.js';
import { formatLocation, type OverrideSource } from './source.js';

export interface ExplainStep {
  /**
   * `catalog` (the value in a catalog file), `manifest` (how compilation set it, when overcat
   * compiled the catalog), `default` (configuration_options.defaults) or `override` (configuration).
   */
  kind: 'catalog' | 'manifest' | 'default' | 'override';
  /** Catalog file, the layer's name, or (manifest) what set it: `attribute $var`, `resource default`, `hiera <key> from <level> (<merge>)`... */
  layer: string;
  strategy?: string;
  value: unknown;
  location?: string;
}

export interface Explanation {
  reference: string;
  /** The resource as the catalog names it (found by title, namevar or alias), if any. */
  resource?: string;
  steps: ExplainStep[];
  /** The value after the override; undefined when the result leaves it unset. */
  result?: unknown;
  /** `appended` for relationship metaparameters, else `replaced` by the last step. */
  rule: 'replaced' | 'appended';
}

export interface ValueReference {
  type: string;
  title: string;
  /** Absent for a whole resource (`Package[mc]`): every parameter is explained. */
  parameter?: string;
}

/** A title quoted as in Puppet (`'nova-common'`, `"nova-common"`) without its quotes. */
function unquote(title: string): string {
  const m = /^(['"])(.*)\1$/s.exec(title);
  return m ? m[2]!.replace(/\\([\\'"])/g, '$1') : title;
}

/**
 * Parses `Type[title].param` or a whole `Type[title]`; the title may be quoted as Puppet writes it
 * (`Package['nova-common'].ensure`) and may itself hold brackets and dots.
 */
export function parseValueReference(text: string): ValueReference | undefined {
  const trimmed = text.trim();
  const m = /^(.*\])\.(\w+)$/s.exec(trimmed);
  const ref = parseRef(m ? m[1]! : trimmed);
  return ref ? { type: ref.type, title: unquote(ref.title), ...(m ? { parameter: m[2]! } : {}) } : undefined;
}

/**
 * The explanations of one value (`Type[title].param`: one) or of every parameter a resource has in
 * the catalogs, the override data or the result (`Type[title]`); undefined, with diagnostics, when
 * the reference is malformed or names nothing.
 */
export function explainValue(
  text: string,
  request: Omit<ApplyRequest, 'data'>,
  bag: DiagnosticBag,
  /** For a catalog overcat compiled: how compilation set a parameter, instead of the bare catalog value. */
  compiledSteps?: (type: string, title: string, parameter: string) => ExplainStep[],
): Explanation[] | undefined {
  const target = parseValueReference(text);
  if (!target) {
    bag.report('OVC4040', { text });
    return undefined;
  }
  let resourceRef: string | undefined;
  const before = request.catalogs.flatMap((named) => {
    const resource = new ResourceIndex(named.catalog, request.types).find(target.type, target.title);
    if (!resource) return [];
    resourceRef ??= formatRef(resource.type, resource.title);
    return [{ named, resource }];
  });

  // Read only to find the entry; problems are reported once, by the apply below.
  const data = readOverrideData(request.source, new DiagnosticBag());
  const entries = data.entries.filter((e) => e.type.toLowerCase() === target.type.toLowerCase() && e.title === target.title);
  const defaults = data.options.defaults.get(target.type.toLowerCase());

  const applied = overrideCatalogs(request, bag);
  if (!applied.catalogs) return undefined;
  let after: ResourceJson | undefined;
  for (const named of [...applied.catalogs, ...(applied.createResources ? [applied.createResources] : [])]) {
    after = new ResourceIndex(named.catalog, request.types).find(target.type, target.title);
    if (after) {
      resourceRef ??= formatRef(after.type, after.title);
      break;
    }
  }

  const explainOne = (parameter: string): Explanation | undefined => {
    const steps: ExplainStep[] = [];
    for (const { named, resource } of before) {
      const value = resource.parameters?.[parameter];
      const compiled = compiledSteps?.(resource.type, resource.title, parameter) ?? [];
      if (compiled.length > 0) steps.push(...compiled);
      else if (value !== undefined) steps.push({ kind: 'catalog', layer: named.name, value, ...(resource.file ? { location: `${resource.file}:${resource.line ?? 0}` } : {}) });
    }
    if (defaults && Object.hasOwn(defaults.parameters, parameter) && entries.length > 0) steps.push(...contributionSteps(request.source, 'default', ['defaults', defaults.type, parameter]));
    for (const e of entries) if (Object.hasOwn(e.parameters, parameter)) steps.push(...contributionSteps(request.source, 'override', [e.type, e.title, parameter]));
    let result = after?.parameters?.[parameter];
    if (steps.length === 0 && result === undefined) return undefined;
    // A Sensitive parameter's values are never shown, wherever they came from (as the report does).
    const secret = [...before.map((b) => b.resource), after].some((r) => r?.sensitive_parameters?.includes(parameter));
    for (const s of steps) s.value = secret ? SENSITIVE_TEXT : hideSensitive(s.value);
    if (result !== undefined) result = secret ? SENSITIVE_TEXT : hideSensitive(result);
    return {
      reference: target.parameter !== undefined ? text : `${text.trim()}.${parameter}`,
      ...(resourceRef ? { resource: resourceRef } : {}),
      steps,
      ...(result !== undefined ? { result } : {}),
      rule: RELATIONSHIP_METAPARAMETERS.has(parameter) ? 'appended' : 'replaced',
    };
  };

  const parameters =
    target.parameter !== undefined
      ? [target.parameter]
      : [...new Set([...before.flatMap(({ resource }) => Object.keys(resource.parameters ?? {})), ...entries.flatMap((e) => Object.keys(e.parameters)), ...Object.keys(after?.parameters ?? {})])];
  const explanations = parameters.flatMap((p) => explainOne(p) ?? []);
  if (explanations.length === 0) {
    bag.report('OVC4041', { text });
    return undefined;
  }
  return explanations;
}

function contributionSteps(source: OverrideSource, kind: 'default' | 'override', path: (string | number)[]): ExplainStep[] {
  const key = kind === 'default' ? 'configuration_options' : 'configuration';
  return source.contributions(key, path).map((c) => ({
    kind,
    layer: c.layer,
    strategy: c.strategy,
    value: c.value,
    ...(c.location ? { location: formatLocation(c.location) } : {}),
  }));
}

/** Text rendering: one line per step, then the result. */
export function renderExplanationText(e: Explanation): string {
  const show = (v: unknown) => (v === undefined ? '(unset)' : JSON.stringify(v));
  const lines = [`${e.reference}${e.resource && !e.reference.startsWith(e.resource) ? `  (${e.resource})` : ''}`];
  for (const s of e.steps) {
    const where = s.location ? `  ${s.location}` : '';
    // A layer named after its file is not repeated beside the file:line:col.
    const layer = s.location?.startsWith(`${s.layer}:`) ? '' : ` from ${s.layer}`;
    const label = s.kind === 'catalog' ? `catalog ${s.layer}` : s.kind === 'manifest' ? s.layer : `${s.kind}${layer}${s.strategy ? ` (${s.strategy})` : ''}`;
    lines.push(`  ${label}: ${show(s.value)}${where}`);
  }
  lines.push(`  => ${show(e.result)}${e.rule === 'appended' ? ' (references appended)' : ''}`);
  return `${lines.join('\n')}\n`;
}
