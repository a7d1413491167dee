// Robustness fuzzing of every command, in process: the project's own examples and fixtures are
// mutated and run through the CLI entry (`runCli`), each run classified as ok, a user error (with
// diagnostics) or a failure: a crash (an uncaught exception, exit 70) or a run over its CPU budget.
// Failing inputs are delta-minimised and stored as reproducers. Used by `npm run fuzz` and, with a
// fixed seed, by test/hostile/fuzz.test.ts.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { rng } from './yaml-subset.js';

/** One way of running a command on one mutated input file. */
export interface Scenario {
  name: string;
  /** Repository files the input is mutated from. */
  seeds: string[];
  /** The arguments, given the mutated file's path. */
  args: (file: string) => string[];
  /** Where the mutated file is written in the work directory (default `input` and the seed's extension). */
  path?: string;
}

export type Outcome = 'ok' | 'user-error' | 'crash' | 'over-budget';

export interface RunResult {
  outcome: Outcome;
  code: number;
  cpuMs: number;
  /** The first lines of the error output (a crash's stack). */
  detail: string;
}

export interface Failure extends RunResult {
  scenario: string;
  seed: string;
  /** The delta-minimised input that still fails the same way. */
  input: string;
  /** Where the reproducer was stored. */
  stored?: string;
}

export interface FuzzSummary {
  runs: number;
  ok: number;
  userErrors: number;
  crashes: number;
  overBudget: number;
  failures: Failure[];
  cpuSeconds: number;
}

function files(dir: string, ext: RegExp): string[] {
  let out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  for (const name of names) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out = out.concat(files(p, ext));
    else if (ext.test(name)) out.push(p);
  }
  return out;
}

const NODE_CATALOG = 'examples/catalogs/node01.example.com.json';
const FACTS = 'examples/facts/node01.example.com.yaml';

/** Every command, each on the inputs it reads, seeded from examples/ and test/fixtures/ (paths relative to the repository). */
export function scenarios(): Scenario[] {
  const data = [...files('examples/data', /\.yaml$/), ...files('test/fixtures/override', /^(data|common|node)\.yaml$/)];
  const catalogs = [NODE_CATALOG, ...files('examples/catalogs/tasks', /\.json$/)];
  const manifests = [...files('test/fixtures/modulepath', /\.(pp|epp)$/), ...files('modules', /\.pp$/)];
  const all: Scenario[] = [
    { name: 'parse', seeds: manifests, args: (f) => ['parse', f] },
    { name: 'compile', seeds: manifests.filter((m) => m.endsWith('.pp')), args: (f) => ['compile', '--manifest', f, '--facts', FACTS, '--modulepath', 'test/fixtures/modulepath/modules'] },
    { name: 'registry', seeds: manifests.filter((m) => m.endsWith('.pp')), path: 'modules/fz/manifests/init.pp', args: (f) => ['registry', '--modulepath', f.slice(0, f.lastIndexOf('/fz/'))] },
    { name: 'validate', seeds: [...data, ...files('examples/heat', /^(base|debug|production)\.yaml$/)], args: (f) => ['validate', f, '--format', 'json'] },
    { name: 'override data', seeds: data, args: (f) => ['override', '--catalog', NODE_CATALOG, '--data', f, '--format', 'json'] },
    { name: 'override catalog', seeds: catalogs, args: (f) => ['override', '--catalog', f, '--data', 'examples/data/common.yaml'] },
    { name: 'explain', seeds: data, args: (f) => ['explain', 'file', '--catalog', NODE_CATALOG, '--data', f] },
    { name: 'diff', seeds: catalogs, args: (f) => ['diff', NODE_CATALOG, f, '--format', 'json'] },
    { name: 'lookup hiera.yaml', seeds: ['examples/hiera.yaml', ...files('test/fixtures/override', /^hiera\.yaml$/)], args: (f) => ['lookup', 'configuration', '--hiera', f, '--facts', FACTS, '--merge', 'deep'] },
    { name: 'lookup facts', seeds: [FACTS, ...files('test/fixtures/override', /^facts\.json$/)], args: (f) => ['lookup', 'configuration', '--hiera', 'examples/hiera.yaml', '--facts', f] },
    { name: 'heat merge', seeds: files('examples/heat', /^(base|debug|production)\.yaml$/), args: (f) => ['heat', 'merge', '-e', 'examples/heat/base.yaml', '-e', f, '-t', 'examples/heat/template.yaml'] },
    { name: 'heat validate', seeds: files('examples/heat', /^(template|server)\.yaml$/), args: (f) => ['heat', 'validate', f, '-e', 'examples/heat/base.yaml'] },
    { name: 'heat preview', seeds: files('examples/heat', /^(template|server)\.yaml$/), args: (f) => ['heat', 'preview', f] },
  ];
  return all.filter((s) => s.seeds.length > 0);
}

/** Pieces that mean something in YAML, JSON, Puppet or HOT, spliced into the text. */
const TOKENS = [
  '{', '}', '[', ']', '(', ')', ',', ':', ': ', '- ', '"', "'", '#', '\\', '$', '${', '%{', '@(END)\n', '&a ', '*a', '!', '!!str ', '|', '>', '\t', '\n', '  ',
  'null', '~', 'yes', '1e999', '-0', '12345678901234567890', '0x1f', '"\\u0000"', '\u2028', '\uFEFF', 'undef', '=>', '->', '~>', '<<|', '|>>', 'if', 'class', 'define',
  '{get_param: x}', '{get_attr: [a, b]}', 'heat_template_version', 'parameter_defaults', 'resource_registry', 'configuration', 'configuration_options', 'lookup_options',
  "%{lookup('a')}", "%{alias('a')}", 'Sensitive', 'File', 'Package', 'notify', '::', '.', '..', '/', '*', '**', '{a,b}',
];

/** One to four edits: a token spliced in, a range deleted, duplicated or moved, lines swapped, nesting added. */
export function mutate(text: string, r: (n: number) => number): string {
  let out = text;
  const edits = 1 + r(4);
  for (let e = 0; e < edits; e++) {
    const at = r(out.length + 1);
    const len = r(Math.min(64, out.length - at) + 1);
    switch (r(7)) {
      case 0:
      case 1:
        out = out.slice(0, at) + TOKENS[r(TOKENS.length)]! + out.slice(at);
        break;
      case 2:
        out = out.slice(0, at) + out.slice(at + len);
        break;
      case 3:
        out = out.slice(0, at + len) + out.slice(at, at + len) + out.slice(at + len);
        break;
      case 4: {
        const lines = out.split('\n');
        const a = r(lines.length);
        const b = r(lines.length);
        [lines[a], lines[b]] = [lines[b]!, lines[a]!];
        out = lines.join('\n');
        break;
      }
      case 5: {
        const open = ['[', '{', '(', '[[', '{a: '][r(5)]!;
        out = out.slice(0, at) + open.repeat(1 + r(50)) + out.slice(at);
        break;
      }
      default: {
        const lines = out.split('\n');
        const a = r(lines.length);
        lines.splice(a, 0, ...lines.slice(a, a + 1 + r(5)));
        out = lines.join('\n');
      }
    }
  }
  return out;
}

/**
 * Runs the CLI on argv in this process, its output captured and dropped (only the first lines of
 * the error output are kept). A thrown exception or exit 70 is a crash; more CPU than `budgetMs`
 * is over budget.
 */
export async function runOnce(argv: string[], budgetMs: number): Promise<RunResult> {
  const stdout = process.stdout.write.bind(process.stdout);
  const stderr = process.stderr.write.bind(process.stderr);
  let errors = '';
  let output = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    if (output.length < 100_000) output += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    if (errors.length < 4_000) errors += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  const started = process.cpuUsage();
  let code: number;
  try {
    code = await runCli(argv);
  } catch (e) {
    code = 70;
    errors += `uncaught: ${(e as Error)?.stack ?? String(e)}`;
  } finally {
    process.stdout.write = stdout;
    process.stderr.write = stderr;
    process.exitCode = undefined;
  }
  const used = process.cpuUsage(started);
  const cpuMs = (used.user + used.system) / 1000;
  const detail = errors.split('\n').slice(0, 12).join('\n');
  if (code === 70) return { outcome: 'crash', code, cpuMs, detail };
  if (cpuMs > budgetMs) return { outcome: 'over-budget', code, cpuMs, detail };
  // A user error says what is wrong: an OVC diagnostic, or commander's usage error (exit 64).
  if (code !== 0 && code !== 2 && code !== 64 && !/OVC\d{4}/.test(errors + output)) return { outcome: 'crash', code, cpuMs, detail: `exit ${code} with no diagnostic\n${detail}` };
  return { outcome: code === 0 || code === 2 ? 'ok' : 'user-error', code, cpuMs, detail };
}

/**
 * Delta debugging (ddmin) over lines, then characters: the smallest input found that still fails
 * with the same outcome, within `maxRuns` runs.
 */
async function minimise(input: string, fails: (text: string) => Promise<boolean>, maxRuns = 200): Promise<string> {
  let runs = 0;
  const reduce = async (units: string[], join: string): Promise<string[]> => {
    let n = 2;
    while (units.length >= 2 && runs < maxRuns) {
      const chunk = Math.ceil(units.length / n);
      let reduced = false;
      for (let i = 0; i < units.length && runs < maxRuns; i += chunk) {
        const candidate = [...units.slice(0, i), ...units.slice(i + chunk)];
        runs++;
        if (await fails(candidate.join(join))) {
          units = candidate;
          n = Math.max(n - 1, 2);
          reduced = true;
          break;
        }
      }
      if (!reduced) {
        if (n >= units.length) break;
        n = Math.min(units.length, n * 2);
      }
    }
    return units;
  };
  const lines = await reduce(input.split('\n'), '\n');
  const text = lines.join('\n');
  return text.length <= 2_000 ? (await reduce([...text], '')).join('') : text;
}

export interface FuzzOptions {
  seed: number;
  /** Stop after this many runs ... */
  count?: number;
  /** ... or after this much wall-clock time. */
  minutes?: number;
  /** CPU budget of one run (default 5,000 ms: generous, the examples take well under 100 ms). */
  budgetMs?: number;
  /** Where reproducers are stored (none when undefined). */
  out?: string;
  /** Called every 1,000 runs. */
  progress?: (summary: FuzzSummary) => void;
}

/** Runs mutated inputs through every scenario in turn (same seed, same runs). */
export async function fuzzCommands(options: FuzzOptions): Promise<FuzzSummary> {
  const r = rng(options.seed);
  const budget = options.budgetMs ?? 5_000;
  const list = scenarios();
  const texts = new Map<string, string>();
  const work = mkdtempSync(join(tmpdir(), 'overcat-fuzz-'));
  const summary: FuzzSummary = { runs: 0, ok: 0, userErrors: 0, crashes: 0, overBudget: 0, failures: [], cpuSeconds: 0 };
  const deadline = options.minutes === undefined ? Infinity : Date.now() + options.minutes * 60_000;
  const limit = options.count ?? (options.minutes === undefined ? 1_000 : Infinity);
  const seen = new Set<string>();
  while (summary.runs < limit && Date.now() < deadline) {
    const scenario = list[summary.runs % list.length]!;
    const seed = scenario.seeds[r(scenario.seeds.length)]!;
    if (!texts.has(seed)) texts.set(seed, readFileSync(seed, 'utf8'));
    const input = mutate(texts.get(seed)!, r);
    const file = join(work, scenario.path ?? `input${extname(seed)}`);
    mkdirSync(dirname(file), { recursive: true });
    const run = async (text: string) => {
      writeFileSync(file, text);
      return runOnce(scenario.args(file), budget);
    };
    const result = await run(input);
    summary.runs++;
    summary.cpuSeconds += result.cpuMs / 1000;
    if (result.outcome === 'ok') summary.ok++;
    else if (result.outcome === 'user-error') summary.userErrors++;
    else {
      if (result.outcome === 'crash') summary.crashes++;
      else summary.overBudget++;
      const small = await minimise(input, async (t) => (await run(t)).outcome === result.outcome);
      const failure: Failure = { ...result, scenario: scenario.name, seed, input: small };
      const key = createHash('sha256').update(`${scenario.name}\0${small}`).digest('hex').slice(0, 12);
      if (options.out && !seen.has(key)) {
        mkdirSync(options.out, { recursive: true });
        const stored = join(options.out, `${result.outcome}-${scenario.name.replace(/\W+/g, '-')}-${key}${extname(seed)}`);
        writeFileSync(stored, small);
        writeFileSync(`${stored}.json`, `${JSON.stringify({ scenario: scenario.name, args: scenario.args('<this file>'), seed, outcome: result.outcome, code: result.code, cpuMs: result.cpuMs, detail: result.detail }, null, 2)}\n`);
        failure.stored = stored;
      }
      seen.add(key);
      summary.failures.push(failure);
    }
    if (summary.runs % 1_000 === 0) options.progress?.(summary);
  }
  return summary;
}
