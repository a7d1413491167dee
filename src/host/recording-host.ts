// A Host that records every question a compile asks of the files (reads, stats, listings, links)
// with a digest of each answer, and the replay that tells whether those answers still hold: the
// trace behind a fleet unit's content address (a unit is skipped only when every answer is unchanged).
import { createHash } from 'node:crypto';
import type { EntryKind, FileContent, Host, ReadBytesResult, ReadResult, WriteOptions } from './host.js';

/**
 * One question and the digest of its answer: `file` (sha256 of the text, or `!reason` when it
 * could not be read — a file that appears later must recompile), `bytes` (the same of a file read
 * as bytes), `stat` (the kind or `none`), `dir` (sha256 of the sorted listing) and `link`
 * (`true`/`false`).
 */
export type InputRead = readonly [kind: 'file' | 'bytes' | 'stat' | 'dir' | 'link', path: string, answer: string];

const digest = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

function fileAnswer(r: ReadResult): string {
  return r.ok ? digest(r.text) : `!${r.reason}`;
}

function bytesAnswer(r: ReadBytesResult): string {
  return r.ok ? digest(r.bytes) : `!${r.reason}`;
}

export class RecordingHost implements Host {
  private readonly seen = new Map<string, InputRead>();

  constructor(private readonly base: Host) {}

  /** Every question asked so far, once each, sorted (kind, then path) so a trace is deterministic. */
  reads(): InputRead[] {
    return [...this.seen.values()].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) : a[0] < b[0] ? -1 : 1));
  }

  private note(kind: InputRead[0], path: string, answer: string): void {
    const key = `${kind}\0${path}`;
    if (!this.seen.has(key)) this.seen.set(key, [kind, path, answer]);
  }

  readFile(path: string): ReadResult {
    const r = this.base.readFile(path);
    this.note('file', this.base.resolve(path), fileAnswer(r));
    return r;
  }

  readBytes(path: string): ReadBytesResult {
    const r = this.base.readBytes(path);
    this.note('bytes', this.base.resolve(path), bytesAnswer(r));
    return r;
  }

  stat(path: string): EntryKind | undefined {
    const k = this.base.stat(path);
    this.note('stat', this.base.resolve(path), k ?? 'none');
    return k;
  }

  isSymbolicLink(path: string): boolean {
    const l = this.base.isSymbolicLink(path);
    this.note('link', this.base.resolve(path), String(l));
    return l;
  }

  readDirectory(path: string): string[] {
    const names = this.base.readDirectory(path);
    this.note('dir', this.base.resolve(path), digest(names.join('\0')));
    return names;
  }

  resolve(...segments: string[]): string {
    return this.base.resolve(...segments);
  }

  writeFileAtomic(path: string, content: FileContent, options?: WriteOptions): void {
    this.base.writeFileAtomic(path, content, options);
  }

  removeFile(path: string): void {
    this.base.removeFile(path);
  }

  withLock<T>(path: string, fn: () => T, timeoutMs?: number): T {
    return this.base.withLock(path, fn, timeoutMs);
  }
}

/**
 * Asks `host` each recorded question again; the first read whose answer changed, or undefined when
 * all still hold. `memo` keeps answers across the units of one run (many units read the same
 * module files; the files do not change during a run).
 */
export function changedRead(host: Host, reads: readonly InputRead[], memo: Map<string, string> = new Map()): InputRead | undefined {
  for (const read of reads) {
    const [kind, path, answer] = read;
    const key = `${kind}\0${path}`;
    let now = memo.get(key);
    if (now === undefined) {
      now = answerNow(host, kind, path);
      memo.set(key, now);
    }
    if (now !== answer) return read;
  }
  return undefined;
}

/** The digest of a question's answer as `host` gives it now. */
function answerNow(host: Host, kind: InputRead[0], path: string): string {
  switch (kind) {
    case 'file':
      return fileAnswer(host.readFile(path));
    case 'bytes':
      return bytesAnswer(host.readBytes(path));
    case 'stat':
      return host.stat(path) ?? 'none';
    case 'dir':
      return digest(host.readDirectory(path).join('\0'));
    case 'link':
      return String(host.isSymbolicLink(path));
  }
}

/**
 * Asks `host` each recorded question again, for what it records: a unit that uses a result another
 * unit computed (and read files for) reads what that result was made of, so its own trace holds it.
 */
export function replayReads(host: Host, reads: readonly InputRead[]): void {
  for (const [kind, path] of reads) {
    if (kind === 'file') host.readFile(path);
    else if (kind === 'bytes') host.readBytes(path);
    else if (kind === 'stat') host.stat(path);
    else if (kind === 'dir') host.readDirectory(path);
    else host.isSymbolicLink(path);
  }
}
