// `npm run fuzz -- [--target commands|yaml-subset] [--minutes N | --count N] [--seed S] [--out DIR]
// [--budget MS]`: robustness fuzzing of every command in process (the default target; reproducers
// of crashes and over-budget runs go to --out, default .overcat/fuzz/) and the differential fuzzing
// of the block-subset YAML reader against js-yaml. The test suite runs a fixed-seed sample of each.
import { fuzzCommands } from './commands.js';
import { fuzzSubset, subsetSeeds } from './yaml-subset.js';
import { option } from './cli.js';

const target = option('target') ?? 'commands';
const seed = Number(option('seed') ?? String(Date.now() % 100_000));
const minutes = option('minutes');
const count = option('count');

if (target === 'commands') {
  const out = option('out') ?? '.overcat/fuzz';
  const summary = await fuzzCommands({
    seed,
    ...(minutes !== undefined ? { minutes: Number(minutes) } : {}),
    ...(count !== undefined ? { count: Number(count) } : {}),
    ...(option('budget') !== undefined ? { budgetMs: Number(option('budget')) } : {}),
    out,
    progress: (s) => process.stderr.write(`${s.runs} runs, ${s.crashes} crashes, ${s.overBudget} over budget\n`),
  });
  process.stdout.write(
    `commands: ${summary.runs} runs (seed ${seed}): ${summary.ok} ok, ${summary.userErrors} user errors, ${summary.crashes} crashes, ${summary.overBudget} over budget, ${summary.cpuSeconds.toFixed(1)} s CPU\n`,
  );
  for (const f of summary.failures) process.stdout.write(`--- ${f.outcome} in ${f.scenario} (from ${f.seed}${f.stored ? `, stored as ${f.stored}` : ''})\n${f.detail}\n`);
  process.exitCode = summary.failures.length > 0 ? 1 : 0;
} else if (target === 'yaml-subset') {
  const started = process.cpuUsage();
  const result = fuzzSubset(subsetSeeds(), Number(count ?? '300000'), seed);
  const cpu = process.cpuUsage(started);
  process.stdout.write(`yaml-subset: ${result.runs} mutants (seed ${seed}), ${result.taken} read by the subset reader, ${result.disagreements.length} disagreements, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU\n`);
  for (const d of result.disagreements) process.stdout.write(`--- ${d.reason} (options ${JSON.stringify(d.options)})\n${d.text}\n`);
  process.exitCode = result.disagreements.length > 0 ? 1 : 0;
} else {
  process.stderr.write(`unknown --target ${target} (known: commands, yaml-subset)\n`);
  process.exitCode = 64;
}
