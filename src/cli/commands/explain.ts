// `overcat explain 'Type[title].param'`: how one value of the overridden catalog came to be.
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { DiskHost } from '../../host/disk-host.js';
import { explainValue, renderExplanationText } from '../../override/explain.js';
import { loadOverrideInputs, type OverrideInputOptions } from '../../override/inputs.js';
import { EXIT } from '../exit-codes.js';
import { jsonText, printDiagnostics, type OutputFormat } from '../output.js';
import { addOverrideInputOptions, overrideUsageError } from './override.js';

interface ExplainOptions extends OverrideInputOptions {
  catalog: string[];
  format: OutputFormat;
}

export function installExplain(program: Command): void {
  addOverrideInputOptions(program.command('explain').argument('<value>', "the value, e.g. 'Package[mc].ensure'"))
    .description('show the chain of contributions (catalog, defaults, override layers) behind one value')
    .option('--format <format>', 'text or json', 'text')
    .action((value: string, o: ExplainOptions) => {
      process.exitCode = runExplain(value, o);
    });
}

function runExplain(value: string, o: ExplainOptions): number {
  const usage = overrideUsageError(o);
  if (usage) {
    process.stderr.write(`overcat explain: ${usage}\n`);
    return EXIT.usage;
  }
  const bag = new DiagnosticBag();
  const inputs = loadOverrideInputs(new DiskHost(), { ...o, catalogs: o.catalog }, bag);
  const explanation = inputs ? explainValue(value, inputs, bag) : undefined;
  printDiagnostics(bag.items, o.format);
  if (!explanation || bag.hasErrors) return EXIT.inputError;
  process.stdout.write(o.format === 'json' ? jsonText(explanation) : renderExplanationText(explanation));
  return EXIT.ok;
}
