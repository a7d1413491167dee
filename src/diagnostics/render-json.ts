// JSON rendering of diagnostics: the data, with 1-based line:col resolved from offsets.
import type { Diagnostic } from './diagnostic.js';
import type { Location } from './source.js';

export interface DiagnosticJson {
  code: string;
  severity: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  hint?: string;
  related?: { message: string; file?: string; line?: number; column?: number }[];
  data?: Record<string, unknown>;
}

function place(location: Location | undefined) {
  if (!location) return {};
  const start = location.source.position(location.start);
  const end = location.source.position(Math.max(location.start, location.end));
  return { file: location.source.path, line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}

export function diagnosticToJson(d: Diagnostic): DiagnosticJson {
  const out: DiagnosticJson = { code: d.code, severity: d.severity, message: d.message, ...place(d.location) };
  if (d.hint !== undefined) out.hint = d.hint;
  if (d.related) {
    out.related = d.related.map((r) => {
      const p = place(r.location);
      return { message: r.message, ...(p.file !== undefined ? { file: p.file, line: p.line, column: p.column } : {}) };
    });
  }
  if (d.data) out.data = d.data;
  return out;
}
