// A Host that asks its base each question once: for a batch of compiles that read the same module
// path, Hiera data and facts many times over (a fleet run), where the inputs do not change while
// the batch runs. Writes go to the base and forget what was known of that path.
import type { EntryKind, FileContent, Host, ReadBytesResult, ReadResult, WriteOptions } from './host.js';

export class MemoHost implements Host {
  private readonly files = new Map<string, ReadResult>();
  private readonly binaries = new Map<string, ReadBytesResult>();
  private readonly kinds = new Map<string, EntryKind | undefined>();
  private readonly listings = new Map<string, string[]>();
  private readonly links = new Map<string, boolean>();

  constructor(private readonly base: Host) {}

  private remember<T>(map: Map<string, T>, path: string, ask: () => T): T {
    const key = this.base.resolve(path);
    if (map.has(key)) return map.get(key) as T;
    const answer = ask();
    map.set(key, answer);
    return answer;
  }

  readFile(path: string): ReadResult {
    return this.remember(this.files, path, () => this.base.readFile(path));
  }

  readBytes(path: string): ReadBytesResult {
    return this.remember(this.binaries, path, () => this.base.readBytes(path));
  }

  stat(path: string): EntryKind | undefined {
    return this.remember(this.kinds, path, () => this.base.stat(path));
  }

  isSymbolicLink(path: string): boolean {
    return this.remember(this.links, path, () => this.base.isSymbolicLink(path));
  }

  readDirectory(path: string): string[] {
    // A copy: callers may sort or splice what they get.
    return [...this.remember(this.listings, path, () => this.base.readDirectory(path))];
  }

  resolve(...segments: string[]): string {
    return this.base.resolve(...segments);
  }

  writeFileAtomic(path: string, content: FileContent, options?: WriteOptions): void {
    this.forget(path);
    this.base.writeFileAtomic(path, content, options);
  }

  removeFile(path: string): void {
    this.forget(path);
    this.base.removeFile(path);
  }

  withLock<T>(path: string, fn: () => T, timeoutMs?: number): T {
    return this.base.withLock(path, fn, timeoutMs);
  }

  /** A written path's answers, and its directory's, are asked again. */
  private forget(path: string): void {
    const key = this.base.resolve(path);
    const dir = this.base.resolve(key, '..');
    this.files.delete(key);
    this.binaries.delete(key);
    this.kinds.delete(key);
    this.links.delete(key);
    this.kinds.delete(dir);
    this.listings.delete(dir);
  }
}
