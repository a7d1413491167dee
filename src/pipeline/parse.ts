// The `parse` job: Puppet manifests and EPP templates syntax-checked (as `puppet parser validate`
// and `puppet epp validate` do), each file's AST kept (null when it does not parse).
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';
import { ParseCache } from '../puppet/parser/cache.js';
import { parseEpp } from '../puppet/parser/epp.js';

export interface ParseOptions {
  /** Keep parsed files here (by content hash) and reuse them across runs. */
  cacheDir?: string;
  /** Parse with the ohm grammar (the reference the default parser is held to). */
  reference?: boolean;
}

/** File → AST (`.epp` files as templates); unreadable files are left out. */
export function parse(host: Host, files: readonly string[], options: ParseOptions, bag: DiagnosticBag): Record<string, unknown> {
  const parser = options.reference ? 'reference' : 'descent';
  const cache = new ParseCache(host, options.cacheDir, parser);
  const asts: Record<string, unknown> = {};
  for (const file of files) {
    const source = readSource(host, file, bag);
    if (source) asts[file] = (file.endsWith('.epp') ? parseEpp(source, bag, parser) : cache.parse(source, bag)) ?? null;
  }
  return asts;
}
