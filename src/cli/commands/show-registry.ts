// `overcat registry --modulepath DIRS`: what the module path declares (resource types, classes,
// functions, type aliases, templates) with where each is defined, and the scan's diagnostics.
import * as path from 'node:path';
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { LISTING_KINDS, registry, type ListingEntry, type ListingKind } from '../../pipeline/registry.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, modulepathRoots, splitModulepath } from '../host.js';
import { addFormatOption, emit, type OutputFormat } from '../output.js';

interface RegistryCliOptions {
  modulepath: string;
  kind?: string;
  format: OutputFormat;
}

export function installRegistry(command: Command): void {
  addFormatOption(
    command
      .requiredOption('--modulepath <dirs>', `module directories ('${path.delimiter}'-separated; an earlier module hides a later one of the same name)`)
      .option('--kind <kinds>', `comma-separated, of ${LISTING_KINDS.join(', ')} (default: all)`),
  ).action((o: RegistryCliOptions, self: Command) => {
    const kinds = (o.kind?.split(',') ?? [...LISTING_KINDS]).map((k) => k.trim());
    const unknown = kinds.filter((k) => !(LISTING_KINDS as readonly string[]).includes(k));
    if (unknown.length > 0) self.error(`error: unknown --kind ${unknown.join(', ')} (known: ${LISTING_KINDS.join(', ')})`, { exitCode: EXIT.usage });
    process.exitCode = runRegistry(o, kinds as ListingKind[]);
  });
}

function runRegistry(o: RegistryCliOptions, kinds: ListingKind[]): number {
  const bag = new DiagnosticBag();
  const modulepath = splitModulepath(o.modulepath);
  const listing = registry(confinedHost(modulepathRoots(modulepath)), modulepath, kinds, bag);
  // Paths relative to the working directory: shorter, and the same on every machine.
  for (const list of Object.values(listing)) for (const e of list) if (e.file) e.file = path.relative(process.cwd(), e.file);
  emit(o.format, bag, listing, () => renderText(listing));
  return bag.hasErrors ? EXIT.inputError : EXIT.ok;
}

function renderText(listing: Partial<Record<ListingKind, ListingEntry[]>>): string {
  const lines: string[] = [];
  for (const [kind, list] of Object.entries(listing)) {
    lines.push(`${kind} (${list.length})`);
    for (const e of list) {
      const signature = e.parameters ? `(${e.parameters.join(', ')})` : '';
      const type = e.type ? (kind === 'type-aliases' ? ` = ${e.type}` : ` >> ${e.type}`) : '';
      const at = e.file ? `  ${e.file}${e.line ? `:${e.line}` : ''}` : '';
      lines.push(`  ${e.name}${signature}${type}${e.kind ? `  [${e.kind}]` : ''}${at}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
