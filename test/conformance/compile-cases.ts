// The compile conformance suite's cases (test/conformance/compile/cases/<name>/, one language
// construct or interaction each; expectations from Puppet 7.23 by scripts/gen-compile-conformance.py)
// and how overcat compiles one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { compile, type CompileOutcome } from '../../src/pipeline/compile.js';

export const SUITE = fileURLToPath(new URL('./compile/', import.meta.url));
export const CASES = join(SUITE, 'cases');

export interface CaseSpec {
  node?: string;
  classes?: string[];
  code?: string;
  settings?: string[];
  /** The code overcat must report where Puppet fails. */
  error?: string;
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

export function loadCases(): Case[] {
  return readdirSync(CASES)
    .sort()
    .map((name) => {
      const dir = join(CASES, name);
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
      modulepath: has('modules') ? [join(c.dir, 'modules')] : [],
      ...(has('hiera.yaml') ? { hiera: join(c.dir, 'hiera.yaml') } : {}),
      ...(c.spec.code !== undefined ? { code: c.spec.code } : has('site.pp') ? { manifest: join(c.dir, 'site.pp') } : {}),
      ...(c.spec.classes ? { classes: c.spec.classes } : {}),
      ...(c.spec.settings?.includes('--strict_variables') ? { strictVariables: true } : {}),
    },
    bag,
  );
  return { outcome, bag };
}
