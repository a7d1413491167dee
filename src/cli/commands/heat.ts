// `overcat heat merge` and `overcat heat validate`: a Heat request's environment files merged in
// order with the explicit parameters, and (with a template) the parameters resolved and validated.
import type { Command } from 'commander';
import type { DataHash } from '../../data/value.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { HeatMergeResult } from '../../heat/merge.js';
import { HEAT_EMPTY_ENVIRONMENT } from '../../merge/heat-strategies.js';
import type { Contribution } from '../../merge/layer.js';
import { heatMerge, HIDDEN_VALUE, maskHidden } from '../../pipeline/heat.js';
import { EXIT } from '../exit-codes.js';
import { heatHost } from '../host.js';
import { addFormatOption, emit, yamlText, type OutputFormat } from '../output.js';
import { addRequestOptions, addShowHidden, type RequestCliOptions } from './heat-request-options.js';
import { installHeatPreview } from './heat-preview.js';
import { installHeatStack } from './heat-stack.js';

interface HeatMergeOptions extends RequestCliOptions {
  explain?: boolean;
  format: OutputFormat;
  showHidden?: boolean;
}

export function installHeat(heat: Command): void {
  addShowHidden(addFormatOption(addRequestOptions(heat.command('merge').description('merge environment files in order and resolve the parameters (typed and checked with -t TEMPLATE)'))))
    .option('--explain', 'per parameter, every contribution with file:line and strategy')
    .action((o: HeatMergeOptions) => {
      process.exitCode = runMerge(o, 'merge');
    });
  addShowHidden(addFormatOption(addRequestOptions(heat.command('validate').argument('[template]', 'the HOT template (or -t)').description('load a HOT template, merge the environments and check the parameters as Heat does')))).action(
    (template: string | undefined, o: HeatMergeOptions) => {
      if (template !== undefined && o.template !== undefined && template !== o.template) {
        process.stderr.write('overcat heat validate: give the template once (argument or -t)\n');
        process.exitCode = EXIT.usage;
        return;
      }
      const withTemplate = { ...o, template: template ?? o.template };
      // A --body may carry the template itself.
      if (withTemplate.template === undefined && withTemplate.body === undefined) {
        process.stderr.write('overcat heat validate: a template is required (an argument, -t FILE or a --body with one)\n');
        process.exitCode = EXIT.usage;
        return;
      }
      process.exitCode = runMerge(withTemplate, 'validate');
    },
  );
  installHeatStack(heat);
  installHeatPreview(heat);
}

/** file:line of a contribution, when it came from a file. */
function where(c: Contribution): string | undefined {
  return c.location ? `${c.location.source.path}:${c.location.source.position(c.location.start).line}` : undefined;
}

/** The merged environment with all six sections of an environment file. */
function sixSections(result: HeatMergeResult): DataHash {
  const strategies = Object.fromEntries([...result.strategies].sort(([a], [b]) => (a < b ? -1 : 1)));
  return { ...HEAT_EMPTY_ENVIRONMENT, ...result.environment, parameter_merge_strategies: strategies };
}

/** Per parameter, every contribution (values of hidden parameters masked unless shown). */
function explanation(result: HeatMergeResult, hidden: ReadonlySet<string>): Record<string, { layer: string; strategy: string; value: unknown; location: string | undefined }[]> {
  return Object.fromEntries(
    [...result.provenance].map(([key, list]) => [key, list.map((c) => ({ layer: c.layer, strategy: c.strategy, value: hidden.has(key.split('.')[2] ?? '') ? HIDDEN_VALUE : c.value, location: where(c) }))]),
  );
}

function runMerge(o: HeatMergeOptions, command: 'merge' | 'validate'): number {
  const bag = new DiagnosticBag();
  const { request, result, typed, hidden } = heatMerge(heatHost(o), { ...o, checkTemplate: command === 'validate' }, bag);
  if (command === 'validate' && request && request.template === undefined && o.template === undefined) {
    process.stderr.write('overcat heat validate: a template is required (the body has none)\n');
    return EXIT.usage;
  }
  // With a template, the parameters are the template's typed values, and only when they all check.
  const parameters = request?.template !== undefined ? (typed && !bag.hasErrors ? typed : {}) : (result?.parameters ?? {});
  const environment = result ? (command === 'validate' ? sixSections(result) : result.environment) : {};
  const shown = new Set(o.showHidden ? [] : hidden);
  const value = maskHidden({ environment, parameters }, shown);
  const explain = o.explain && result ? explanation(result, shown) : undefined;
  emit(o.format, bag, { ...value, ...(explain ? { explain } : {}) }, () => {
    const lines = result && !bag.hasErrors ? [yamlText(value)] : [];
    for (const [key, list] of Object.entries(explain ?? {})) {
      lines.push(`${key}\n`);
      for (const c of list) lines.push(`  ${c.location ?? c.layer} (${c.strategy}): ${JSON.stringify(c.value)}\n`);
    }
    return lines.join('');
  });
  return bag.hasErrors ? EXIT.inputError : EXIT.ok;
}
