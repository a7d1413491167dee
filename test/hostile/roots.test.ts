// Every command reads only inside the roots its command line names, symlinks resolved: Hiera data
// outside the hiera.yaml's directory, and module files reached through a symlink out of the module
// path, are refused (OVC8002) and their text never printed.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

function tree() {
  const dir = mkdtempSync(join(tmpdir(), 'overcat-roots-'));
  mkdirSync(join(dir, 'outside'));
  writeFileSync(join(dir, 'outside/common.yaml'), 'configuration:\n  package:\n    mc: {ensure: SECRET-OUTSIDE}\n');
  writeFileSync(join(dir, 'outside/evil.pp'), "class evil { notice('SECRET-MANIFEST') }\n");
  mkdirSync(join(dir, 'hiera'));
  writeFileSync(join(dir, 'hiera/hiera.yaml'), 'version: 5\ndefaults: {datadir: ../outside, data_hash: yaml_data}\nhierarchy:\n  - {name: common, path: common.yaml}\n');
  writeFileSync(join(dir, 'facts.yaml'), 'fqdn: node01.example.com\nclientcert: node01.example.com\n');
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify({ name: 'node01.example.com', version: 1, resources: [{ type: 'Package', title: 'mc', tags: [], exported: false }], edges: [], classes: [] }));
  mkdirSync(join(dir, 'modules/evil'), { recursive: true });
  symlinkSync(join(dir, 'outside'), join(dir, 'modules/evil/manifests'));
  return dir;
}

describe('reads stay inside the roots', () => {
  it('override --hiera does not read data outside the hiera.yaml directory', () => {
    const dir = tree();
    const r = runOvercat(['override', '--catalog', 'catalog.json', '--hiera', 'hiera/hiera.yaml', '--facts', 'facts.yaml'], { cwd: dir });
    expect(r.stdout + r.stderr).not.toContain('SECRET-OUTSIDE');
    expect(r.stderr).toContain('OVC8002');
  });

  it('registry and validate do not follow a module symlink out of the module path', () => {
    const dir = tree();
    for (const args of [['registry', '--modulepath', 'modules', '--format', 'json'], ['validate', 'catalog.json', '--modulepath', 'modules']]) {
      const r = runOvercat(args, { cwd: dir });
      expect(r.stdout + r.stderr).not.toContain('SECRET-MANIFEST');
      expect(r.code).not.toBe(70);
    }
    const listed = runOvercat(['registry', '--modulepath', 'modules', '--format', 'json'], { cwd: dir });
    expect(JSON.parse(listed.stdout).classes ?? []).toEqual([]);
  });
});
