// Parse cache: a manifest's AST and diagnostics keyed by a hash of the parser and the text, kept
// in memory and, with a cache directory, on disk through the Host, so no file is parsed twice in a
// batch of nodes and tasks, nor across runs.
import { createHash } from 'node:crypto';
import { recipeDigest } from '../../../grammar/puppet.ohm-bundle.js';
import { DiagnosticBag, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { SourceFile } from '../../diagnostics/source.js';
import type { Host } from '../../host/host.js';
import type { Program } from './ast.js';
import { parseManifest, type ParserChoice } from './parse.js';

/** Changes whenever the grammar does, so a cache never serves an AST of another grammar. */
// The digest of ohm's serialised grammar, made at build time (scripts/build-grammars.mjs). Bump
// the suffix when the AST builder changes without a grammar change.
const PARSER_KEY = createHash('sha256').update(recipeDigest).update('ast-v1').digest('hex').slice(0, 16);

/** A diagnostic without its SourceFile: offsets only, rebound to the file it is replayed for. */
type StoredDiagnostic = Omit<Diagnostic, 'location' | 'related'> & { start?: number; end?: number };

interface Entry {
  program: Program | null;
  diagnostics: StoredDiagnostic[];
}

export interface ParseCacheStats {
  hits: number;
  diskHits: number;
  misses: number;
}

export class ParseCache {
  private readonly memory = new Map<string, Entry>();
  /**
   * The entry of a SourceFile already parsed: a compilation asks again at every class it includes
   * and every define instance it expands, and hashing the text each time cost more than the rest.
   */
  private readonly bySource = new WeakMap<SourceFile, Entry>();
  readonly stats: ParseCacheStats = { hits: 0, diskHits: 0, misses: 0 };

  /** `dir`: where entries persist across runs (written atomically through `host`). */
  constructor(
    private readonly host?: Host,
    private readonly dir?: string,
    readonly parser: ParserChoice = 'descent',
  ) {}

  parse(source: SourceFile, diagnostics: DiagnosticBag): Program | undefined {
    let entry = this.bySource.get(source);
    if (entry) this.stats.hits++;
    else entry = this.entry(source);
    for (const d of entry.diagnostics) {
      const { start, end, ...rest } = d;
      diagnostics.add(start === undefined ? { ...rest } : { ...rest, location: { source, start, end: end ?? start } });
    }
    return entry.program ?? undefined;
  }

  private entry(source: SourceFile): Entry {
    // The reference parser keeps its own entries, so a run with it never replays the default's.
    const key = createHash('sha256').update(PARSER_KEY).update(this.parser).update(source.text).digest('hex');
    let entry = this.memory.get(key);
    if (entry) this.stats.hits++;
    else if ((entry = this.readDisk(key))) {
      this.stats.diskHits++;
      this.memory.set(key, entry);
    } else {
      this.stats.misses++;
      entry = this.compute(source);
      this.memory.set(key, entry);
      this.writeDisk(key, entry);
    }
    this.bySource.set(source, entry);
    return entry;
  }

  private compute(source: SourceFile): Entry {
    const bag = new DiagnosticBag();
    const program = parseManifest(source, bag, { parser: this.parser });
    return {
      program: program ?? null,
      diagnostics: bag.items.map(({ location, related: _related, ...rest }) => (location ? { ...rest, start: location.start, end: location.end } : rest)),
    };
  }

  private path(key: string): string | undefined {
    return this.host && this.dir ? this.host.resolve(this.dir, key.slice(0, 2), `${key}.json`) : undefined;
  }

  private readDisk(key: string): Entry | undefined {
    const p = this.path(key);
    if (!p) return undefined;
    const r = this.host!.readFile(p);
    if (!r.ok) return undefined;
    try {
      return JSON.parse(r.text) as Entry;
    } catch {
      return undefined; // a damaged entry is re-parsed and rewritten
    }
  }

  private writeDisk(key: string, entry: Entry): void {
    const p = this.path(key);
    if (p) this.host!.writeFileAtomic(p, JSON.stringify(entry));
  }
}
