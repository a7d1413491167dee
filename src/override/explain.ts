// `overcat explain 'Type[title].param'`: the chain that decided one value — the catalog's value, the
// defaults and the override data's contributions (layer by layer, file:line:col) and the result.
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { formatRef, parseRef } from '../catalog/reference.js';
import { ResourceIndex } from '../catalog/resource-index.js';
import { overrideCatalogs, RELATIONSHIP_METAPARAMETERS, type ApplyRequest } from './apply.js';
import { readOverrideData } from './data.js';
import { formatLocation, type OverrideSource } from './source.js';

export interface ExplainStep {
  /** `catalog`, `default` (configuration_options.defaults) or `override` (configuration). */
  kind: 'catalog' | 'default' | 'override';
  /** Catalog file, or the layer's name. */
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

/** Parses `Type[title].param`; the title may itself hold brackets and dots. */
export function parseValueReference(text: string): { type: string; title: string; parameter: string } | undefined {
  const m = /^(.*\])\.(\w+)$/s.exec(text.trim());
  const ref = m ? parseRef(m[1]!) : undefined;
  return m && ref ? { ...ref, parameter: m[2]! } : undefined;
}

export function explainValue(text: string, request: Omit<ApplyRequest, 'data'>, bag: DiagnosticBag): Explanation | undefined {
  const target = parseValueReference(text);
  if (!target) {
    bag.report('OVC4040', { text });
    return undefined;
  }
  const steps: ExplainStep[] = [];
  let resourceRef: string | undefined;
  request.catalogs.forEach((named) => {
    const resource = new ResourceIndex(named.catalog, request.types).find(target.type, target.title);
    if (!resource) return;
    resourceRef ??= formatRef(resource.type, resource.title);
    const value = resource.parameters?.[target.parameter];
    if (value !== undefined) steps.push({ kind: 'catalog', layer: named.name, value, ...(resource.file ? { location: `${resource.file}:${resource.line ?? 0}` } : {}) });
  });

  // Read only to find the entry; problems are reported once, by the apply below.
  const data = readOverrideData(request.source, new DiagnosticBag());
  const entryKeys = data.entries.filter((e) => e.type.toLowerCase() === target.type.toLowerCase() && e.title === target.title);
  const defaults = data.options.defaults.get(target.type.toLowerCase());
  if (defaults && Object.hasOwn(defaults.parameters, target.parameter) && entryKeys.length > 0) {
    steps.push(...contributionSteps(request.source, 'default', ['defaults', defaults.type, target.parameter]));
  }
  for (const e of entryKeys) {
    if (Object.hasOwn(e.parameters, target.parameter)) steps.push(...contributionSteps(request.source, 'override', [e.type, e.title, target.parameter]));
  }

  const applied = overrideCatalogs(request, bag);
  if (!applied.catalogs) return undefined;
  let result: unknown;
  for (const named of [...applied.catalogs, ...(applied.createResources ? [applied.createResources] : [])]) {
    const resource = new ResourceIndex(named.catalog, request.types).find(target.type, target.title);
    if (resource) {
      resourceRef ??= formatRef(resource.type, resource.title);
      result = resource.parameters?.[target.parameter];
      break;
    }
  }
  if (steps.length === 0 && result === undefined) {
    bag.report('OVC4041', { text });
    return undefined;
  }
  return {
    reference: text,
    ...(resourceRef ? { resource: resourceRef } : {}),
    steps,
    ...(result !== undefined ? { result } : {}),
    rule: RELATIONSHIP_METAPARAMETERS.has(target.parameter) ? 'appended' : 'replaced',
  };
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
    const label = s.kind === 'catalog' ? `catalog ${s.layer}` : `${s.kind}${layer}${s.strategy ? ` (${s.strategy})` : ''}`;
    lines.push(`  ${label}: ${show(s.value)}${where}`);
  }
  lines.push(`  => ${show(e.result)}${e.rule === 'appended' ? ' (references appended)' : ''}`);
  return `${lines.join('\n')}\n`;
}
