// overcat as a library: the packed tarball installs into another project, whose code imports the
// jobs from 'overcat' (package.json `exports`) and runs them; the tarball holds no tests.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'overcat-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('the packed package', () => {
  let tarball = '';

  it('packs only what a user needs', { timeout: 120_000 }, () => {
    const [info] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], REPO_ROOT)) as { filename: string; files: { path: string }[] }[];
    tarball = join(work, info!.filename);
    const paths = info!.files.map((f) => f.path);
    expect(paths).toContain('dist/src/pipeline/index.js');
    expect(paths).toContain('dist/src/pipeline/index.d.ts');
    expect(paths).toContain('LICENSE');
    expect(paths.filter((p) => p.startsWith('test/') || p.startsWith('dist/test/') || p.startsWith('dist/bench/'))).toEqual([]);
  });

  it("is imported from another project as 'overcat' and runs a job", { timeout: 300_000 }, () => {
    const app = join(work, 'app');
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', type: 'module', private: true }));
    npm(['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], app);
    writeFileSync(
      join(app, 'main.mjs'),
      `import { DiagnosticBag, MemoryHost, override, lookup } from 'overcat';
const host = new MemoryHost({
  '/c/node.json': JSON.stringify({ name: 'n', resources: [{ type: 'Package', title: 'mc', parameters: { ensure: 'installed' } }] }),
  '/d/data.yaml': 'configuration:\\n  package:\\n    mc: {ensure: latest}\\n',
});
const bag = new DiagnosticBag();
const { result } = override(host, { catalogs: ['/c/node.json'], data: ['/d/data.yaml'] }, bag);
console.log(JSON.stringify({ ensure: result.catalogs[0].catalog.resources[0].parameters.ensure, errors: bag.hasErrors, lookup: typeof lookup }));
`,
    );
    const out = execFileSync(process.execPath, ['main.mjs'], { cwd: app, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ ensure: 'latest', errors: false, lookup: 'function' });
  });
});
