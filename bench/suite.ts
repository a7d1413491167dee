// The benchmark registry: each area adds a suite that returns rows for the report.

export interface BenchRow {
  /** What was measured, e.g. "hiera lookups, 10k keys, 5 levels". */
  case: string;
  /** Human-readable figures: time, throughput, memory. */
  overcat: string;
  /** The same work done by the reference engine, when installed. */
  reference?: string;
  /** overcat's speed relative to the reference (e.g. "12.3x faster"). */
  ratio?: string;
}

export interface BenchSuite {
  name: string;
  run(): Promise<BenchRow[]> | BenchRow[];
}

/** Wall time of `fn` in milliseconds, best of `repeat` runs (after one warm-up when repeat > 1). */
export function timeBest(fn: () => void, repeat = 3): number {
  if (repeat > 1) fn();
  let best = Infinity;
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}
