// Documented process exit codes (README "Exit codes"); scripts rely on them.
export const EXIT = {
  /** Success, no differences. */
  ok: 0,
  /** Errors in the input. */
  inputError: 1,
  /** Differences or changes found (`diff`, `override --detailed-exitcode`). */
  changes: 2,
  /** Usage error: unknown option, missing argument. */
  usage: 64,
  /** Internal error: a bug in overcat. */
  internal: 70,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
