// `overcat heat merge`: a Heat request's environment files merged in order, with explicit parameters.
import type { Command } from 'commander';
import { DiagnosticBag, sortDiagnostics } from '../../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../diagnostics/render-json.js';
import { mergeRequest } from '../../heat/stack/engine.js';
import { DiskHost } from '../../host/disk-host.js';
import type { Contribution } from '../../merge/layer.js';
import { EXIT } from '../exit-codes.js';
import { jsonText, printDiagnostics, type OutputFormat } from '../output.js';
import { addRequestOptions, buildRequest, type RequestCliOptions } from './heat-request.js';
import { installHeatStack } from './heat-stack.js';

interface HeatMergeOptions extends RequestCliOptions {
  explain?: boolean;
  format: OutputFormat;
}

export function installHeat(program: Command): void {
  const heat = program.command('heat').description('Heat environments, parameters and stacks');
  addRequestOptions(heat.command('merge').description('merge environment files in order and resolve the parameters'))
    .option('--explain', 'per parameter, every contribution with file:line and strategy')
    .option('--format <format>', 'text or json', 'text')
    .action((o: HeatMergeOptions) => {
      process.exitCode = runMerge(o);
    });
  installHeatStack(heat);
}

/** file:line of a contribution, when it came from a file. */
function where(c: Contribution): string | undefined {
  return c.location ? `${c.location.source.path}:${c.location.source.position(c.location.start).line}` : undefined;
}

function runMerge(o: HeatMergeOptions): number {
  if (o.format !== 'text' && o.format !== 'json') {
    process.stderr.write('overcat heat merge: --format must be text or json\n');
    return EXIT.usage;
  }
  const bag = new DiagnosticBag();
  // Every file read is one the user named (an option, or a line of their --env-list).
  const request = buildRequest(new DiskHost(), o, bag);
  const result = request && !bag.hasErrors ? mergeRequest(request, { heatCompat: o.heatCompat ?? false }, bag) : undefined;
  const diagnostics = sortDiagnostics(bag.items);
  if (o.format === 'json') {
    const out: Record<string, unknown> = { environment: result?.environment ?? {}, parameters: result?.parameters ?? {} };
    if (o.explain && result) out.explain = Object.fromEntries([...result.provenance].map(([k, list]) => [k, list.map((c) => ({ ...c, location: where(c) }))]));
    out.diagnostics = diagnostics.map(diagnosticToJson);
    process.stdout.write(jsonText(out));
  } else {
    if (result) process.stdout.write(jsonText({ environment: result.environment, parameters: result.parameters }));
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
