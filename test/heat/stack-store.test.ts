// The stack store: names, records, crash safety (a write killed between temp file and rename) and
// concurrent updates from several processes (no lost update, no torn file).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { createStack, updateStack } from '../../src/heat/stack/engine.js';
import type { StackRecord } from '../../src/heat/stack/record.js';
import { StackStore } from '../../src/heat/stack/store.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { keyOrders } from '../helpers/key-orders.js';

const identity = (name: string) => ({ stackName: name, stackId: `id-${name}`, projectId: 'p' });

function record(name: string, parameters: Record<string, string>): StackRecord {
  return createStack({ parameters }, { identity: identity(name) }, new DiagnosticBag())!.record;
}

describe('StackStore', () => {
  it('creates, reads, lists and updates records', () => {
    const host = new MemoryHost();
    const store = new StackStore(host, 'state');
    const bag = new DiagnosticBag();
    store.create('web', () => record('web', { a: '1' }), bag);
    store.create('db', () => record('db', { b: '2' }), bag);
    store.update('web', (previous) => updateStack(previous, { existing: true, parameters: { c: '3' } }, {}, bag)!.record, bag);
    expect(bag.items).toEqual([]);
    expect(store.get('web', bag)!.parameters).toEqual({ a: '1', c: '3' });
    expect(store.list(bag).map((r) => r.name)).toEqual(['db', 'web']);
    expect(Object.keys(host.snapshot())).toEqual(['/work/state/db.json', '/work/state/web.json']);
  });

  it('refuses names that are not plain stack names, writing nothing', () => {
    const host = new MemoryHost();
    const store = new StackStore(host, 'state');
    for (const name of ['../x', 'a/b', '/etc/passwd', '.hidden', '', '1abc', 'a\nb', 'x'.repeat(256)]) {
      const bag = new DiagnosticBag();
      expect(store.create(name, () => record('x', {}), bag)).toBeUndefined();
      expect(store.get(name, bag)).toBeUndefined();
      expect(bag.items.map((d) => d.code)).toEqual(['OVC6103', 'OVC6103']);
    }
    expect(host.snapshot()).toEqual({});
  });

  it('points at the damage in a record that is not JSON any more, not at 1:1', () => {
    const host = new MemoryHost({ 'state/bad.json': '{"format": 1,\n "name": }\n' });
    const bag = new DiagnosticBag();
    expect(new StackStore(host, 'state').get('bad', bag)).toBeUndefined();
    const d = bag.items[0]!;
    expect(d.code).toBe('OVC6106');
    expect(d.location!.source.position(d.location!.start)).toMatchObject({ line: 2, column: 10 });
  });

  it('reports a missing stack, an existing one, and a record that is not one', () => {
    const host = new MemoryHost({ 'state/bad.json': '{"format": 1', 'state/other.json': JSON.stringify(record('web', {})) });
    const store = new StackStore(host, 'state');
    const bag = new DiagnosticBag();
    store.get('nope', bag);
    store.update('nope', () => record('nope', {}), bag);
    store.create('other', () => record('other', {}), bag);
    store.get('bad', bag);
    store.get('other', bag);
    // The create refuses too: what is stored under 'other' cannot be told apart from a stack.
    expect(bag.items.map((d) => d.code)).toEqual(['OVC6104', 'OVC6104', 'OVC6106', 'OVC6106', 'OVC6106']);
    expect(bag.items[2]!.message).toContain("it is the record of stack 'web'");
  });

  it('leaves the old record whole when the write fails between temp file and rename', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-stack-'));
    new StackStore(new DiskHost({ cwd: dir })).create('web', () => record('web', { a: 'old' }), new DiagnosticBag());
    const failing = new DiskHost({
      cwd: dir,
      beforeRename: (tmp) => {
        expect(JSON.parse(readFileSync(tmp, 'utf8')).parameters).toEqual({ a: 'new' });
        throw new Error('disk full');
      },
    });
    const bag = new DiagnosticBag();
    expect(new StackStore(failing).update('web', (previous) => ({ ...previous, parameters: { a: 'new' } }), bag)).toBeUndefined();
    expect(bag.items.map((d) => [d.code, d.message])).toEqual([['OVC6109', "Cannot write the record of stack 'web': disk full"]]);
    expect(new StackStore(new DiskHost({ cwd: dir })).get('web', bag)!.parameters).toEqual({ a: 'old' });
    expect(readdirSync(join(dir, '.overcat/stacks'))).toEqual(['web.json']);
  });

  it('keeps the old record and leaves no lock when the disk fills mid-write (short writes, then ENOSPC)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-stack-'));
    new StackStore(new DiskHost({ cwd: dir })).create('web', () => record('web', { a: 'old' }), new DiagnosticBag());
    let budget = 64;
    // A full disk: write(2) takes what is left, then nothing.
    const full = new DiskHost({ cwd: dir, writeLimit: (p) => (p.endsWith('.lock') ? undefined : Math.max(0, Math.min(budget, (budget -= 16) + 16))) });
    const bag = new DiagnosticBag();
    expect(new StackStore(full).update('web', (previous) => ({ ...previous, parameters: { a: 'new'.repeat(100) } }), bag)).toBeUndefined();
    expect(bag.items.map((d) => [d.code, d.message])).toEqual([['OVC6109', "Cannot write the record of stack 'web': ENOSPC"]]);
    expect(new StackStore(new DiskHost({ cwd: dir })).get('web', bag)!.parameters).toEqual({ a: 'old' });
    expect(readdirSync(join(dir, '.overcat/stacks'))).toEqual(['web.json']);
  });

  it('reports a full disk that cannot even take the lock, and leaves no empty lock behind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-stack-'));
    new StackStore(new DiskHost({ cwd: dir })).create('web', () => record('web', { a: 'old' }), new DiagnosticBag());
    const full = new DiskHost({ cwd: dir, writeLimit: () => 0 });
    const bag = new DiagnosticBag();
    expect(new StackStore(full).update('web', (previous) => ({ ...previous, parameters: { a: 'new' } }), bag)).toBeUndefined();
    expect(bag.items.map((d) => [d.code, d.message])).toEqual([['OVC6109', "Cannot write the record of stack 'web': ENOSPC"]]);
    expect(readdirSync(join(dir, '.overcat/stacks'))).toEqual(['web.json']);
    // The next update is not blocked by a stale lock.
    expect(new StackStore(new DiskHost({ cwd: dir })).update('web', (previous) => ({ ...previous, parameters: { a: 'new' } }), bag)!.parameters).toEqual({ a: 'new' });
  });

  it('reports a state directory that is a file or read-only as an input error, not a crash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-stack-'));
    writeFileSync(join(dir, 'state'), 'not a directory');
    const bag = new DiagnosticBag();
    expect(new StackStore(new DiskHost({ cwd: dir }), 'state').create('web', () => record('web', {}), bag)).toBeUndefined();
    expect(bag.items.map((d) => d.code)).toEqual(['OVC6109']);
    expect(bag.items[0]!.message).toMatch(/ENOTDIR|EEXIST/);
  });

  it('keeps the old record on a real full filesystem (a 64 KiB tmpfs, where it can be mounted)', (ctx) => {
    const mnt = mkdtempSync(join(tmpdir(), 'overcat-full-'));
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mnt]).status !== 0) {
      console.warn('[overcat tests] cannot mount a tmpfs here (needs root): the injected full-disk tests above stand in');
      ctx.skip();
    }
    try {
      const store = new StackStore(new DiskHost({ cwd: mnt }));
      store.create('web', () => record('web', { a: 'old' }), new DiagnosticBag());
      const bag = new DiagnosticBag();
      // Far more than 64 KiB: the temp file cannot hold it.
      expect(store.update('web', (previous) => ({ ...previous, parameters: { a: 'x'.repeat(200_000) } }), bag)).toBeUndefined();
      expect(bag.items.map((d) => d.code)).toEqual(['OVC6109']);
      expect(store.get('web', new DiagnosticBag())!.parameters).toEqual({ a: 'old' });
      expect(readdirSync(join(mnt, '.overcat/stacks'))).toEqual(['web.json']);
    } finally {
      spawnSync('umount', [mnt]);
    }
  });

  it('survives a process killed after the temp file, before the rename: old record readable, lock taken over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-stack-'));
    const store = new StackStore(new DiskHost({ cwd: dir }));
    store.create('web', () => record('web', { a: 'old' }), new DiagnosticBag());
    const dist = (p: string) => JSON.stringify(pathToFileURL(`${REPO_ROOT}dist/src/${p}`).href);
    // The child updates the stack and SIGKILLs itself at the worst moment: temp file synced, not renamed, lock held.
    const child = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      `const { DiskHost } = await import(${dist('host/disk-host.js')});
       const { StackStore } = await import(${dist('heat/stack/store.js')});
       const { DiagnosticBag } = await import(${dist('diagnostics/diagnostic.js')});
       const host = new DiskHost({ cwd: ${JSON.stringify(dir)}, beforeRename: () => process.kill(process.pid, 'SIGKILL') });
       new StackStore(host).update('web', (p) => ({ ...p, parameters: { a: 'new' } }), new DiagnosticBag());`,
    ]);
    const signal = await new Promise((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    expect(signal).toBe('SIGKILL');
    const left = readdirSync(join(dir, '.overcat/stacks')).sort();
    expect(left).toContain('web.lock');
    expect(left.some((f) => f.endsWith('.tmp'))).toBe(true);
    const bag = new DiagnosticBag();
    expect(store.get('web', bag)!.parameters).toEqual({ a: 'old' });
    expect(store.list(bag).map((r) => r.name)).toEqual(['web']);
    // The dead holder's lock does not wedge the stack.
    store.update('web', (p) => ({ ...p, parameters: { a: 'after' } }), bag);
    expect(bag.items).toEqual([]);
    expect(store.get('web', bag)!.parameters).toEqual({ a: 'after' });
    expect(existsSync(join(dir, '.overcat/stacks/web.lock'))).toBe(false);
  });

  it('serialises concurrent updates from several processes: none lost, never a torn file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-stack-'));
    const state = join(dir, 'state');
    new StackStore(new DiskHost(), state).create('web', () => record('web', {}), new DiagnosticBag());
    writeFileSync(join(dir, 'env.yaml'), 'parameters:\n  shared: env\n');
    const cli = `${REPO_ROOT}dist/bin/overcat.mjs`;
    const n = 8;
    let done = 0;
    const runs = Array.from({ length: n }, (_, i) => {
      const child = spawn(process.execPath, [cli, 'heat', 'stack', 'update', 'web', '--existing', '-e', join(dir, 'env.yaml'), '-P', `p${i}=${i}`, '--state', state, '--format', 'json']);
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      return new Promise<{ code: number | null; out: string }>((resolve) => child.on('exit', (code) => (done++, resolve({ code, out }))));
    });
    // Meanwhile every read of the record parses: readers see the old or the new file, never half of one.
    let reads = 0;
    while (done < n) {
      JSON.parse(readFileSync(join(state, 'web.json'), 'utf8'));
      reads++;
      await new Promise((r) => setTimeout(r, 2));
    }
    const results = await Promise.all(runs);
    expect(results.map((r) => r.code)).toEqual(Array(n).fill(0));
    expect(reads).toBeGreaterThan(0);
    const final = new StackStore(new DiskHost(), state).get('web', new DiagnosticBag())!;
    expect(final.parameters).toEqual(Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, String(i)])));
    expect(final.environment_files).toEqual([join(dir, 'env.yaml')]);
    expect(readdirSync(state)).toEqual(['web.json']);
  });
});

describe('StackStore key order', () => {
  it("keeps the order of maps with integer-like keys through a record's write and read (Heat's dicts keep it)", () => {
    const store = new StackStore(new MemoryHost(), 'state');
    const bag = new DiagnosticBag();
    const template = "heat_template_version: 2018-03-02\nparameters:\n  m: {type: json}\n";
    const env = "parameter_defaults:\n  m: {'1': one, name: n, '0': zero}\n";
    const created = createStack({ template, files: { 'env.yaml': env }, environment_files: ['env.yaml'] }, { heatCompat: true, identity: identity('web') }, bag)!.record;
    store.create('web', () => created, bag);
    expect(keyOrders(created).map(([path, keys]) => [path.at(-2), keys])).toEqual(expect.arrayContaining([['parameter_defaults', ['1', 'name', '0']]]));
    expect(bag.items).toEqual([]);
    const read = store.get('web', bag)!;
    // The stored environment's parameter_defaults and the parameter values, as the create made them.
    expect(keyOrders(read)).toEqual(keyOrders(created));
  });
});
