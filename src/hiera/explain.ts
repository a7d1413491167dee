// Renders a lookup's explanation: every layer, level and path tried, the merge, and each leaf's provenance.
import type { Contribution } from '../merge/layer.js';
import type { LookupResult } from './hiera.js';
import { redacted } from './convert.js';

function place(c: Contribution): string {
  if (!c.location) return '';
  const { line, column } = c.location.source.position(c.location.start);
  return ` at ${c.location.source.path}:${line}:${column}`;
}

function show(v: unknown): string {
  return JSON.stringify(redacted(v)) ?? 'undef';
}

/** Text in the shape of `puppet lookup --explain`, followed by overcat's provenance per leaf. */
export function renderExplanationText(result: LookupResult): string {
  const e = result.explanation;
  const out = [`Searching for "${e.key}"`];
  const strategy = e.merge.strategy === 'first' ? 'first found' : `${e.merge.strategy} merge`;
  out.push(`  Merge strategy: ${strategy} (${e.mergeSource === 'argument' ? 'from --merge' : e.mergeSource === 'lookup_options' ? 'from lookup_options' : 'default'})`);
  for (const layer of e.layers) {
    out.push(`  ${layer.name} (hiera configuration version ${layer.version})`);
    if (layer.configuration) out.push(`    Using configuration "${layer.configuration}"`);
    if (layer.levels.length === 0) out.push(`    No such key: "${e.key}"`);
    for (const level of layer.levels) {
      out.push(`    Hierarchy entry "${level.name}"`);
      if (level.skipped) out.push(`      Skipped: ${level.skipped}`);
      for (const loc of level.locations) {
        out.push(`      Path "${loc.path}"`, `        Original path: "${loc.originalPath}"`);
        if (loc.status === 'found') out.push(`        Found key: "${e.key}" value: ${show(loc.value)}`);
        else if (loc.status === 'path not found') out.push('        Path not found');
        else out.push(`        No such key: "${e.key}"`);
      }
    }
  }
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
