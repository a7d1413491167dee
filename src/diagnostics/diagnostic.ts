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

/** Diagnostics kept per file; past it they are counted in one OVC8090 per file (hostile input can make millions). */
export const MAX_DIAGNOSTICS_PER_FILE = 200;

/** Collects diagnostics so one run shows every problem ("collect, don't throw"). */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];
  private errors = 0;
  private readonly perFile = new Map<string, { kept: number; dropped: number; summary?: Diagnostic }>();
  /** Located diagnostics already kept: the same problem at the same place is shown once (a define's body warns once, not per instance; two Hiera readers of one file). */
  private readonly seen = new Set<string>();

  /**
   * `record`: keep every diagnostic as given, in order, neither deduplicated nor capped, for
   * another bag to take later with `add` (as though they had been reported there then).
   */
  constructor(private readonly mode: 'collect' | 'record' = 'collect') {}

  report(code: DiagnosticCode, args: MessageArgs = {}, options: CreateOptions = {}): Diagnostic {
    const d = createDiagnostic(code, args, options);
    this.push(d);
    return d;
  }

  add(...diagnostics: Diagnostic[]): void {
    for (const d of diagnostics) this.push(d);
  }

  private push(d: Diagnostic): void {
    // Counted even when it is a repeat: callers compare errorCount before and after a step.
    if (d.severity === 'error') this.errors++;
    if (this.mode === 'record') {
      this.items.push(d);
      return;
    }
    const path = d.location?.source.path;
    if (path !== undefined) {
      const key = `${d.code}\0${path}\0${d.location!.start}\0${d.location!.end}\0${d.message}`;
      if (this.seen.has(key)) return;
      this.seen.add(key);
    }
    if (path !== undefined) {
      let file = this.perFile.get(path);
      if (!file) this.perFile.set(path, (file = { kept: 0, dropped: 0 }));
      if (file.kept >= MAX_DIAGNOSTICS_PER_FILE) {
        file.dropped++;
        if (!file.summary) {
          file.summary = createDiagnostic('OVC8090', { count: 1, path }, { location: { source: d.location!.source, start: 0, end: 0 } });
          this.items.push(file.summary);
        }
        file.summary.message = formatTemplate(CATALOGUE.OVC8090.message, { count: file.dropped, path });
        // The run fails as it would have: a dropped error makes the summary an error.
        if (d.severity === 'error' && file.summary.severity !== 'error') {
          file.summary.severity = 'error';
        }
        return;
      }
      file.kept++;
    }
    this.items.push(d);
  }

  get hasErrors(): boolean {
    return this.errors > 0;
  }

  get errorCount(): number {
    return this.errors;
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
