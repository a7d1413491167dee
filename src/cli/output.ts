// Rendering for the CLI edges: diagnostics to stderr (text or JSON), values to stdout, colour rules.
import { stringifyJson } from '../data/exact-number.js';
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../diagnostics/render-json.js';
import { renderDiagnosticsText } from '../diagnostics/render-text.js';

export type OutputFormat = 'text' | 'json' | 'yaml';

/** Colour only on a TTY and never with NO_COLOR (https://no-color.org). */
export function useColor(stream: NodeJS.WriteStream): boolean {
  return !!stream.isTTY && !('NO_COLOR' in process.env && process.env.NO_COLOR !== '');
}

/** Writes diagnostics to stderr; JSON as one array, text with code frames. */
export function printDiagnostics(diagnostics: readonly Diagnostic[], format: OutputFormat): void {
  if (diagnostics.length === 0) return;
  const sorted = sortDiagnostics(diagnostics);
  if (format === 'json') {
    process.stderr.write(`${JSON.stringify({ diagnostics: sorted.map(diagnosticToJson) }, null, 2)}\n`);
  } else {
    process.stderr.write(`${renderDiagnosticsText(sorted, { color: useColor(process.stderr) })}\n`);
  }
}

/** Deterministic JSON for stdout: two-space indent, trailing newline, numbers exact (4.0 stays 4.0). */
export function jsonText(value: unknown): string {
  return `${stringifyJson(value, 2)}\n`;
}
