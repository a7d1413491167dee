// Terminal rendering of diagnostics: `file:line:col: severity CODE: message`, a code frame, the hint.
import type { Diagnostic } from './diagnostic.js';
import type { Location } from './source.js';

export interface TextRenderOptions {
  /** ANSI colour; the CLI enables it only on a TTY without NO_COLOR. */
  color?: boolean;
  /** Lines of context above the first line of the span. */
  context?: number;
}

const ANSI = { red: '\x1b[31m', yellow: '\x1b[33m', cyan: '\x1b[36m', bold: '\x1b[1m', dim: '\x1b[2m', reset: '\x1b[0m' };

function paint(text: string, style: keyof typeof ANSI, on: boolean): string {
  return on ? `${ANSI[style]}${text}${ANSI.reset}` : text;
}

function header(location: Location | undefined): string {
  if (!location) return '';
  const { line, column } = location.source.position(location.start);
  return `${location.source.path}:${line}:${column}: `;
}

/** Widest source text a frame shows of one line; a longer line is cut to a window around the span. */
export const FRAME_WIDTH = 160;
/** Columns kept before the span's start when a line is cut. */
const LEAD = 40;

/** The source lines of a span with `~` under the spanned text (`^` for an empty span). */
export function codeFrame(location: Location, options: TextRenderOptions = {}): string {
  const { source } = location;
  if (source.text.length === 0) return '';
  const color = options.color ?? false;
  const start = source.position(location.start);
  const end = source.position(Math.max(location.start, location.end));
  const lastLine = Math.min(end.line, start.line + 4);
  const firstLine = Math.max(1, start.line - (options.context ?? 0));
  const width = String(lastLine).length;
  const out: string[] = [];
  for (let line = firstLine; line <= lastLine; line++) {
    const full = source.lineText(line);
    let from = line === start.line ? start.column - 1 : 0;
    let to = line === end.line ? end.column - 1 : full.length;
    // A long line (minified JSON, a generated title) is shown as a window around the span: the
    // frame stays the same size whatever the input, so thousands of diagnostics stay cheap.
    const cutAt = line === start.line && from > LEAD ? from - LEAD : 0;
    const cutEnd = Math.min(full.length, cutAt + FRAME_WIDTH);
    const lead = cutAt > 0 ? '…' : '';
    const text = `${lead}${full.slice(cutAt, cutEnd).replace(/\t/g, ' ')}${cutEnd < full.length ? '…' : ''}`;
    from = Math.max(0, from - cutAt) + lead.length;
    to = Math.min(to, cutEnd) - cutAt + lead.length;
    out.push(`${paint(String(line).padStart(width), 'dim', color)} | ${text}`);
    if (line < start.line) continue;
    const marks = to > from ? '~'.repeat(to - from) : '^';
    out.push(`${' '.repeat(width)} | ${' '.repeat(from)}${paint(marks, 'red', color)}`);
  }
  return out.join('\n');
}

export function renderDiagnosticText(d: Diagnostic, options: TextRenderOptions = {}): string {
  const color = options.color ?? false;
  const sev = paint(d.severity, d.severity === 'error' ? 'red' : d.severity === 'warning' ? 'yellow' : 'cyan', color);
  const parts = [`${header(d.location)}${sev} ${paint(d.code, 'bold', color)}: ${d.message}`];
  if (d.location && d.location.end >= d.location.start) {
    const frame = codeFrame(d.location, options);
    if (frame) parts.push(frame);
  }
  for (const r of d.related ?? []) parts.push(`  ${header(r.location)}${r.message}`);
  if (d.hint) parts.push(`  ${paint('hint', 'cyan', color)}: ${d.hint}`);
  return parts.join('\n');
}

export function renderDiagnosticsText(diagnostics: readonly Diagnostic[], options: TextRenderOptions = {}): string {
  return diagnostics.map((d) => renderDiagnosticText(d, options)).join('\n\n');
}
