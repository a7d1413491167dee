// Real-template ERB differential: templates of public modules (modules.json) rendered by overcat
// with the variables of test/conformance/erb-real/cases/<name>.pp, against what Puppet 7.23
// rendered (scripts/gen-erb-real-cases.rb). The modules are not in the repository: the module
// path is rebuilt from local snapshots ($OVERCAT_MIRROR, default /work/.mirror), and a case whose
// modules (those its template() calls name) have no snapshot is skipped, saying so. Overcat must
// render the same text byte for byte, or refuse with a coded error; a different text is a failure.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { compile } from '../../src/pipeline/compile.js';

const SUITE = fileURLToPath(new URL('./erb-real/', import.meta.url));
const FACTS = fileURLToPath(new URL('./compile/facts.json', import.meta.url));
const MIRROR = process.env['OVERCAT_MIRROR'] ?? '/work/.mirror';
const MODULES = JSON.parse(readFileSync(join(SUITE, 'modules.json'), 'utf8')) as Record<string, string>;
const SNAPSHOT = JSON.parse(readFileSync(join(SUITE, 'snapshot.json'), 'utf8')) as Record<string, string>;
const PARTS = ['templates', 'functions', 'lib', 'metadata.json'];

const gitDir = (repo: string) => join(MIRROR, repo.replace('/', '+'), 'repo');
const present = new Set(Object.keys(MODULES).filter((name) => existsSync(gitDir(MODULES[name]!))));

/** The module path the generator built: each module's parts at the snapshot's HEAD. */
function buildModulePath(root: string): string {
  const modules = join(root, 'modules');
  for (const [name, repo] of Object.entries(MODULES)) {
    if (!present.has(name)) continue;
    const git = gitDir(repo);
    const head = execFileSync('git', [`--git-dir=${git}`, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    if (head !== SNAPSHOT[name]) throw new Error(`${repo} is at ${head}, the expectations were made at ${SNAPSHOT[name]}: run scripts/gen-erb-real-cases.rb`);
    const top = execFileSync('git', [`--git-dir=${git}`, 'ls-tree', '--name-only', 'HEAD'], { encoding: 'utf8' }).split('\n');
    const dest = join(modules, name);
    mkdirSync(dest, { recursive: true });
    const tar = execFileSync('git', [`--git-dir=${git}`, 'archive', '--format=tar', 'HEAD', ...PARTS.filter((p) => top.includes(p))], { maxBuffer: 512 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dest], { input: tar });
  }
  return modules;
}

const cases = readdirSync(join(SUITE, 'cases'))
  .filter((f) => f.endsWith('.pp'))
  .sort()
  .map((f) => f.slice(0, -3));

/** The modules a case renders templates of: those its `template('<module>/…')` names. */
const modulesOf = (name: string) => [...readFileSync(join(SUITE, 'cases', `${name}.pp`), 'utf8').matchAll(/'([a-z][a-z0-9_]*)\/[^']*\.erb'/g)].map((m) => m[1]!);
const runnable = cases.filter((name) => modulesOf(name).every((m) => present.has(m)));

if (runnable.length < cases.length) {
  console.log(`erb-real: ${cases.length - runnable.length} of ${cases.length} cases skipped, their modules have no snapshot under ${MIRROR} (set OVERCAT_MIRROR to the directory holding <owner>+<name>/repo)`);
}

describe.runIf(runnable.length > 0)('real module templates against Puppet 7.23', () => {
  const root = runnable.length > 0 ? mkdtempSync(join(tmpdir(), 'overcat-erb-real-')) : '';
  let modulepath: string | undefined;
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  for (const name of cases) {
    it.skipIf(!runnable.includes(name))(name, () => {
      modulepath ??= buildModulePath(root);
      const bag = new DiagnosticBag();
      const outcome = compile(new DiskHost({ roots: [SUITE, FACTS, root] }), { node: 'n1.example.com', facts: FACTS, modulepath: [modulepath], manifest: join(SUITE, 'cases', `${name}.pp`) }, bag);
      const message = outcome?.catalog.resources.find((r) => r.type === 'Notify' && r.title === 'erb')?.parameters?.['message'];
      const expected = JSON.parse(readFileSync(join(SUITE, 'cases', `${name}.expected.json`), 'utf8')) as { output?: string; error?: string };
      const errors = bag.items.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`);
      if (expected.output !== undefined && typeof message === 'string') {
        expect(message).toBe(expected.output);
        return;
      }
      // No text: overcat must have said why with a code (a refusal where Puppet renders is a gap, not a wrong text).
      expect(message).toBeUndefined();
      expect(errors.length, `${name}: no text and no error`).toBeGreaterThan(0);
      if (expected.output !== undefined) console.log(`erb-real: ${name} refused: ${errors.join('; ')}`);
    });
  }
});
