// `overcat diff A.json B.json`: catalog differences; exit 0 same, 2 different, 1 input errors.
import type { Command } from 'commander';
import { isEmptyDiff, renderDiffText } from '../../catalog/diff.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { diff } from '../../pipeline/diff.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost } from '../host.js';
import { jsonText, printDiagnostics, type OutputFormat } from '../output.js';

export function installDiff(program: Command): void {
  program
    .command('diff')
    .description('compare two catalogs (Puppet catalog JSON): resources added, removed, changed')
    .argument('<a>', 'the old catalog')
    .argument('<b>', 'the new catalog')
    .option('--format <format>', 'text or json', 'text')
    .action((a: string, b: string, o: { format: OutputFormat }) => {
      process.exitCode = runDiff(a, b, o.format);
    });
}

function runDiff(a: string, b: string, format: OutputFormat): number {
  if (format !== 'text' && format !== 'json') {
    process.stderr.write('overcat diff: --format must be text or json\n');
    return EXIT.usage;
  }
  const bag = new DiagnosticBag();
  const d = diff(confinedHost([a, b]), a, b, bag);
  printDiagnostics(bag.items, format);
  if (!d || bag.hasErrors) return EXIT.inputError;
  process.stdout.write(format === 'json' ? jsonText(d) : renderDiffText(d));
  return isEmptyDiff(d) ? EXIT.ok : EXIT.changes;
}
