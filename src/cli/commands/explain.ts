// `overcat explain 'Type[title].param'`: how one value of the overridden catalog came to be.
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { renderExplanationText } from '../../override/explain.js';
import { explain } from '../../pipeline/override.js';
import { EXIT } from '../exit-codes.js';
import { jsonText, printDiagnostics, type OutputFormat } from '../output.js';
import { addOverrideInputOptions, overrideHost, overrideInputs, overrideUsageError, type OverrideInputCliOptions } from './override.js';

interface ExplainOptions extends OverrideInputCliOptions {
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
  const explanation = explain(overrideHost(o), value, overrideInputs(o), bag);
  printDiagnostics(bag.items, o.format);
  if (!explanation || bag.hasErrors) return EXIT.inputError;
  process.stdout.write(o.format === 'json' ? jsonText(explanation) : renderExplanationText(explanation));
  return EXIT.ok;
}
