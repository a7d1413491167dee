// `overcat schema [NAME]`: prints a draft-07 JSON Schema (for yaml-language-server modelines);
// without NAME, lists the schemas. With --modulepath the override schema lists its types.
import * as path from 'node:path';
import { Argument, type Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { schema, schemaList } from '../../pipeline/schema.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, modulepathRoots, splitModulepath } from '../host.js';
import { addFormatOption, emit, jsonText, type OutputFormat } from '../output.js';

export function installSchema(command: Command): void {
  const names = schemaList().map((s) => s.name);
  addFormatOption(
    command
      .addArgument(new Argument('[name]', 'schema to print').choices(names))
      .option('--modulepath <dir>', `specialise the override schema to this module path's types and parameters ('${path.delimiter}'-separated)`),
    'text (the schema itself: JSON)',
  ).action((name: string | undefined, o: { modulepath?: string; format: OutputFormat }) => {
    process.exitCode = runSchema(name, o);
  });
}

function runSchema(name: string | undefined, o: { modulepath?: string; format: OutputFormat }): number {
  const bag = new DiagnosticBag();
  if (name === undefined) {
    const schemas = schemaList();
    emit(o.format, bag, { schemas }, () => schemas.map((s) => `${s.name.padEnd(12)} ${s.description}\n`).join(''));
    return EXIT.ok;
  }
  const modulepath = splitModulepath(o.modulepath);
  const built = schema(confinedHost(modulepathRoots(modulepath)), name, { modulepath }, bag);
  emit(o.format, bag, built ? { schema: built } : {}, () => (built ? jsonText(built) : undefined));
  return built ? EXIT.ok : EXIT.inputError;
}
