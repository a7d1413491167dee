// Source text with lazily computed line starts: offsets everywhere, line:col only on demand.

/** A file's text as the core saw it. Offsets are UTF-16 code unit indexes into `text`. */
export class SourceFile {
  private lineStarts: number[] | undefined;
  /** The 0-based line `position` or `line` found last. */
  private lastLine = 0;

  constructor(
    /** Path as given by the user (or a virtual name such as `<stdin>`), used in messages. */
    readonly path: string,
    readonly text: string,
  ) {}

  /** 1-based line and column of an offset (clamped to the text). */
  position(offset: number): { line: number; column: number } {
    const at = Math.max(0, Math.min(offset, this.text.length));
    const i = this.lineIndex(at);
    return { line: i + 1, column: at - this.starts()[i]! + 1 };
  }

  /** 1-based line of an offset, as {@link position} gives it (a compile places every resource). */
  line(offset: number): number {
    return this.lineIndex(Math.max(0, Math.min(offset, this.text.length))) + 1;
  }

  /** The 0-based line holding offset `at` (within the text). */
  private lineIndex(at: number): number {
    const starts = this.starts();
    // Callers mostly ask in text order (every entry of an override file, every resource of a
    // manifest): the line asked last, or the next, before a binary search.
    let lo = this.lastLine;
    if (!(starts[lo]! <= at && (lo + 1 === starts.length || at < starts[lo + 1]!))) {
      lo = lo + 1 < starts.length && starts[lo + 1]! <= at && (lo + 2 === starts.length || at < starts[lo + 2]!) ? lo + 1 : lastAtOrBefore(starts, at);
      this.lastLine = lo;
    }
    return lo;
  }

  /** Offset of the start of a 1-based line. */
  lineStart(line: number): number {
    const starts = this.starts();
    return starts[Math.max(0, Math.min(line - 1, starts.length - 1))]!;
  }

  /** Text of a 1-based line without its line break. */
  lineText(line: number): string {
    const starts = this.starts();
    const i = line - 1;
    if (i < 0 || i >= starts.length) return '';
    const end = i + 1 < starts.length ? starts[i + 1]! : this.text.length;
    return this.text.slice(starts[i]!, end).replace(/\r?\n$/, '');
  }

  get lineCount(): number {
    return this.starts().length;
  }

  private starts(): number[] {
    if (!this.lineStarts) {
      const starts = [0];
      const text = this.text;
      // indexOf, not a loop over every character: a compile places the resources of every file it reads.
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
      this.lineStarts = starts;
    }
    return this.lineStarts;
  }
}

/**
 * The last index below `end` whose value in the ascending `sorted` is at or before `at` (0 when
 * none is): a binary search, for line starts and for any other table of first offsets.
 */
export function lastAtOrBefore(sorted: ArrayLike<number>, at: number, end = sorted.length): number {
  let lo = 0;
  let hi = end - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sorted[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A half-open range `[start, end)` of a source file. */
export interface Location {
  source: SourceFile;
  start: number;
  end: number;
}

/** Location of a whole file (used when a problem has no narrower place). */
export function fileLocation(source: SourceFile): Location {
  return { source, start: 0, end: 0 };
}
