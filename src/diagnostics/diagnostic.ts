// Diagnostics as data: the record every phase reports, and the collector that keeps going.
import { CATALOGUE, type CodeInfo, type DiagnosticCode, type Severity } from './catalogue.js';
import type { Location } from './source.js';

export type { DiagnosticCode, Severity } from './catalogue.js';

/** Arguments substituted into a catalogue template's `{name}` placeholders. */
export type MessageArgs = Record<string, string | number | boolean | null | undefined>;

export interface RelatedInformation {
  message: string;
  location?: Location;
}

/** One problem found in the input. Line and column are derived from `location` when rendered. */
export interface Diagnostic {
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  location?: Location;
  hint?: string;
  related?: RelatedInformation[];
  /** Extra machine-readable facts (e.g. Heat's error class in `--heat-compat`). */
  data?: Record<string, unknown>;
}

/** Fills `{name}` placeholders; a missing argument is left visible rather than dropped. */
export function formatTemplate(template: string, args: MessageArgs = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = args[name];
    return v === undefined ? whole : String(v);
  });
}

export interface CreateOptions {
  location?: Location;
  /** Overrides the catalogue hint (e.g. a did-you-mean). */
  hint?: string;
  related?: RelatedInformation[];
  severity?: Severity;
  data?: Record<string, unknown>;
}

/** Builds a diagnostic from the catalogue: the only way a message text is produced. */
export function createDiagnostic(code: DiagnosticCode, args: MessageArgs = {}, options: CreateOptions = {}): Diagnostic {
  const info: CodeInfo = CATALOGUE[code];
  const d: Diagnostic = {
    code,
    severity: options.severity ?? info.severity,
    message: formatTemplate(info.message, args),
  };
  if (options.location) d.location = options.location;
  const hint = options.hint ?? (info.hint !== undefined ? formatTemplate(info.hint, args) : undefined);
  if (hint !== undefined) d.hint = hint;
  if (options.related && options.related.length > 0) d.related = options.related;
  if (options.data) d.data = options.data;
  return d;
}

/** Collects diagnostics so one run shows every problem ("collect, don't throw"). */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];

  report(code: DiagnosticCode, args: MessageArgs = {}, options: CreateOptions = {}): Diagnostic {
    const d = createDiagnostic(code, args, options);
    this.items.push(d);
    return d;
  }

  add(...diagnostics: Diagnostic[]): void {
    this.items.push(...diagnostics);
  }

  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === 'error');
  }

  get errorCount(): number {
    return this.items.filter((d) => d.severity === 'error').length;
  }
}

/** Thrown only for bugs; the CLI prints it as an internal error with "please report". */
export class InternalError extends Error {
  override name = 'InternalError';
}

/** Stable order for output: by file, then offset, then code. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      const fa = a.d.location?.source.path ?? '';
      const fb = b.d.location?.source.path ?? '';
      if (fa !== fb) return fa < fb ? -1 : 1;
      const oa = a.d.location?.start ?? -1;
      const ob = b.d.location?.start ?? -1;
      if (oa !== ob) return oa - ob;
      return a.i - b.i;
    })
    .map((x) => x.d);
}
