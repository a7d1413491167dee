// CPU time of a call, for the hostile-input budgets (CPU, not wall clock: the CI machine is shared).

/** Runs `fn` and returns its value with the user + system CPU milliseconds it took. */
export function cpuMs<T>(fn: () => T): { value: T; ms: number } {
  const start = process.cpuUsage();
  const value = fn();
  const used = process.cpuUsage(start);
  return { value, ms: (used.user + used.system) / 1000 };
}
