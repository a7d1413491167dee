// `overcat parse FILE...`: syntax check like `puppet parser validate` (manifests) and `puppet epp
// validate` (`.epp` templates); `--format json|yaml` gives each file's AST (`files`).
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { parse } from '../../pipeline/parse.js';
import { useCacheDir } from '../cache-dir-used.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost } from '../host.js';
import { addFormatOption, emit, type OutputFormat } from '../output.js';

export function installParse(command: Command): void {
  addFormatOption(command.argument('<file...>', 'manifests (.pp) and templates (.epp)'), 'text (diagnostics only)')
    .option('--cache-dir <dir>', "keep parsed files (by content hash) and V8's code cache here, and reuse them across runs")
    .option('--reference', 'parse with the ohm grammar (grammar/puppet.ohm), the reference the default parser is held to; as OVERCAT_PARSER=ohm')
    .action((files: string[], o: { format: OutputFormat; cacheDir?: string; reference?: boolean }) => {
      if (o.cacheDir !== undefined) useCacheDir(o.cacheDir);
      const bag = new DiagnosticBag();
      // OVERCAT_PARSER=ohm is the same switch for scripts; the core itself reads no environment.
      const reference = o.reference === true || process.env.OVERCAT_PARSER === 'ohm';
      const asts = parse(confinedHost([...files, o.cacheDir]), files, { ...(o.cacheDir !== undefined ? { cacheDir: o.cacheDir } : {}), reference }, bag);
      emit(o.format, bag, { files: asts }, () => undefined);
      process.exitCode = bag.hasErrors ? EXIT.inputError : EXIT.ok;
    });
}
