// `overcat batch merge DIR... [--out DIR]`: the reports (and with --out, the unit outputs) of a
// fleet's shard runs joined into one, with totals; exit 1 when a unit failed or a shard is missing.
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../diagnostics/render-json.js';
import { mergeFleetOutputs } from '../../pipeline/fleet/merge.js';
import { reportText, summaryText } from '../../pipeline/fleet/report.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost } from '../host.js';
import { addFormatOption, printDiagnostics, printDocument, yamlText, type OutputFormat } from '../output.js';

interface MergeCliOptions {
  out?: string;
  format: OutputFormat;
}

export function installBatch(batch: Command): void {
  addFormatOption(
    batch
      .command('merge')
      .description('join the output directories of `compile --all-nodes --shard i/N` runs into one report with totals')
      .argument('<dirs...>', 'the --out directories of the shard runs')
      .option('--out <dir>', 'write the merged report.json and every unit’s files here (as one unsharded run would)'),
    'text (a summary)',
  ).action((dirs: string[], o: MergeCliOptions) => {
    process.exitCode = runMerge(dirs, o);
  });
}

function runMerge(dirs: string[], o: MergeCliOptions): number {
  const bag = new DiagnosticBag();
  const report = mergeFleetOutputs(confinedHost([...dirs, o.out]), dirs, o.out, bag);
  if (!report) {
    if (o.format === 'text') printDiagnostics(bag.items);
    else printDocument(o.format, {}, bag.items);
    return EXIT.inputError;
  }
  if (o.format === 'text') {
    process.stdout.write(summaryText(report));
    printDiagnostics(bag.items);
  } else {
    // The merged report is the document; the merge's own problems are in it too (`diagnostics`).
    const merged = { ...report, diagnostics: [...report.diagnostics, ...bag.items.map(diagnosticToJson)] };
    process.stdout.write(o.format === 'json' ? reportText(merged) : yamlText(merged));
  }
  return report.totals.failed > 0 || bag.hasErrors ? EXIT.inputError : EXIT.ok;
}
