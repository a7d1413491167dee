// The shape of one catalogue entry; band files under codes/ declare entries of this shape.

export type Severity = 'error' | 'warning' | 'info';

export interface CodeInfo {
  severity: Severity;
  /** Short name, used as the heading in docs/diagnostics.md. */
  title: string;
  /** Message template; `{name}` placeholders are filled from the report's arguments. */
  message: string;
  /** Default hint template (a report may override it, e.g. with a did-you-mean). */
  hint?: string;
  /** What the user reads in docs/diagnostics.md: when it happens, an example, the fix. */
  doc: { when: string; example?: string; fix: string };
}

/** Identity helper that keeps a band's literal keys while checking each entry's shape. */
export function defineCodes<const T extends Record<string, CodeInfo>>(codes: T): T {
  return codes;
}
