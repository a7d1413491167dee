// The compile conformance suite's cases (test/conformance/compile/cases/<name>/, one language
// construct or interaction each; expectations from Puppet 7.23 by scripts/gen-compile-conformance.py)
// and how overcat compiles one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { compile, type CompileOutcome } from '../../src/pipeline/compile.js';
import { canonicalJson, normalizeCatalog, parseExact, resourceOrder } from '../helpers/catalog-normalize.js';

export const SUITE = fileURLToPath(new URL('./compile/', import.meta.url));
export const CASES = join(SUITE, 'cases');
/**
 * The module path of the cases that call stdlib: Puppet compiled them with the real stdlib
 * (scripts/gen-compile-conformance.py), overcat runs its native functions, which it offers when the
 * module path ships a Ruby function of that name, as Puppet finds one only then: one-line stubs.
 */
const STDLIB_STUBS = join(SUITE, 'stdlib-stubs');

export interface CaseSpec {
  node?: string;
  classes?: string[];
  code?: string;
  settings?: string[];
  /** The code overcat must report where Puppet fails. */
  error?: string;
  /**
   * The case calls stdlib: Puppet compiles it with the real-module path's modules
   * (scripts/rebuild-modules.sh; never committed) after its own, overcat with stubs (STDLIB_STUBS).
   */
  stdlib?: boolean;
  /** Why overcat does not match Puppet on this case yet: the test then checks it still does not. */
  pending?: string;
}

export interface Case {
  name: string;
  dir: string;
  spec: CaseSpec;
  expected?: string;
  expectedError?: { message: string; file?: string; line?: number };
}

/** The cases of a folder (by default the suite's own); generated ones live elsewhere. */
export function loadCases(root = CASES): Case[] {
  return readdirSync(root)
    .sort()
    .map((name) => {
      const dir = join(root, name);
      const file = (f: string) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'utf8') : undefined);
      const spec = JSON.parse(file('case.json') ?? '{}') as CaseSpec;
      const expectedError = file('expected-error.json');
      const c: Case = { name, dir, spec };
      const expected = file('expected.json');
      if (expected !== undefined) c.expected = expected;
      if (expectedError !== undefined) c.expectedError = JSON.parse(expectedError) as Case['expectedError'];
      return c;
    });
}

/** Compiles a case as the generator had Puppet compile it. */
export function compileCase(c: Case): { outcome: CompileOutcome | undefined; bag: DiagnosticBag } {
  const has = (f: string) => existsSync(join(c.dir, f));
  const host = new DiskHost({ roots: [c.dir, SUITE] });
  const bag = new DiagnosticBag();
  const outcome = compile(
    host,
    {
      node: c.spec.node ?? 'n1.example.com',
      facts: has('facts.json') ? join(c.dir, 'facts.json') : join(SUITE, 'facts.json'),
      modulepath: [...(has('modules') ? [join(c.dir, 'modules')] : []), ...(c.spec.stdlib ? [STDLIB_STUBS] : [])],
      ...(has('hiera.yaml') ? { hiera: join(c.dir, 'hiera.yaml') } : {}),
      ...(c.spec.code !== undefined ? { code: c.spec.code } : has('site.pp') ? { manifest: join(c.dir, 'site.pp') } : {}),
      ...(c.spec.classes ? { classes: c.spec.classes } : {}),
      ...(c.spec.settings?.includes('--strict_variables') ? { strictVariables: true } : {}),
    },
    bag,
  );
  return { outcome, bag };
}

/**
 * Whether overcat matches Puppet on the case; the reason when it does not. Where Puppet fails,
 * overcat must fail on Puppet's line, with the case's code when it gives one.
 */
export function disagreement(c: Case): string | undefined {
  const { outcome, bag } = compileCase(c);
  const errors = bag.items.filter((d) => d.severity === 'error');
  if (c.expected !== undefined) {
    if (!outcome) return `compilation failed: ${errors.map((d) => `${d.code} ${d.message}`).join('; ')}`;
    const ours = parseExact(outcome.text);
    const theirs = parseExact(c.expected);
    const a = canonicalJson(normalizeCatalog(ours, c.dir, false));
    const b = canonicalJson(normalizeCatalog(theirs, c.dir, false));
    if (a !== b) return `catalog differs:\n${diffLines(b, a)}`;
    const order = JSON.stringify(resourceOrder(ours));
    if (order !== JSON.stringify(resourceOrder(theirs))) return `resource order differs: ${order}`;
    // Puppet lists classes in the order their code started to run.
    const classes = (j: unknown) => JSON.stringify((j as { classes?: unknown }).classes);
    if (classes(ours) !== classes(theirs)) return `classes order differs: ${classes(ours)}`;
    return undefined;
  }
  const expected = c.expectedError!;
  if (outcome) return `compiled, but Puppet fails: ${expected.message}`;
  const first = errors[0];
  if (!first) return 'no error reported';
  if (c.spec.error !== undefined && first.code !== c.spec.error) return `reported ${first.code} (${first.message}), expected ${c.spec.error}`;
  if (expected.line !== undefined) {
    const line = first.location ? first.location.source.position(first.location.start).line : undefined;
    if (line !== expected.line) return `reported on line ${line}, Puppet on line ${expected.line}: ${first.message}`;
  }
  // A message of Puppet's listing several problems of one resource ("D[t]:" then a line each):
  // overcat reports each as an error of its own, in the same order, the resource before its text.
  const [head, ...listed] = expected.message.split('\n  ');
  if (listed.length > 0) {
    const resource = /([^ ,]+):$/.exec(head!)?.[1];
    const ours = errors.map((d) => d.message);
    const theirs = listed.map((line) => `${resource}: ${line}`);
    if (JSON.stringify(ours) !== JSON.stringify(theirs)) return `reported ${JSON.stringify(ours)}, Puppet lists ${JSON.stringify(theirs)}`;
  }
  return undefined;
}

function diffLines(expected: string, actual: string): string {
  const e = expected.split('\n');
  const a = actual.split('\n');
  const out: string[] = [];
  for (let i = 0; i < Math.max(e.length, a.length) && out.length < 40; i++) {
    if (e[i] !== a[i]) out.push(`  line ${i + 1}: puppet ${e[i] ?? '(none)'} | overcat ${a[i] ?? '(none)'}`);
  }
  return out.join('\n');
}
