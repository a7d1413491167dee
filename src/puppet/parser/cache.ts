// Parse cache: a manifest's or EPP template's AST and diagnostics keyed by a hash of the parser
// and the text, kept in memory and, with a cache directory, on disk through the Host, so no file
// is parsed twice in a batch of nodes and tasks, nor across runs. Beside each manifest's AST, its
// outline (the definitions alone), which is what a module path scan reads of every manifest. A
// run may also keep the entries it read in one pack file, which the next such run reads at once.
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { recipeDigest as eppRecipeDigest } from '../../../grammar/epp.ohm-bundle.js';
import { recipeDigest } from '../../../grammar/puppet.ohm-bundle.js';
import { DiagnosticBag, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { SourceFile } from '../../diagnostics/source.js';
import { HostWriteError, type Host } from '../../host/host.js';
import type { EppTemplate, Program, Statement } from './ast.js';
import { parseEpp } from './epp.js';
import { parseManifest, type ParserChoice } from './parse.js';

/** Changes whenever the grammar does, so a cache never serves an AST of another grammar. */
// The digest of ohm's serialised grammar, made at build time (scripts/build-grammars.mjs). Bump
// the suffix when the AST builder changes without a grammar change.
const PARSER_KEY = createHash('sha256').update(recipeDigest).update('ast-v1').digest('hex').slice(0, 16);
/** The same for EPP templates: their tags are parsed by the manifest parser, so both grammars count. */
const EPP_KEY = createHash('sha256').update(eppRecipeDigest).update(PARSER_KEY).update('epp-v1').digest('hex').slice(0, 16);

/** A diagnostic without its SourceFile: offsets only, rebound to the file it is replayed for. */
type StoredDiagnostic = Omit<Diagnostic, 'location' | 'related'> & { start?: number; end?: number };

interface Entry<T = Program> {
  program: T | null;
  diagnostics: StoredDiagnostic[];
}

/**
 * Changes whenever the pack file's layout does (see {@link ParseCache.openPack}). 2: spans are
 * byte offsets, so an entry is decoded alone (1 held character offsets into the whole text).
 */
const PACK_FORMAT = 2;

/** Where an entry's JSON text lies in the pack: [start, end) in its bytes after the header line. */
type Span = [number, number];

/**
 * An entry's text out of the pack's bytes. A warm compile reads a few hundred entries of a pack of
 * megabytes: decoding each alone spares the whole pack as one string beside its bytes.
 */
function packText(bytes: Uint8Array, [start, end]: Span): string {
  const slice = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start);
  return slice.toString(isAscii(slice) ? 'latin1' : 'utf8');
}

export interface ParseCacheStats {
  hits: number;
  diskHits: number;
  misses: number;
}

/**
 * A program's definitions without the code a scan does not read: class bodies keep only the
 * definitions nested in them, define and function bodies are empty, other statements dropped.
 */
function outlineOf(body: readonly Statement[]): Statement[] {
  const out: Statement[] = [];
  for (const s of body) {
    if (s.kind === 'ClassDefinition') out.push({ ...s, body: outlineOf(s.body) });
    else if (s.kind === 'DefineDefinition' || s.kind === 'FunctionDefinition') out.push({ ...s, body: [] });
    else if (s.kind === 'TypeAlias') out.push(s);
  }
  return out;
}

export class ParseCache {
  private readonly memory = new Map<string, Entry>();
  private readonly outlines = new Map<string, Entry>();
  /** The cache key of a SourceFile's text, hashed once. */
  private readonly keys = new WeakMap<SourceFile, string>();
  /**
   * The entry of a SourceFile already parsed: a compilation asks again at every class it includes
   * and every define instance it expands, and hashing the text each time cost more than the rest.
   */
  private readonly bySource = new WeakMap<SourceFile, Entry>();
  /** Entries of EPP templates and of {@link memo}, by file name. */
  private readonly derived = new Map<string, Entry<unknown>>();
  readonly stats: ParseCacheStats = { hits: 0, diskHits: 0, misses: 0 };
  /** The cache directory, resolved when first used. */
  private root: string | undefined;
  /** The pack's file (see {@link openPack}) and, once read, its bytes and its entries' spans in them. */
  private packFile: string | undefined;
  private pack: { bytes: Uint8Array; spans: Map<string, Span> } | undefined;
  /**
   * Every entry this run read or made on disk, by key: what the next pack holds. Its JSON text, or
   * for one read from the pack its span there, decoded only if a pack is written again (keeping
   * every entry's text would keep megabytes alive through the run).
   */
  private readonly used = new Map<string, string | Span>();
  /** Whether this run read or made an entry its pack does not hold, so the pack is to be written. */
  private packStale = false;
  /** The content keys of the texts this run hashed (the current text of every file it read). */
  private readonly current = new Set<string>();

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
    return replay(entry, source, diagnostics);
  }

  /**
   * The outline of a manifest (its definitions, see {@link outlineOf}) with the diagnostics of its
   * parse. A module path scan reads every manifest of the path and a compile evaluates few of them:
   * from a cache directory it reads outlines, and the ASTs of the files it evaluates.
   */
  outline(source: SourceFile, diagnostics: DiagnosticBag): Program | undefined {
    const parsed = this.bySource.get(source);
    if (parsed) return replay(parsed, source, diagnostics);
    const key = this.key(source);
    let outline = this.outlines.get(key) ?? this.readDisk(`${key}.outline`);
    if (!outline) {
      const entry = this.entry(source);
      outline = { program: entry.program && { ...entry.program, body: outlineOf(entry.program.body) }, diagnostics: entry.diagnostics };
      this.writeDisk(`${key}.outline`, outline);
    }
    this.outlines.set(key, outline);
    return replay(outline, source, diagnostics);
  }

  /**
   * An EPP template's AST: a compile renders a module's templates at every resource that uses
   * them, and scanning a template with the EPP grammar costs far more than reading its AST back.
   */
  template(source: SourceFile, diagnostics: DiagnosticBag): EppTemplate | undefined {
    const key = createHash('sha256').update(EPP_KEY).update(this.parser).update(source.text).digest('hex');
    const entry = this.kept(`${key}.epp`, () => {
      const bag = new DiagnosticBag();
      return { program: parseEpp(source, bag, this.parser) ?? null, diagnostics: storable(bag) };
    });
    return replay(entry, source, diagnostics);
  }

  /**
   * What `compute` makes of `text` (plain JSON data), kept like an AST: for the rooms above this
   * one that cut texts of their own (ERB templates). `kind` names the entries (a word: their file
   * suffix); `version` changes whenever `compute` does.
   */
  memo<T>(kind: string, version: string, text: string, compute: (text: string) => T): T {
    const key = createHash('sha256').update(kind).update('\u0000').update(version).update('\u0000').update(text).digest('hex');
    return this.kept(`${key}.${kind}`, () => ({ program: compute(text), diagnostics: [] })).program as T;
  }

  /**
   * Reads entries from the pack named `name` (any text naming the files a run reads, such as its
   * module path and manifest) before their own files, and lets {@link savePack} write it. A warm
   * compile of a 200-manifest module path opened 400 entry files, which cost more time than parsing
   * their JSON; the pack is one file. Without a cache directory there is no pack.
   */
  openPack(name: string): void {
    const key = createHash('sha256').update(PARSER_KEY).update('\u0000').update(name).digest('hex').slice(0, 32);
    this.packFile = this.file('packs', `${key}.pack`);
  }

  /**
   * Writes the pack (see {@link openPack}) when this run read or made an entry it does not hold:
   * every entry the run used, and those of the old pack whose text is still the current text of a
   * file this run read (an edited file's old entries are left out, so the pack does not grow with
   * every edit). Entries are keyed by content, so a pack written by any run serves any other.
   */
  savePack(): void {
    if (!this.packFile || !this.packStale) return;
    const pack = this.packEntries();
    const entries = new Map<string, string>();
    for (const [key, text] of this.used) entries.set(key, typeof text === 'string' ? text : packText(pack.bytes, text));
    for (const [key, span] of pack.spans) {
      if (!entries.has(key) && this.current.has(key.split('.')[0]!)) entries.set(key, packText(pack.bytes, span));
    }
    const keys = [...entries.keys()].sort();
    const index: Record<string, Span> = {};
    let at = 0;
    for (const key of keys) {
      const length = Buffer.byteLength(entries.get(key)!);
      index[key] = [at, at + length];
      at += length;
    }
    const parts = [`${JSON.stringify({ format: PACK_FORMAT, entries: index })}\n`, ...keys.map((k) => entries.get(k)!)];
    try {
      this.host!.writeFileAtomic(this.packFile, parts);
    } catch (e) {
      // Every entry is in its own file too: a run that cannot write the pack loses nothing but time.
      if (!(e instanceof HostWriteError)) throw e;
    }
    this.packStale = false;
  }

  /**
   * The pack's bytes and its entries' spans (none when there is no pack, or it cannot be read): a
   * header line, then the entries' texts, each decoded only when read (see {@link readDisk}).
   */
  private packEntries(): { bytes: Uint8Array; spans: Map<string, Span> } {
    if (this.pack) return this.pack;
    this.pack = { bytes: new Uint8Array(0), spans: new Map() };
    const r = this.packFile === undefined ? undefined : this.host!.readBytes(this.packFile);
    if (!r?.ok) return this.pack;
    const newline = r.bytes.indexOf(10);
    let header: { format?: unknown; entries?: Record<string, unknown> };
    try {
      header = JSON.parse(Buffer.from(r.bytes.buffer, r.bytes.byteOffset, newline < 0 ? 0 : newline).toString('utf8')) as typeof header;
    } catch {
      return this.pack; // a damaged pack is rewritten by the next run that reads an entry elsewhere
    }
    if (header.format !== PACK_FORMAT || typeof header.entries !== 'object' || header.entries === null) return this.pack;
    const bytes = r.bytes.subarray(newline + 1);
    this.pack.bytes = bytes;
    for (const [key, span] of Object.entries(header.entries)) {
      if (!Array.isArray(span) || !Number.isInteger(span[0]) || !Number.isInteger(span[1]) || span[0] < 0 || span[0] > span[1] || span[1] > bytes.length) continue;
      this.pack.spans.set(key, [span[0], span[1]]);
    }
    return this.pack;
  }

  /** The entry named `name`: from memory, else from disk, else computed and written there. */
  private kept<T>(name: string, compute: () => Entry<T>): Entry<T> {
    let entry = (this.derived.get(name) as Entry<T> | undefined) ?? this.readDisk<T>(name);
    if (!entry) {
      entry = compute();
      this.writeDisk(name, entry);
    }
    this.derived.set(name, entry);
    return entry;
  }

  private key(source: SourceFile): string {
    let key = this.keys.get(source);
    // The reference parser keeps its own entries, so a run with it never replays the default's.
    if (key === undefined) {
      this.keys.set(source, (key = createHash('sha256').update(PARSER_KEY).update(this.parser).update(source.text).digest('hex')));
      this.current.add(key);
    }
    return key;
  }

  private entry(source: SourceFile): Entry {
    const key = this.key(source);
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
    return { program: program ?? null, diagnostics: storable(bag) };
  }

  /** `key`: an entry's key, `.outline` after it for its outline, `.epp` for a template's. */
  private path(key: string): string | undefined {
    return this.file(key.slice(0, 2), `${key}.json`);
  }

  /** A file in a directory of the cache directory. */
  private file(dir: string, name: string): string | undefined {
    if (!this.host || !this.dir) return undefined;
    // The directory resolved once: what is resolved after it is then two plain names.
    this.root ??= this.host.resolve(this.dir);
    return this.host.resolve(this.root, dir, name);
  }

  /** An entry from the pack, else from its own file (then the pack is to be written again). */
  private readDisk<T = Program>(key: string): Entry<T> | undefined {
    const pack = this.packFile === undefined ? undefined : this.packEntries();
    const span = pack?.spans.get(key);
    const entry = span === undefined ? undefined : parseEntry<T>(packText(pack!.bytes, span));
    if (entry) {
      this.used.set(key, span!);
      return entry;
    }
    const p = this.path(key);
    if (!p) return undefined;
    const r = this.host!.readFile(p);
    if (!r.ok) return undefined;
    const read = parseEntry<T>(r.text);
    if (read) this.use(key, r.text);
    return read;
  }

  private writeDisk(key: string, entry: Entry<unknown>): void {
    const p = this.path(key);
    if (!p) return;
    const text = JSON.stringify(entry);
    this.host!.writeFileAtomic(p, text);
    this.use(key, text);
  }

  /** Notes an entry read or made outside the pack: the pack is written again with it. */
  private use(key: string, text: string): void {
    if (this.packFile === undefined) return;
    this.used.set(key, text);
    this.packStale = true;
  }
}

/** An entry's JSON text read back; undefined when damaged (it is re-parsed and rewritten). */
function parseEntry<T>(text: string): Entry<T> | undefined {
  try {
    return JSON.parse(text) as Entry<T>;
  } catch {
    return undefined;
  }
}

/** A parse's diagnostics without their SourceFile (see {@link replay}). */
function storable(bag: DiagnosticBag): StoredDiagnostic[] {
  return bag.items.map(({ location, related: _related, ...rest }) => (location ? { ...rest, start: location.start, end: location.end } : rest));
}

/** An entry's program, its diagnostics added to `diagnostics` at their place in `source`. */
function replay<T>(entry: Entry<T>, source: SourceFile, diagnostics: DiagnosticBag): T | undefined {
  for (const d of entry.diagnostics) {
    const { start, end, ...rest } = d;
    diagnostics.add(start === undefined ? { ...rest } : { ...rest, location: { source, start, end: end ?? start } });
  }
  return entry.program ?? undefined;
}
