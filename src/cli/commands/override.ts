// `overcat override`: applies configuration / configuration_options to one catalog or to task catalogs,
// writes the catalogs and a report; nothing is written when the data has any error.
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { NamedCatalog } from '../../override/apply.js';
import { renderReportText, reportHasChanges } from '../../override/report.js';
// The run without a compiler: `override` reads catalogs, so the Puppet evaluator is never loaded.
import { overrideWith, type OverrideInputOptions, type OverrideTools } from '../../pipeline/override-inputs.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, modulepathRoots, splitModulepath } from '../host.js';
import { addFormatOption, emit, jsonFile, printDiagnostics, printDocument, relativeReport, type OutputFormat } from '../output.js';

/** The options `override` and `explain` share, as commander gives them. */
export interface OverrideInputCliOptions {
  /** Required by `override`; `explain` may compile the catalog instead. */
  catalog?: string[];
  data?: string[];
  hiera?: string;
  facts?: string;
  node?: string;
  environment: string;
  modulepath?: string;
}

interface OverrideCliOptions extends OverrideInputCliOptions {
  out?: string;
  format: OutputFormat;
  detailedExitcode?: boolean;
  detailedExitcodes?: boolean;
}

/** Shared by `override` and `explain`: the options that select catalogs, data and types. */
export function addOverrideInputOptions(command: Command, catalog: 'required' | 'optional' = 'required'): Command {
  const catalogHelp = 'catalog JSON file(s), or a directory of task catalogs (several = task mode)';
  return (catalog === 'required' ? command.requiredOption('--catalog <file...>', catalogHelp) : command.option('--catalog <file...>', catalogHelp))
    .option('--data <file...>', 'override data YAML file(s); later files win')
    .option('--hiera <file>', 'hiera.yaml (v5) to look configuration / configuration_options up in (deep merge)')
    .option('--facts <file>', 'facts for the Hiera lookup (JSON or YAML)')
    .option('--node <name>', 'node name for the Hiera lookup (default: the facts clientcert)')
    .option('--environment <name>', "the node's environment, %{::environment} in Hiera data", 'production')
    .option('--modulepath <dir>', `module path whose types the data is checked against ('${path.delimiter}'-separated)`);
}

/** Usage problems commander cannot express (one of --data / --hiera); undefined when fine. */
export function overrideUsageError(o: OverrideInputCliOptions): string | undefined {
  if (!o.data === !o.hiera) return 'give either --data FILE... or --hiera FILE --facts FILE';
  if (o.hiera && !o.facts) return '--hiera needs --facts';
  return undefined;
}

export function installOverride(command: Command): void {
  addFormatOption(addOverrideInputOptions(command).option('--out <dir>', 'write each catalog under its own name, create_resources.json (task mode) and report.json here'), 'report as text')
    .option('--detailed-exitcode', 'exit 2 when the overrides changed something, 0 when not (1 on errors)')
    // Puppet's own spelling (`puppet agent --detailed-exitcodes`).
    .addOption(new Option('--detailed-exitcodes').hideHelp())
    .action(async (o: OverrideCliOptions) => {
      process.exitCode = await runOverride(o);
    });
}

async function runOverride(o: OverrideCliOptions): Promise<number> {
  const usage = overrideUsageError(o);
  if (usage) {
    process.stderr.write(`overcat override: ${usage}\n`);
    return EXIT.usage;
  }
  const bag = new DiagnosticBag();
  const inputs = overrideInputs(o);
  // The module path's parsers and grammars load only for a module path (most of the code a run would load).
  const tools: OverrideTools = {};
  if ((inputs.modulepath ?? []).length > 0) {
    const { ModulePath } = await import('../../puppet/modulepath/module-path.js');
    tools.scanTypes = (host, modulepath, b) => ModulePath.scan(host, modulepath, b);
  }
  const { taskMode, result } = overrideWith(overrideHost(o), inputs, bag, tools);
  if (taskMode && !o.out) {
    process.stderr.write('overcat override: several catalogs (task mode) need --out DIR\n');
    return EXIT.usage;
  }
  if (!result?.catalogs || bag.hasErrors) {
    emit(o.format, bag, {}, () => undefined);
    return EXIT.inputError;
  }
  const outputs: NamedCatalog[] = [...result.catalogs, ...(result.createResources ? [result.createResources] : [])];
  if (o.out) {
    const host = confinedHost([o.out]);
    for (const named of outputs) host.writeFileAtomic(host.resolve(o.out, named.name), jsonFile(named.catalog));
    // The run's own report: its locations are made relative in place (no copy of a large report).
    const report = relativeReport(result.report, { owned: true });
    host.writeFileAtomic(host.resolve(o.out, 'report.json'), jsonFile(report));
    emit(o.format, bag, { report }, () => renderReportText(report, taskMode));
  } else if (o.format === 'text') {
    // One catalog, no --out: the catalog (JSON data) is the output; the report goes beside the diagnostics.
    for (const part of jsonFile(outputs[0]!.catalog)) process.stdout.write(part);
    process.stderr.write(renderReportText(relativeReport(result.report, { owned: true }), false));
    printDiagnostics(bag.items);
  } else {
    printDocument(o.format, { catalog: outputs[0]!.catalog, report: relativeReport(result.report, { owned: true }) }, bag.items);
  }
  // Relative locations change nothing of what changed.
  return (o.detailedExitcode || o.detailedExitcodes) && reportHasChanges(result.report) ? EXIT.changes : EXIT.ok;
}

/** The pipeline's options from the command line's. */
export function overrideInputs(o: OverrideInputCliOptions): OverrideInputOptions {
  const { catalog, modulepath, ...rest } = o;
  return { ...rest, catalogs: catalog ?? [], modulepath: splitModulepath(modulepath) };
}

/** Reads stay inside what the command line names: catalogs, data files' directories, hiera.yaml's directory, facts, module path. */
export function overrideHost(o: OverrideInputCliOptions) {
  return confinedHost([...(o.catalog ?? []), ...(o.data ?? []).map((d) => path.dirname(d)), o.hiera && path.dirname(o.hiera), o.facts, ...modulepathRoots(splitModulepath(o.modulepath))]);
}
