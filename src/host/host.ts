// The Host interface: the only way the core reaches files (disk for the CLI, memory for tests).
import { sep } from 'node:path';

export type ReadFailure = { ok: false; reason: 'not-found' | 'outside-roots' | 'not-a-file' | 'io-error'; message: string };

export type ReadResult = { ok: true; text: string; /** The path actually read (symlinks resolved). */ realPath: string } | ReadFailure;

export type ReadBytesResult = { ok: true; bytes: Uint8Array; realPath: string } | ReadFailure;

export type EntryKind = 'file' | 'directory';

/**
 * A file's content: text (written as UTF-8) or bytes, whole or in parts written one after another
 * (no text part ends inside a surrogate pair); parts may be made as they are asked for (a
 * generator), so they are read once.
 */
export type FileContent = string | Uint8Array | Iterable<string | Uint8Array>;

export interface Host {
  /** Reads a UTF-8 text file. Never throws for a missing or forbidden file. */
  readFile(path: string): ReadResult;
  /** Reads a file's bytes as they are (`binary_file`), with readFile's checks and failures. */
  readBytes(path: string): ReadBytesResult;
  /** What is at `path`, or undefined when nothing is (or it is outside the roots). */
  stat(path: string): EntryKind | undefined;
  /**
   * Whether `path` itself is a symbolic link. Recursive walks do not descend through linked
   * directories (Ruby's Dir.glob `**` does not either), so a link loop never loops a walk.
   */
  isSymbolicLink(path: string): boolean;
  /** Entry names of a directory, sorted (byte order) so every walk is deterministic; [] if none. */
  readDirectory(path: string): string[];
  /** Absolute, normalised form of `path` relative to the host's working directory. */
  resolve(...segments: string[]): string;
  /**
   * Replaces a file's content so readers see the old or the new content, never a torn one
   * (temp file, every byte written, fsync, rename). Creates parent directories. Throws
   * HostWriteError when it cannot, leaving the old content and no temp file behind. Content given
   * in parts is written part after part (a large JSON text and its final newline: joining them
   * would copy the text).
   */
  writeFileAtomic(path: string, content: FileContent, options?: WriteOptions): void;
  /** Removes a file if present. */
  removeFile(path: string): void;
  /**
   * Runs `fn` while holding an exclusive lock named by `path` (a lock file beside the data),
   * waiting up to `timeoutMs` for another holder. Throws HostLockTimeout when another holder
   * keeps it, HostWriteError when the lock file cannot be made (no lock is left behind then).
   */
  withLock<T>(path: string, fn: () => T, timeoutMs?: number): T;
}

export interface WriteOptions {
  /** Permission bits of a new file (default 0o644); records holding secrets use 0o600. */
  mode?: number;
  /**
   * False: no fsync. Still atomic (readers see the old or the new content), but after a power
   * loss the file may be old or empty: only for data whose reader checks it against a digest
   * (a fleet's outputs), where thousands of fsyncs would cost more than the compiles.
   */
  sync?: boolean;
}

/** A write the disk refused (full, read-only, not a directory...): an input problem, never a bug. */
export class HostWriteError extends Error {
  override name = 'HostWriteError';
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(reason);
  }
}

export class HostLockTimeout extends Error {
  override name = 'HostLockTimeout';
  constructor(readonly path: string) {
    super(`timed out waiting for the lock ${path}`);
  }
}

/** Path separators of this platform: `/` everywhere, and `\\` too on Windows. */
const SEPARATORS = new Set(['/', sep]);

/** True when `path` is `root` or lies below it (both absolute and normalised), on any platform. */
export function isWithin(path: string, root: string): boolean {
  if (path === root) return true;
  let end = root.length;
  while (end > 0 && SEPARATORS.has(root[end - 1]!)) end--;
  return path.startsWith(root.slice(0, end)) && SEPARATORS.has(path[end] ?? '');
}
