import { mkdtempSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { DiskHost } from '../../src/host/disk-host.js';
import { HostLockTimeout } from '../../src/host/host.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { REPO_ROOT } from '../helpers/cli.js';

function tempTree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'overcat-host-'));
  mkdirSync(join(dir, 'root/sub'), { recursive: true });
  mkdirSync(join(dir, 'outside'));
  writeFileSync(join(dir, 'root/sub/a.yaml'), 'a: 1\n');
  writeFileSync(join(dir, 'outside/secret'), 'secret\n');
  return dir;
}

describe('DiskHost', () => {
  it('refuses a FIFO as not a file without waiting for a writer', () => {
    const dir = tempTree();
    execFileSync('mkfifo', [join(dir, 'root/fifo')]);
    expect(new DiskHost({ cwd: dir, roots: ['root'] }).readFile('root/fifo')).toMatchObject({ ok: false, reason: 'not-a-file' });
  });

  it('reads inside its roots and refuses paths and symlinks that escape them', () => {
    const dir = tempTree();
    symlinkSync(join(dir, 'outside/secret'), join(dir, 'root/link'));
    const host = new DiskHost({ cwd: dir, roots: ['root'] });
    expect(host.readFile('root/sub/a.yaml')).toMatchObject({ ok: true, text: 'a: 1\n' });
    expect(host.readFile('root/sub/../../outside/secret')).toMatchObject({ ok: false, reason: 'outside-roots' });
    expect(host.readFile('root/link')).toMatchObject({ ok: false, reason: 'outside-roots' });
    expect(host.readFile('root/missing')).toMatchObject({ ok: false, reason: 'not-found' });
    expect(host.readFile('root/sub')).toMatchObject({ ok: false, reason: 'not-a-file' });
    expect(host.stat('outside')).toBeUndefined();
    expect(host.readDirectory('root')).toEqual(['link', 'sub']);
  });

  it('resolves paths exactly as path.resolve does, absolute normal paths joined without it', () => {
    const host = new DiskHost({ cwd: '/work/x' });
    const cases: string[][] = [
      ['/a/b', 'c', 'd.json'],
      ['/a/b'],
      ['/'],
      ['/', 'a'],
      ['/a/b/', 'c'],
      ['/a//b', 'c'],
      ['/a/./b', 'c'],
      ['/a/../b', 'c'],
      ['/a/b/.', 'c'],
      ['/a/b/..'],
      ['/a', '', 'c'],
      ['/a', '.', 'c'],
      ['/a', '..', 'c'],
      ['/a', 'b/c', 'd'],
      ['/a', '/etc', 'passwd'],
      ['rel', 'c'],
      ['..', 'c'],
      ['/a/b', 'c.', '.d', '...'],
    ];
    for (const segments of cases) expect(host.resolve(...segments), segments.join(' ')).toBe(resolve('/work/x', ...segments));
  });

  it('writes atomically: the target holds the old or the new content, no temp files stay', () => {
    const dir = tempTree();
    const host = new DiskHost({ cwd: dir });
    host.writeFileAtomic('state/x.json', '{"v":1}');
    host.writeFileAtomic('state/x.json', '{"v":2}');
    expect(readFileSync(join(dir, 'state/x.json'), 'utf8')).toBe('{"v":2}');
    expect(readdirSync(join(dir, 'state'))).toEqual(['x.json']);
  });

  it('writes large content in slices, byte for byte, never splitting a surrogate pair between two', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-host-'));
    const host = new DiskHost({ roots: [dir], cwd: dir });
    // Laid out so that a surrogate pair (the emoji) straddles every 1 MiB slice boundary.
    const content = `${'a'.repeat((1 << 20) - 2)}${'é😀x'.repeat(700_000)}\n`;
    host.writeFileAtomic('big.json', content);
    expect(readFileSync(join(dir, 'big.json')).equals(Buffer.from(content, 'utf8'))).toBe(true);
  });

  it('writes content given in parts one after another, as the joined text (a large JSON text and its newline)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-host-'));
    const host = new DiskHost({ roots: [dir], cwd: dir });
    const parts = [`${'é😀x'.repeat(700_000)}`, '', '\n', 'tail'];
    host.writeFileAtomic('parts.json', parts);
    expect(readFileSync(join(dir, 'parts.json')).equals(Buffer.from(parts.join(''), 'utf8'))).toBe(true);
    const memory = new MemoryHost();
    memory.writeFileAtomic('/parts.json', parts);
    expect(memory.readFile('/parts.json')).toMatchObject({ ok: true, text: parts.join('') });
  });

  it('writes bytes as they are, alone or between text parts (a code cache: a digest, then data)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-host-'));
    const host = new DiskHost({ roots: [dir], cwd: dir });
    const bytes = new Uint8Array([0, 0xff, 0xc3, 0x28, 0x80, 10]);
    host.writeFileAtomic('raw.bin', bytes, { mode: 0o600 });
    expect(readFileSync(join(dir, 'raw.bin')).equals(Buffer.from(bytes))).toBe(true);
    expect(statSync(join(dir, 'raw.bin')).mode & 0o777).toBe(0o600);
    host.writeFileAtomic('mixed.bin', ['é', bytes.subarray(1, 3), 'z']);
    expect(readFileSync(join(dir, 'mixed.bin')).equals(Buffer.from([0xc3, 0xa9, 0xff, 0xc3, 0x7a]))).toBe(true);
    const memory = new MemoryHost();
    memory.writeFileAtomic('/raw.bin', bytes);
    expect(memory.readBytes('/raw.bin')).toMatchObject({ ok: true, bytes });
    memory.writeFileAtomic('/mixed.bin', ['é', bytes.subarray(1, 3), 'z']);
    expect(memory.readBytes('/mixed.bin')).toMatchObject({ ok: true, bytes: new Uint8Array([0xc3, 0xa9, 0xff, 0xc3, 0x7a]) });
  });

  it('writes parts made as it asks for them (a generator, read once), and leaves no file when making one fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-host-'));
    const host = new DiskHost({ roots: [dir], cwd: dir });
    const parts = ['{', '\n  "a": 1', '\n}', '\n'];
    host.writeFileAtomic('made.json', (function* () {
      yield* parts;
    })());
    expect(readFileSync(join(dir, 'made.json'), 'utf8')).toBe(parts.join(''));
    const memory = new MemoryHost();
    memory.writeFileAtomic('/made.json', (function* () {
      yield* parts;
    })());
    expect(memory.readFile('/made.json')).toMatchObject({ ok: true, text: parts.join('') });
    const failing = function* () {
      yield 'half';
      throw new Error('no more');
    };
    expect(() => host.writeFileAtomic('made.json', failing())).toThrow(/no more/);
    expect(readFileSync(join(dir, 'made.json'), 'utf8')).toBe(parts.join(''));
    expect(readdirSync(dir)).toEqual(['made.json']);
  });

  it('serialises lock holders and recovers a lock left by a dead process', async () => {
    const dir = tempTree();
    const host = new DiskHost({ cwd: dir });
    const lock = join(dir, 'l.lock');
    // A lock held by a live process times out...
    const holder = spawn(process.execPath, ['-e', `require('fs').writeFileSync(${JSON.stringify(lock)}, String(process.pid)); setTimeout(() => {}, 5000)`]);
    // Wait for the holder to have taken the lock (a loaded machine starts node slowly).
    for (let i = 0; i < 200 && !(existsSync(lock) && readFileSync(lock, 'utf8') !== ''); i++) await new Promise((r) => setTimeout(r, 50));
    expect(() => host.withLock(lock, () => 1, 100)).toThrow(HostLockTimeout);
    holder.kill('SIGKILL');
    await new Promise((r) => holder.on('exit', r));
    // ...and once its holder is gone it is taken over.
    expect(host.withLock(lock, () => 42, 1000)).toBe(42);
    expect(existsSync(lock)).toBe(false);
  });

  it('writes atomically from worker threads of one process at once: they share the process id', async () => {
    const dir = tempTree();
    const target = join(dir, 'root/entry.json');
    const text = 'x'.repeat(4096);
    // A fleet's workers write the same cache entries at the same moment. The built host: a worker
    // thread runs JavaScript, not this test's TypeScript.
    const url = pathToFileURL(join(REPO_ROOT, 'dist/src/host/disk-host.js')).href;
    const code = `const { workerData, parentPort } = require('node:worker_threads');
      import(workerData.url).then(({ DiskHost }) => {
        const host = new DiskHost();
        const failed = [];
        for (let i = 0; i < 300; i++) {
          try { host.writeFileAtomic(workerData.target, workerData.text, { sync: false }); } catch (e) { failed.push(String(e.message)); }
        }
        parentPort.postMessage(failed.slice(0, 3));
      });`;
    const failures = await Promise.all(
      Array.from({ length: 4 }, () => new Promise((done, fail) => new Worker(code, { eval: true, workerData: { url, target, text } }).on('message', done).on('error', fail))),
    );
    expect(failures).toEqual([[], [], [], []]);
    expect(readFileSync(target, 'utf8')).toBe(text);
    expect(readdirSync(join(dir, 'root')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('MemoryHost', () => {
  it('lists directories and answers like the disk host', () => {
    const host = new MemoryHost({ '/m/a/b.pp': 'x', '/m/a/c/d.pp': 'y', '/m/e.pp': 'z' });
    expect(host.readDirectory('/m')).toEqual(['a', 'e.pp']);
    expect(host.readDirectory('/m/a')).toEqual(['b.pp', 'c']);
    expect(host.stat('/m/a')).toBe('directory');
    expect(host.readFile('/m/a')).toMatchObject({ ok: false, reason: 'not-a-file' });
    expect(host.readFile('/nope')).toMatchObject({ ok: false, reason: 'not-found' });
  });
});
