// `overcat validate FILE...`: checks data files against their kind's JSON Schema (errors at the YAML
// line:col) and, for override data, the structure, types and parameters against the module path.
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { schemaNames } from '../../schemas/index.js';
import { validate } from '../../pipeline/validate.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, modulepathRoots, splitModulepath } from '../host.js';
import { addFormatOption, emit, type OutputFormat } from '../output.js';

interface ValidateOptions {
  modulepath?: string;
  kind?: string;
  format: OutputFormat;
}

export function installValidate(command: Command): void {
  addFormatOption(
    command
      .argument('<file...>', 'YAML files to check')
      .option('--modulepath <dir>', `module path whose types override data is checked against ('${path.delimiter}'-separated)`)
      .addOption(new Option('--kind <kind>', "what the files hold (default: told from each file's keys)").choices(schemaNames())),
  ).action((files: string[], o: ValidateOptions) => {
    process.exitCode = runValidate(files, o);
  });
}

function runValidate(files: string[], o: ValidateOptions): number {
  const bag = new DiagnosticBag();
  const modulepath = splitModulepath(o.modulepath);
  validate(confinedHost([...files, ...modulepathRoots(modulepath)]), files, { ...(o.kind !== undefined ? { kind: o.kind } : {}), modulepath }, bag);
  const valid = !bag.hasErrors;
  emit(o.format, bag, { valid, files }, () => (valid ? `${files.length} file${files.length === 1 ? '' : 's'} valid\n` : undefined));
  return valid ? EXIT.ok : EXIT.inputError;
}
