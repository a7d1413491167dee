// Renders a lookup's explanation: every layer, level and path tried, the merge, and each leaf's
// provenance; and how the key's lookup_options were found (--explain-options).
import type { Contribution } from '../merge/layer.js';
import type { ExplainedLayer, LookupResult, OptionsExplanation } from './hiera.js';
import { redacted } from './convert.js';

function place(c: Contribution): string {
  if (!c.location) return '';
  const { line, column } = c.location.source.position(c.location.start);
  return ` at ${c.location.source.path}:${line}:${column}`;
}

function show(v: unknown): string {
  return JSON.stringify(redacted(v)) ?? 'undef';
}

/** A layer's part of an explanation: its configuration, then each level and path tried for `key`. */
function layerLines(layer: ExplainedLayer, key: string): string[] {
  const out = [`  ${layer.name} (hiera configuration version ${layer.version})`];
  if (layer.configuration) out.push(`    Using configuration "${layer.configuration}"`);
  if (layer.levels.length === 0) out.push(`    No such key: "${key}"`);
  for (const level of layer.levels) {
    out.push(`    Hierarchy entry "${level.name}"`);
    if (level.skipped) out.push(`      Skipped: ${level.skipped}`);
    for (const loc of level.locations) {
      out.push(`      Path "${loc.path}"`, `        Original path: "${loc.originalPath}"`);
      if (loc.status === 'found') out.push(`        Found key: "${key}" value: ${show(loc.value)}`);
      else if (loc.status === 'path not found') out.push('        Path not found');
      else out.push(`        No such key: "${key}"`);
    }
  }
  return out;
}

/**
 * Text in the shape of `puppet lookup --explain-options`: the `lookup_options` lookup of each layer
 * (a hash merge), then the options that apply to the key and the key or regexp they were found under.
 */
export function renderOptionsExplanationText(e: OptionsExplanation): string {
  const out = ['Searching for "lookup_options"', '  Merge strategy: hash merge'];
  for (const layer of e.layers) {
    out.push(...layerLines(layer, 'lookup_options'));
    if (layer.merged) out.push(`    Merged result: ${show(layer.merged)}`);
  }
  if (e.applied) out.push(`  Options for "${e.key}": ${show(e.applied.options)} (key "${e.applied.match}" in ${e.applied.layer})`);
  else out.push(`  No options for "${e.key}"`);
  return `${out.join('\n')}\n`;
}

/** Text in the shape of `puppet lookup --explain`, followed by overcat's provenance per leaf. */
export function renderExplanationText(result: LookupResult): string {
  const e = result.explanation;
  const out = [`Searching for "${e.key}"`];
  const strategy = e.merge.strategy === 'first' ? 'first found' : `${e.merge.strategy} merge`;
  out.push(`  Merge strategy: ${strategy} (${e.mergeSource === 'argument' ? 'from --merge' : e.mergeSource === 'lookup_options' ? 'from lookup_options' : 'default'})`);
  for (const layer of e.layers) out.push(...layerLines(layer, e.key));
  if (e.defaultUsed) out.push(`  Using default value: ${show(result.value)}`);
  if (!result.found) {
    out.push(`  No value found for "${e.key}"`);
    return `${out.join('\n')}\n`;
  }
  out.push(`  Merged result: ${show(result.value)}`);
  if (result.provenance.size > 0) {
    out.push('  Provenance:');
    for (const [leaf, contributions] of result.provenance) {
      out.push(`    ${leaf === '' ? '(value)' : leaf.replace(/^\./, '').replace(/#(\d+)/g, '[$1]')}`);
      for (const c of contributions) out.push(`      ${c.strategy}: ${show(c.value)} from ${c.layer}${place(c)}`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** The same explanation as data for `--format json`. */
export function explanationToJson(result: LookupResult): unknown {
  return {
    ...result.explanation,
    found: result.found,
    value: redacted(result.value),
    provenance: [...result.provenance].map(([leaf, contributions]) => ({
      path: leaf,
      contributions: contributions.map((c) => {
        const at = c.location ? c.location.source.position(c.location.start) : undefined;
        return { layer: c.layer, strategy: c.strategy, value: c.value, ...(at && c.location ? { file: c.location.source.path, line: at.line, column: at.column } : {}) };
      }),
    })),
  };
}
