// Rendering for the CLI edges, one rule for every command (README "Output"): with `--format json`
// or `yaml`, stdout carries exactly one document, the command's results and then `diagnostics`
// (`--explain` included); with `--format text`, results as text on stdout and diagnostics as text
// on stderr. Colour rules.
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { stringifyJson, stringifyJsonParts } from '../data/exact-number.js';
import { sortDiagnostics, type Diagnostic, type DiagnosticBag } from '../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../diagnostics/render-json.js';
import { renderDiagnosticsText } from '../diagnostics/render-text.js';
import type { EntryReport } from '../override/report.js';
import { dumpYaml } from '../yaml/dump.js';

export type OutputFormat = 'text' | 'json' | 'yaml';

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

/**
 * `file:line[:col]` with the file relative to the working directory (comparable across machines);
 * `files` remembers each file's relative path for a caller with many locations in few files.
 */
export function relativeLocation(location: string, files?: Map<string, string>): string {
  // `file:…` is absolute exactly when its file is (both start the same): most are not, and skip the match.
  if (!path.isAbsolute(location)) return location;
  const m = /^(.*?)((?::\d+){1,2})$/s.exec(location);
  if (!m || !path.isAbsolute(m[1]!)) return location;
  let relative = files?.get(m[1]!);
  if (relative === undefined) {
    relative = path.relative(process.cwd(), m[1]!);
    files?.set(m[1]!, relative);
  }
  return `${relative}${m[2]}`;
}

/** A report with every data location relative to the working directory (override and per-task reports). */
export function relativeReport<R extends { entries: readonly EntryReport[] }>(report: R): R {
  // A report names its data files thousands of times (every entry, every change): each is made relative once.
  const files = new Map<string, string>();
  return { ...report, entries: report.entries.map((e) => relativeEntry(e, files)) };
}

const absolute = (location: string | undefined) => location !== undefined && path.isAbsolute(location);

/** An entry with its locations relative; the entry itself when none is absolute (the usual case: no copy of a large report). */
function relativeEntry(e: EntryReport, files: Map<string, string>): EntryReport {
  if (!absolute(e.location) && !(e.updates ?? []).some((u) => u.changes.some((c) => absolute(c.from)))) return e;
  return {
    ...e,
    ...(e.location ? { location: relativeLocation(e.location, files) } : {}),
    ...(e.updates ? { updates: e.updates.map((u) => ({ ...u, changes: u.changes.map((c) => (c.from ? { ...c, from: relativeLocation(c.from, files) } : c)) })) } : {}),
  };
}
