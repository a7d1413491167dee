// Disk Host: node:fs behind the Host interface, with reads confined to the given roots.
import { isAscii } from 'node:buffer';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { threadId } from 'node:worker_threads';
import { textSlices } from '../data/text-slices.js';
import { HostLockTimeout, HostWriteError, isWithin, type EntryKind, type FileContent, type Host, type ReadBytesResult, type ReadResult, type WriteOptions } from './host.js';

export interface DiskHostOptions {
  /** Working directory used to resolve relative paths. */
  cwd?: string;
  /**
   * Directories reads are confined to (after resolving symlinks). Undefined = no confinement,
   * for paths the user typed themselves; the CLI passes the roots derived from its arguments.
   */
  roots?: string[];
  /**
   * Fault injection for crash tests: called by writeFileAtomic once the temp file is written and
   * synced, just before the rename (a throw or a kill here is a crash at the worst moment).
   */
  beforeRename?: (tempPath: string) => void;
  /**
   * Fault injection for full-disk tests where no small filesystem can be mounted: the most bytes
   * one write(2) may take (a short write, as a full disk gives); 0 fails it with ENOSPC.
   */
  writeLimit?: (path: string) => number | undefined;
}

/** Characters encoded and written at a time by writeFileAtomic. */
const WRITE_SLICE = 1 << 20;

/** Room for any slice as UTF-8 (at most 3 bytes per UTF-16 unit, one more unit for a pair), made on the first write. */
let scratch: Buffer | undefined;
const writeScratch = (): Buffer => (scratch ??= Buffer.allocUnsafe(3 * (WRITE_SLICE + 1)));

/**
 * Temporary files made by this thread: with the process and thread, a name no other live writer
 * uses (a fleet's worker threads share the process id, and write the same cache entries within
 * the same millisecond).
 */
let temporaries = 0;

const reasonOf = (e: unknown) => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

/**
 * realpath(3) in one system call: node's JS `realpathSync` lstats every component of every path,
 * which cost a module path scan (thousands of files) a tenth of a second.
 */
const realpath = fs.realpathSync.native;

/**
 * `segments` joined, when path.resolve would only join them: an absolute POSIX path already in
 * normal form, then plain names. A compile resolves thousands of such paths (every file it reads is
 * resolved again by readFile), and path.resolve normalises each character by character.
 */
function resolvedAlready(segments: readonly string[]): string | undefined {
  if (path.sep !== '/' || segments.length === 0) return undefined;
  const first = segments[0]!;
  if (first.charCodeAt(0) !== 47 || first.length === 1 || first.endsWith('/') || first.endsWith('/.') || first.endsWith('/..')) return undefined;
  if (first.includes('//') || first.includes('/./') || first.includes('/../')) return undefined;
  let out = first;
  for (let i = 1; i < segments.length; i++) {
    const s = segments[i]!;
    if (s === '' || s === '.' || s === '..' || s.includes('/')) return undefined;
    out += `/${s}`;
  }
  return out;
}

/**
 * A file's UTF-8 bytes as text. ASCII (nearly every manifest, data file and parse cache entry) is
 * copied byte for byte as Latin-1, which gives the same text: reading an 8 MB cache pack as UTF-8
 * cost 10-18 ms, as bytes then Latin-1 2 ms.
 */
function utf8Text(bytes: Buffer): string {
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

export class DiskHost implements Host {
  private readonly cwd: string;
  private roots: string[] | undefined;
  private readonly beforeRename: ((tempPath: string) => void) | undefined;
  private readonly writeLimit: ((path: string) => number | undefined) | undefined;

  constructor(options: DiskHostOptions = {}) {
    this.cwd = path.resolve(options.cwd ?? process.cwd());
    this.beforeRename = options.beforeRename;
    this.writeLimit = options.writeLimit;
    this.roots = options.roots?.map((r) => this.real(path.resolve(this.cwd, r)));
  }

  /** Adds a root after construction (e.g. once a config file names its data directory). */
  addRoot(root: string): void {
    const real = this.real(this.resolve(root));
    this.roots = [...(this.roots ?? []), real];
  }

  resolve(...segments: string[]): string {
    return resolvedAlready(segments) ?? path.resolve(this.cwd, ...segments);
  }

  private real(p: string): string {
    try {
      return realpath(p);
    } catch {
      return p;
    }
  }

  private allowed(realPath: string): boolean {
    return this.roots === undefined || this.roots.some((r) => isWithin(realPath, r));
  }

  readFile(p: string): ReadResult {
    const r = this.readBytes(p);
    return r.ok ? { ok: true, text: utf8Text(r.bytes as Buffer), realPath: r.realPath } : r;
  }

  readBytes(p: string): ReadBytesResult {
    const abs = this.resolve(p);
    let realPath: string;
    try {
      realPath = realpath(abs);
    } catch (e) {
      return { ok: false, reason: 'not-found', message: (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String((e as Error).message) };
    }
    if (!this.allowed(realPath)) {
      return { ok: false, reason: 'outside-roots', message: `outside the allowed roots (${(this.roots ?? []).join(', ')})` };
    }
    // One open, then the checks on the descriptor (not another lookup of the path): a module
    // path scan reads thousands of files. Non-blocking, so opening a FIFO does not wait for a writer.
    let fd: number;
    try {
      fd = fs.openSync(realPath, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    } catch (e) {
      return { ok: false, reason: 'io-error', message: String((e as Error).message) };
    }
    try {
      if (!fs.fstatSync(fd).isFile()) return { ok: false, reason: 'not-a-file', message: 'not a regular file' };
      return { ok: true, bytes: fs.readFileSync(fd), realPath };
    } catch (e) {
      return { ok: false, reason: 'io-error', message: String((e as Error).message) };
    } finally {
      fs.closeSync(fd);
    }
  }

  stat(p: string): EntryKind | undefined {
    try {
      const realPath = realpath(this.resolve(p));
      if (!this.allowed(realPath)) return undefined;
      const st = fs.statSync(realPath);
      return st.isDirectory() ? 'directory' : st.isFile() ? 'file' : undefined;
    } catch {
      return undefined;
    }
  }

  isSymbolicLink(p: string): boolean {
    try {
      return fs.lstatSync(this.resolve(p)).isSymbolicLink();
    } catch {
      return false;
    }
  }

  readDirectory(p: string): string[] {
    if (this.stat(p) !== 'directory') return [];
    try {
      return fs.readdirSync(this.resolve(p)).sort();
    } catch {
      return [];
    }
  }

  writeFileAtomic(p: string, content: FileContent, options: WriteOptions = {}): void {
    const abs = this.resolve(p);
    const dir = path.dirname(abs);
    const tmp = path.join(dir, `.${path.basename(abs)}.${process.pid}.${threadId}.${++temporaries}.${Date.now()}.tmp`);
    try {
      fs.mkdirSync(dir, { recursive: true });
    } catch (e) {
      throw new HostWriteError(abs, reasonOf(e));
    }
    let fd: number;
    try {
      fd = fs.openSync(tmp, 'wx', options.mode ?? 0o644);
    } catch (e) {
      throw new HostWriteError(abs, reasonOf(e));
    }
    try {
      try {
        // A slice at a time, encoded into one scratch buffer: encoding a 20 MB catalog whole would
        // hold a second copy of it as bytes, and a new buffer per slice piles up as external memory
        // until a GC frees it (tens of MB of peak RSS for a large catalog).
        for (const part of typeof content === 'string' || content instanceof Uint8Array ? [content] : content) {
          if (typeof part !== 'string') {
            this.writeAll(fd, tmp, part);
            continue;
          }
          for (const slice of textSlices(part, WRITE_SLICE)) {
            const bytes = writeScratch();
            this.writeAll(fd, tmp, bytes.subarray(0, bytes.write(slice, 'utf8')));
          }
        }
        if (options.sync !== false) fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      this.beforeRename?.(tmp);
      fs.renameSync(tmp, abs);
    } catch (e) {
      // The old file is untouched until the rename: dropping the temp file is all there is to undo.
      fs.rmSync(tmp, { force: true });
      throw e instanceof HostWriteError ? e : new HostWriteError(abs, reasonOf(e));
    }
    // The rename is durable only once the directory entry is on disk.
    if (options.sync === false) return;
    try {
      const dfd = fs.openSync(dir, 'r');
      try {
        fs.fsyncSync(dfd);
      } finally {
        fs.closeSync(dfd);
      }
    } catch {
      /* some filesystems refuse fsync on directories; the rename itself is still atomic */
    }
  }

  /** write(2) may take fewer bytes than asked (a full disk does): loop until every byte is written. */
  private writeAll(fd: number, file: string, bytes: Uint8Array): void {
    let offset = 0;
    while (offset < bytes.length) {
      const limit = this.writeLimit?.(file);
      if (limit === 0) throw new HostWriteError(file, 'ENOSPC');
      const n = fs.writeSync(fd, bytes, offset, Math.min(bytes.length - offset, limit ?? bytes.length));
      if (n <= 0) throw new HostWriteError(file, 'ENOSPC');
      offset += n;
    }
  }

  removeFile(p: string): void {
    fs.rmSync(this.resolve(p), { force: true });
  }

  withLock<T>(p: string, fn: () => T, timeoutMs = 10_000): T {
    const lockPath = this.resolve(p);
    try {
      fs.mkdirSync(path.dirname(lockPath), { recursive: true });
    } catch (e) {
      throw new HostWriteError(lockPath, reasonOf(e));
    }
    const deadline = Date.now() + timeoutMs;
    let delay = 5;
    for (;;) {
      let fd: number;
      try {
        fd = fs.openSync(lockPath, 'wx');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new HostWriteError(lockPath, reasonOf(e));
        if (this.staleLock(lockPath)) continue;
        if (Date.now() >= deadline) throw new HostLockTimeout(lockPath);
        sleep(delay);
        delay = Math.min(delay * 2, 100);
        continue;
      }
      try {
        this.writeAll(fd, lockPath, Buffer.from(String(process.pid)));
        fs.closeSync(fd);
        break;
      } catch (e) {
        // A full disk takes the empty lock file but not the pid: remove it, or it blocks every later update.
        fs.closeSync(fd);
        fs.rmSync(lockPath, { force: true });
        throw e instanceof HostWriteError ? e : new HostWriteError(lockPath, reasonOf(e));
      }
    }
    try {
      return fn();
    } finally {
      fs.rmSync(lockPath, { force: true });
    }
  }

  /**
   * A lock whose holder process is gone is removed, so a crash never wedges the store. Removal
   * happens under a second lock (`.break`) and only after re-reading the holder: two waiters that
   * both saw the dead holder must not let the slower one delete the lock the faster one took since.
   */
  private staleLock(lockPath: string): boolean {
    if (!this.deadHolder(lockPath)) return false;
    const breaker = `${lockPath}.break`;
    try {
      fs.closeSync(fs.openSync(breaker, 'wx'));
    } catch {
      // Another waiter is breaking it; a breaker left by a crash is old and is cleared here.
      try {
        if (Date.now() - fs.statSync(breaker).mtimeMs > 10_000) fs.rmSync(breaker, { force: true });
      } catch {
        /* gone already */
      }
      return false;
    }
    try {
      if (!this.deadHolder(lockPath)) return false;
      fs.rmSync(lockPath, { force: true });
      return true;
    } finally {
      fs.rmSync(breaker, { force: true });
    }
  }

  /** True when the lock file names a process that no longer exists. */
  private deadHolder(lockPath: string): boolean {
    let text: string;
    try {
      text = fs.readFileSync(lockPath, 'utf8');
      // A holder that died between creating the file and writing its pid leaves it empty.
      if (text === '') return Date.now() - fs.statSync(lockPath).mtimeMs > 10_000;
    } catch {
      return false;
    }
    const pid = Number(text);
    if (!Number.isInteger(pid) || pid <= 0) return false;
    try {
      process.kill(pid, 0);
      return false;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'ESRCH';
    }
  }
}
