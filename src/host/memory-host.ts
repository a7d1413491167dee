// In-memory Host for tests: a map of absolute paths to contents, same contract as the disk.
import * as path from 'node:path';
import { HostLockTimeout, type EntryKind, type FileContent, type Host, type ReadBytesResult, type ReadResult } from './host.js';

/** A file's text, or the bytes it was written with (kept as they are for readBytes). */
type Stored = string | Uint8Array;

const textOf = (stored: Stored): string => (typeof stored === 'string' ? stored : Buffer.from(stored.buffer, stored.byteOffset, stored.length).toString('utf8'));

export class MemoryHost implements Host {
  private readonly files = new Map<string, Stored>();
  private readonly locks = new Set<string>();

  constructor(
    files: Record<string, string> = {},
    private readonly cwd = '/work',
  ) {
    for (const [p, text] of Object.entries(files)) this.files.set(this.resolve(p), text);
  }

  resolve(...segments: string[]): string {
    return path.posix.resolve(this.cwd, ...segments);
  }

  /** Every file, for assertions in tests. */
  snapshot(): Record<string, string> {
    return Object.fromEntries([...this.files.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([p, stored]) => [p, textOf(stored)]));
  }

  readFile(p: string): ReadResult {
    const abs = this.resolve(p);
    const stored = this.files.get(abs);
    if (stored !== undefined) return { ok: true, text: textOf(stored), realPath: abs };
    if (this.stat(abs) === 'directory') return { ok: false, reason: 'not-a-file', message: 'not a regular file' };
    return { ok: false, reason: 'not-found', message: 'no such file' };
  }

  /** A memory file's bytes as written, or its text as UTF-8 bytes. */
  readBytes(p: string): ReadBytesResult {
    const stored = this.files.get(this.resolve(p));
    if (stored instanceof Uint8Array) return { ok: true, bytes: new Uint8Array(stored), realPath: this.resolve(p) };
    const r = this.readFile(p);
    return r.ok ? { ok: true, bytes: new Uint8Array(Buffer.from(r.text, 'utf8')), realPath: r.realPath } : r;
  }

  stat(p: string): EntryKind | undefined {
    const abs = this.resolve(p);
    if (this.files.has(abs)) return 'file';
    const prefix = abs === '/' ? '/' : `${abs}/`;
    for (const k of this.files.keys()) if (k.startsWith(prefix)) return 'directory';
    return undefined;
  }

  /** A memory tree has no links. */
  isSymbolicLink(): boolean {
    return false;
  }

  readDirectory(p: string): string[] {
    const abs = this.resolve(p);
    const prefix = abs === '/' ? '/' : `${abs}/`;
    const names = new Set<string>();
    for (const k of this.files.keys()) {
      if (k.startsWith(prefix)) names.add(k.slice(prefix.length).split('/')[0]!);
    }
    return [...names].sort();
  }

  writeFileAtomic(p: string, content: FileContent): void {
    const parts = typeof content === 'string' || content instanceof Uint8Array ? [content] : [...content];
    const text = parts.every((part) => typeof part === 'string');
    this.files.set(this.resolve(p), text ? parts.join('') : Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part))));
  }

  removeFile(p: string): void {
    this.files.delete(this.resolve(p));
  }

  withLock<T>(p: string, fn: () => T): T {
    const abs = this.resolve(p);
    if (this.locks.has(abs)) throw new HostLockTimeout(abs);
    this.locks.add(abs);
    try {
      return fn();
    } finally {
      this.locks.delete(abs);
    }
  }
}
