// `overcat validate FILE...`: checks data files against their kind's JSON Schema (errors at the YAML
// line:col) and, for override data, the structure, types and parameters against the module path.
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { schemaNames } from '../../schemas/index.js';
import { validate } from '../../pipeline/validate.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, splitModulepath } from '../host.js';
import { printDiagnostics, type OutputFormat } from '../output.js';

interface ValidateOptions {
  modulepath?: string;
  kind?: string;
  format: OutputFormat;
}

export function installValidate(program: Command): void {
  program
    .command('validate')
    .argument('<file...>', 'YAML files to check')
    .description('check data files against their schema; override data also against the module path')
    .option('--modulepath <dir>', "module path whose types override data is checked against (':'-separated)")
    .option('--kind <kind>', `what the files hold: ${schemaNames().join(', ')} (default: told from each file's keys)`)
    .option('--format <format>', 'diagnostics as text or json', 'text')
    .action((files: string[], o: ValidateOptions) => {
      process.exitCode = runValidate(files, o);
    });
}

function runValidate(files: string[], o: ValidateOptions): number {
  const bag = new DiagnosticBag();
  const modulepath = splitModulepath(o.modulepath);
  validate(confinedHost([...files, ...modulepath]), files, { ...(o.kind !== undefined ? { kind: o.kind } : {}), modulepath }, bag);
  printDiagnostics(bag.items, o.format);
  if (bag.hasErrors) return EXIT.inputError;
  if (o.format === 'text') process.stdout.write(`${files.length} file${files.length === 1 ? '' : 's'} valid\n`);
  return EXIT.ok;
}
