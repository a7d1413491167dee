// `overcat heat merge` and `overcat heat validate`: a Heat request's environment files merged in
// order with the explicit parameters, and (with a template) the parameters resolved and validated.
import type { Command } from 'commander';
import type { DataHash } from '../../data/value.js';
import { DiagnosticBag, sortDiagnostics } from '../../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../diagnostics/render-json.js';
import type { HeatMergeResult } from '../../heat/merge.js';
import { HEAT_EMPTY_ENVIRONMENT } from '../../merge/heat-strategies.js';
import type { Contribution } from '../../merge/layer.js';
import { heatMerge } from '../../pipeline/heat.js';
import { EXIT } from '../exit-codes.js';
import { heatHost } from '../host.js';
import { jsonText, printDiagnostics, type OutputFormat } from '../output.js';
import { addRequestOptions, type RequestCliOptions } from './heat-request-options.js';
import { installHeatPreview } from './heat-preview.js';
import { installHeatStack } from './heat-stack.js';

interface HeatMergeOptions extends RequestCliOptions {
  explain?: boolean;
  format: OutputFormat;
}

export function installHeat(program: Command): void {
  const heat = program.command('heat').description('Heat environments, parameters and stacks');
  addRequestOptions(heat.command('merge').description('merge environment files in order and resolve the parameters (typed and checked with -t TEMPLATE)'))
    .option('--explain', 'per parameter, every contribution with file:line and strategy')
    .option('--format <format>', 'text or json', 'text')
    .action((o: HeatMergeOptions) => {
      process.exitCode = runMerge(o, 'merge');
    });
  addRequestOptions(heat.command('validate').argument('[template]', 'the HOT template (or -t)').description("load a HOT template, merge the environments and check the parameters as Heat does"))
    .option('--format <format>', 'text or json', 'text')
    .action((template: string | undefined, o: HeatMergeOptions) => {
      if (template !== undefined && o.template !== undefined && template !== o.template) {
        process.stderr.write('overcat heat validate: give the template once (argument or -t)\n');
        process.exitCode = EXIT.usage;
        return;
      }
      const withTemplate = { ...o, template: template ?? o.template };
      // A --body may carry the template itself.
      if (withTemplate.template === undefined && withTemplate.body === undefined) {
        process.stderr.write('overcat heat validate: a template is required\n');
        process.exitCode = EXIT.usage;
        return;
      }
      process.exitCode = runMerge(withTemplate, 'validate');
    });
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

function runMerge(o: HeatMergeOptions, command: 'merge' | 'validate'): number {
  if (o.format !== 'text' && o.format !== 'json') {
    process.stderr.write(`overcat heat ${command}: --format must be text or json\n`);
    return EXIT.usage;
  }
  const bag = new DiagnosticBag();
  const { request, result, typed } = heatMerge(heatHost(o), { ...o, checkTemplate: command === 'validate' }, bag);
  if (command === 'validate' && request && request.template === undefined) {
    process.stderr.write('overcat heat validate: a template is required (the body has none)\n');
    return EXIT.usage;
  }
  // With a template, the parameters are the template's typed values, and only when they all check.
  const parameters = request?.template !== undefined ? (typed && !bag.hasErrors ? typed : {}) : (result?.parameters ?? {});
  const environment = result ? (command === 'validate' ? sixSections(result) : result.environment) : {};
  const diagnostics = sortDiagnostics(bag.items);
  if (o.format === 'json') {
    const out: Record<string, unknown> = { environment, parameters };
    if (o.explain && result) out.explain = Object.fromEntries([...result.provenance].map(([k, list]) => [k, list.map((c) => ({ ...c, location: where(c) }))]));
    out.diagnostics = diagnostics.map(diagnosticToJson);
    process.stdout.write(jsonText(out));
  } else {
    if (result && !bag.hasErrors) process.stdout.write(jsonText({ environment, parameters }));
    if (result && o.explain) {
      for (const [key, list] of result.provenance) {
        process.stdout.write(`${key}\n`);
        for (const c of list) process.stdout.write(`  ${where(c) ?? c.layer} (${c.strategy}): ${JSON.stringify(c.value)}\n`);
      }
    }
    printDiagnostics(diagnostics, 'text');
  }
  return bag.hasErrors ? EXIT.inputError : EXIT.ok;
}
