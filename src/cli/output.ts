// Rendering for the CLI edges, one rule for every command (README "Output"): with `--format json`
// or `yaml`, stdout carries exactly one document, the command's results and then `diagnostics`
// (`--explain` included); with `--format text`, results as text on stdout and diagnostics as text
// on stderr. Colour rules.
import { writeSync } from 'node:fs';
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { stringifyJson, stringifyJsonParts } from '../data/exact-number.js';
import { textSlices } from '../data/text-slices.js';
import { sortDiagnostics, type Diagnostic, type DiagnosticBag } from '../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../diagnostics/render-json.js';
import { renderDiagnosticsText } from '../diagnostics/render-text.js';
import type { EntryReport, ResourceUpdate } from '../override/report.js';
import { dumpYaml } from '../yaml/dump.js';

export type OutputFormat = 'text' | 'json' | 'yaml';

/** UTF-16 units encoded into one buffer and written to stdout at a time (see {@link writeStdout}). */
const STDOUT_SLICE = 1 << 16;
let stdoutScratch: Buffer | undefined;
const waiter = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes texts to stdout a slice at a time through one buffer, synchronously, as Node writes to a
 * file or pipe on Linux anyway: the stream would encode each text whole into a buffer of its own,
 * megabytes for a large catalog, each page of them new memory to the system. A reader that goes
 * away (EPIPE) ends the writing quietly, as the stream's handler does (main.ts).
 */
export function writeStdout(parts: Iterable<string>): void {
  const scratch = (stdoutScratch ??= Buffer.allocUnsafe(3 * (STDOUT_SLICE + 1)));
  for (const part of parts) {
    for (const slice of textSlices(part, STDOUT_SLICE)) {
      const length = scratch.write(slice, 'utf8');
      for (let at = 0; at < length; ) {
        try {
          at += writeSync(1, scratch, at, length - at);
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code === 'EPIPE') return;
          // A non-blocking stdout (a terminal, a pipe some parent made so) that is full for now.
          if (code !== 'EAGAIN') throw e;
          Atomics.wait(waiter, 0, 0, 1);
        }
      }
    }
  }
}

/** `--format text|json|yaml` (commander refuses any other value: a usage error). */
export function addFormatOption(command: Command, text = 'text'): Command {
  return command.addOption(new Option('--format <format>', `${text}, json or yaml (one document: results and diagnostics)`).choices(['text', 'json', 'yaml']).default('text'));
}

/** Colour only on a TTY and never with NO_COLOR (https://no-color.org). */
export function useColor(stream: NodeJS.WriteStream): boolean {
  return !!stream.isTTY && !('NO_COLOR' in process.env && process.env.NO_COLOR !== '');
}

/** Writes diagnostics to stderr as text with code frames (the text format's channel). */
export function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.length === 0) return;
  process.stderr.write(`${renderDiagnosticsText(sortDiagnostics(diagnostics), { color: useColor(process.stderr) })}\n`);
}

/** Deterministic JSON for stdout: two-space indent, trailing newline, numbers exact (4.0 stays 4.0). */
export function jsonText(value: unknown): string {
  return `${stringifyJson(value, 2)}\n`;
}

/** jsonText for a file write, in parts made as the writer asks for them (a 20 MB catalog's text is never held whole). */
export function* jsonFile(value: unknown): Generator<string> {
  yield* stringifyJsonParts(value);
  yield '\n';
}

/** Deterministic YAML, numbers exact. */
export function yamlText(value: unknown): string {
  return dumpYaml(value ?? null, { noRefs: true, lineWidth: -1 });
}

/** The document of `--format json|yaml`: the results' fields, then every diagnostic. */
export function printDocument(format: 'json' | 'yaml', results: Record<string, unknown>, diagnostics: readonly Diagnostic[]): void {
  const document = { ...results, diagnostics: sortDiagnostics(diagnostics).map(diagnosticToJson) };
  process.stdout.write(format === 'json' ? jsonText(document) : yamlText(document));
}

/**
 * A command's output by the rule: the document (json, yaml), or `text()` on stdout and the
 * diagnostics on stderr (text). `text` returns what to print, undefined for nothing.
 */
export function emit(format: OutputFormat, bag: DiagnosticBag, results: Record<string, unknown>, text: () => string | undefined): void {
  if (format === 'text') {
    const out = text();
    if (out) process.stdout.write(out);
    printDiagnostics(bag.items);
  } else {
    printDocument(format, results, bag.items);
  }
}

/** path.isAbsolute, asked of every location of a report: on POSIX, a leading `/` (its whole test, without its argument check). */
const isAbsolute = path.sep === '/' ? (p: string) => p.charCodeAt(0) === 47 : path.isAbsolute;

/** `file:line[:col]`, the file as short as leaves one or two numbers after it. */
const LOCATION = /^(.*?)((?::\d+){1,2})$/s;

/** The absolute file of a `file:line[:col]` and the rest; undefined when the file is not absolute. */
function absoluteFile(location: string): [file: string, rest: string] | undefined {
  // `file:…` is absolute exactly when its file is (both start the same): most are not, and skip the match.
  if (!isAbsolute(location)) return undefined;
  const m = LOCATION.exec(location);
  return m && isAbsolute(m[1]!) ? [m[1]!, m[2]!] : undefined;
}

/**
 * `file:line[:col]` with the file relative to the working directory (comparable across machines);
 * `files` remembers each file's relative path for a caller with many locations in few files.
 */
export function relativeLocation(location: string, files?: Map<string, string>): string {
  const split = absoluteFile(location);
  return split ? `${relativeFile(split[0], files)}${split[1]}` : location;
}

/** An absolute file relative to the working directory, made once per file with `files`. */
function relativeFile(file: string, files?: Map<string, string>): string {
  let relative = files?.get(file);
  if (relative === undefined) {
    relative = path.relative(process.cwd(), file);
    files?.set(file, relative);
  }
  return relative;
}

/**
 * relativeLocation for the thousands of locations of a report, most in one file: a location in
 * the file made relative last, followed by `:line:col`, is made relative without a match (with two
 * numbers after it, no shorter file leaves one or two: the match would find the same file).
 */
function relativeLocations(): (location: string) => string {
  const files = new Map<string, string>();
  let file: string | undefined;
  let relative = '';
  return (location) => {
    if (file !== undefined && location.startsWith(file) && isLineColumn(location, file.length)) return relative + location.slice(file.length);
    const split = absoluteFile(location);
    if (!split) return location;
    const made = relativeFile(split[0], files);
    if (isLineColumn(location, split[0].length)) {
      file = split[0];
      relative = made;
    }
    return made + split[1];
  };
}

/** Whether `location` from `at` is `:line:col` (two runs of ASCII digits). */
function isLineColumn(location: string, at: number): boolean {
  let colons = 0;
  let digits = 0;
  for (let i = at; i < location.length; i++) {
    const c = location.charCodeAt(i);
    if (c === 58) {
      if (i > at && digits === 0) return false;
      colons++;
      digits = 0;
    } else if (c >= 48 && c <= 57) {
      if (colons === 0) return false;
      digits++;
    } else {
      return false;
    }
  }
  return colons === 2 && digits > 0;
}

/**
 * A report with every data location relative to the working directory (override and per-task
 * reports). `owned`: the caller holds the report alone (it was just made for this output), and
 * its entries are changed in place rather than copied.
 */
export function relativeReport<R extends { entries: readonly EntryReport[] }>(report: R, options: { owned?: boolean } = {}): R {
  // A report names its data files thousands of times (every entry, every change): each is made relative once.
  const relative = relativeLocations();
  const given = report.entries;
  // Indexed loops: they run over every entry and change, mostly before V8 optimises them, where a
  // for-of makes an iteration result per element.
  if (options.owned) {
    for (let i = 0; i < given.length; i++) if (hasAbsolute(given[i]!)) makeRelative(given[i]!, relative);
    return report;
  }
  let entries: EntryReport[] | undefined;
  for (let i = 0; i < given.length; i++) {
    const e = given[i]!;
    const copy = hasAbsolute(e);
    if (copy) entries ??= given.slice(0, i);
    entries?.push(copy ? relativeEntry(e, relative) : e);
  }
  // Nothing absolute (the usual case): the report itself, no copy of a large report.
  return entries ? { ...report, entries } : report;
}

/** An entry's locations made relative in place (keys where they were). */
function makeRelative(e: EntryReport, relative: (location: string) => string): void {
  if (e.location) e.location = relative(e.location);
  const updates = e.updates ?? NO_UPDATES;
  for (let u = 0; u < updates.length; u++) {
    const changes = updates[u]!.changes;
    for (let c = 0; c < changes.length; c++) if (changes[c]!.from) changes[c]!.from = relative(changes[c]!.from!);
  }
}

function hasAbsolute(e: EntryReport): boolean {
  if (e.location !== undefined && isAbsolute(e.location)) return true;
  const updates = e.updates ?? NO_UPDATES;
  for (let u = 0; u < updates.length; u++) {
    const changes = updates[u]!.changes;
    for (let c = 0; c < changes.length; c++) if (changes[c]!.from !== undefined && isAbsolute(changes[c]!.from!)) return true;
  }
  return false;
}

const NO_UPDATES: readonly ResourceUpdate[] = [];

/** A copy of an entry with its locations relative (keys where they were): what makeRelative changes is copied. */
function relativeEntry(e: EntryReport, relative: (location: string) => string): EntryReport {
  const copy: EntryReport = e.updates ? { ...e, updates: e.updates.map((u) => ({ ...u, changes: u.changes.map((c) => ({ ...c })) })) } : { ...e };
  makeRelative(copy, relative);
  return copy;
}
