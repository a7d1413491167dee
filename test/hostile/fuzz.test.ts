// A short fixed-seed pass of the command fuzzer (scripts/fuzz/commands.ts): mutated examples and
// fixtures through every command, in process; no run may crash (an uncaught exception, exit 70,
// an error exit without a diagnostic) or take more than its CPU budget. `npm run fuzz` runs longer.
import { describe, expect, it } from 'vitest';
import { fuzzCommands, scenarios } from '../../scripts/fuzz/commands.js';
import { REPO_ROOT } from '../helpers/cli.js';

describe('command fuzzing', () => {
  it('covers every command that reads input', () => {
    const original = process.cwd();
    process.chdir(REPO_ROOT);
    try {
      const names = new Set(scenarios().map((s) => s.name.split(' ')[0]));
      expect([...names].sort()).toEqual(['compile', 'diff', 'explain', 'heat', 'lookup', 'override', 'parse', 'registry', 'validate']);
    } finally {
      process.chdir(original);
    }
  });

  it('600 mutated inputs (seed 16): no crash, no run over budget', async () => {
    const original = process.cwd();
    process.chdir(REPO_ROOT);
    try {
      const summary = await fuzzCommands({ seed: 16, count: 600, budgetMs: 5_000 });
      const failures = summary.failures.map((f) => `${f.outcome} in ${f.scenario} (${f.seed}):\n${f.detail}\n--- minimal input:\n${f.input}`);
      expect(failures).toEqual([]);
      expect(summary.runs).toBe(600);
      // The mutants must reach past the readers sometimes, or the pass tests only error paths.
      expect(summary.ok).toBeGreaterThan(30);
    } finally {
      process.chdir(original);
    }
  }, 600_000);
});
