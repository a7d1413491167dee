// `overcat diff A.json B.json`: catalog differences; exit 0 same, 2 different, 1 input errors.
import type { Command } from 'commander';
import { isEmptyDiff, renderDiffText } from '../../catalog/diff.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { diff } from '../../pipeline/diff.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost } from '../host.js';
import { addFormatOption, emit, type OutputFormat } from '../output.js';

export function installDiff(command: Command): void {
  addFormatOption(command.argument('<a>', 'the old catalog').argument('<b>', 'the new catalog')).action((a: string, b: string, o: { format: OutputFormat }) => {
    process.exitCode = runDiff(a, b, o.format);
  });
}

function runDiff(a: string, b: string, format: OutputFormat): number {
  const bag = new DiagnosticBag();
  const d = diff(confinedHost([a, b]), a, b, bag);
  if (!d || bag.hasErrors) {
    emit(format, bag, {}, () => undefined);
    return EXIT.inputError;
  }
  emit(format, bag, { ...d }, () => renderDiffText(d));
  return isEmptyDiff(d) ? EXIT.ok : EXIT.changes;
}
