// User regular expressions never hang the process: Hiera's lookup_options regex keys run on V8's
// linear-time engine, and a pattern that needs backtracking is refused with a coded diagnostic.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileLinear } from '../../src/data/linear-regex.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { lookup } from '../../src/pipeline/lookup.js';

function hieraWith(lookupOptions: string, key: string): { dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'overcat-redos-'));
  mkdirSync(join(dir, 'data'));
  writeFileSync(join(dir, 'hiera.yaml'), 'version: 5\ndefaults:\n  datadir: data\n  data_hash: yaml_data\nhierarchy:\n  - name: a\n    path: a.yaml\n  - name: b\n    path: b.yaml\n');
  writeFileSync(join(dir, 'data/a.yaml'), `lookup_options:\n${lookupOptions}\n"${key}": {x: 1}\n`);
  writeFileSync(join(dir, 'data/b.yaml'), `"${key}": {y: 2}\n`);
  writeFileSync(join(dir, 'facts.yaml'), 'fqdn: n1\n');
  return { dir };
}

describe('regular expressions from users', () => {
  it('a catastrophic lookup_options key (^(a+)+$) against a long key takes no time, and still matches', () => {
    const key = `${'a'.repeat(5_000)}`;
    const { dir } = hieraWith("  '^(a+)+$':\n    merge: hash", key);
    const bag = new DiagnosticBag();
    const start = process.cpuUsage();
    const r = lookup(new DiskHost({ cwd: dir, roots: [dir] }), { keys: [key], facts: 'facts.yaml', hiera: 'hiera.yaml' }, bag);
    const used = process.cpuUsage(start);
    expect(r?.value).toEqual({ x: 1, y: 2 });
    expect((used.user + used.system) / 1000).toBeLessThan(2_000);
    // The near miss that makes a backtracking engine explode.
    const miss = hieraWith("  '^(a+)+$':\n    merge: hash", `${'a'.repeat(40)}b`);
    const t = process.cpuUsage();
    lookup(new DiskHost({ cwd: miss.dir, roots: [miss.dir] }), { keys: [`${'a'.repeat(40)}b`], facts: 'facts.yaml', hiera: 'hiera.yaml' }, new DiagnosticBag());
    const u = process.cpuUsage(t);
    expect((u.user + u.system) / 1000).toBeLessThan(2_000);
  });

  it('a key that needs backtracking (a back-reference) is refused with OVC5007, never run', () => {
    const { dir } = hieraWith("  '^(a+)+\\1$':\n    merge: hash", 'aaaa');
    const bag = new DiagnosticBag();
    const r = lookup(new DiskHost({ cwd: dir, roots: [dir] }), { keys: ['aaaa'], facts: 'facts.yaml', hiera: 'hiera.yaml' }, bag);
    expect(r?.value).toEqual({ x: 1 });
    expect(bag.items.map((d) => [d.code, d.message])).toEqual([['OVC5007', "lookup_options for '^(a+)+\\1$': the key is refused as a regular expression: it needs a backtracking engine (back-reference or look-around) and could take exponential time"]]);
  });

  it('compileLinear tells invalid patterns from ones that need backtracking', () => {
    expect(compileLinear('^(a+)+$').ok).toBe(true);
    expect(compileLinear('(')).toMatchObject({ ok: false, invalid: true });
    expect(compileLinear('a(?=b)')).toMatchObject({ ok: false, invalid: false });
  });
});
