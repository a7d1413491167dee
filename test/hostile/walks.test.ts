// Directory walks end on hostile trees: symlink loops under a Hiera `**` glob or a module, and
// brace patterns that expand without limit, each within a CPU budget.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { globFiles, GlobTooLarge } from '../../src/hiera/glob.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { lookup } from '../../src/pipeline/lookup.js';
import { registry } from '../../src/pipeline/registry.js';
import { cpuMs } from '../helpers/cpu.js';

describe('symlink loops', () => {
  it("a Hiera ** glob does not descend into linked directories, as Ruby's Dir.glob does not", () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-loop-'));
    mkdirSync(join(dir, 'data/nodes'), { recursive: true });
    writeFileSync(join(dir, 'data/nodes/a.yaml'), 'k: from-a\n');
    symlinkSync('..', join(dir, 'data/nodes/loop'));
    symlinkSync(join(dir, 'data'), join(dir, 'data/nodes/again'));
    writeFileSync(join(dir, 'hiera.yaml'), "version: 5\nhierarchy:\n  - name: all\n    data_hash: yaml_data\n    glob: '**/*.yaml'\n");
    writeFileSync(join(dir, 'facts.yaml'), 'fqdn: n1\n');
    const bag = new DiagnosticBag();
    const { value, ms } = cpuMs(() => lookup(new DiskHost({ cwd: dir, roots: [dir] }), { keys: ['k'], facts: 'facts.yaml', hiera: 'hiera.yaml' }, bag));
    expect(value?.value).toBe('from-a');
    expect(ms).toBeLessThan(2_000);
    expect(globFiles(new DiskHost({ cwd: dir }), join(dir, 'data'), '**/*.yaml')).toEqual([join(dir, 'data/nodes/a.yaml')]);
  });

  it('a module scan ends on a directory that links to itself', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-loop-'));
    mkdirSync(join(dir, 'mods/m/manifests/sub'), { recursive: true });
    writeFileSync(join(dir, 'mods/m/manifests/init.pp'), 'class m { }\n');
    symlinkSync('..', join(dir, 'mods/m/manifests/sub/up'));
    const bag = new DiagnosticBag();
    const { value, ms } = cpuMs(() => registry(new DiskHost({ cwd: dir, roots: [join(dir, 'mods')] }), [join(dir, 'mods')], ['classes'], bag));
    expect(value.classes?.map((c) => c.name)).toEqual(['m']);
    expect(ms).toBeLessThan(2_000);
  });
});

describe('brace bombs', () => {
  it('refuses a glob whose braces expand past the bound, with a coded error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-brace-'));
    const bomb = `${'{a,b}'.repeat(30)}/*.yaml`;
    expect(() => globFiles(new DiskHost({ cwd: dir }), dir, bomb)).toThrow(GlobTooLarge);
    writeFileSync(join(dir, 'hiera.yaml'), `version: 5\nhierarchy:\n  - name: bomb\n    data_hash: yaml_data\n    glob: '${bomb}'\n`);
    writeFileSync(join(dir, 'facts.yaml'), 'fqdn: n1\n');
    const bag = new DiagnosticBag();
    const { ms } = cpuMs(() => lookup(new DiskHost({ cwd: dir, roots: [dir] }), { keys: ['k'], facts: 'facts.yaml', hiera: 'hiera.yaml' }, bag));
    expect(bag.items.map((d) => d.code)).toContain('OVC5090');
    expect(ms).toBeLessThan(2_000);
  });
});
