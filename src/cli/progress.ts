// Progress of a batch run on stderr: a bar redrawn in place on a TTY, a line every few seconds
// otherwise (logs of CI jobs and pods), nothing with --quiet.
import type { UnitEntry } from '../pipeline/fleet/report.js';

export interface Progress {
  unit(entry: UnitEntry, done: number, total: number): void;
  end(): void;
}

const BAR = 30;
const LINE_EVERY_MS = 5_000;

export function progressOn(stream: NodeJS.WriteStream, quiet: boolean, now: () => number = Date.now): Progress {
  if (quiet) return { unit() {}, end() {} };
  let failed = 0;
  let reused = 0;
  let last = { done: 0, total: 0 };
  let lastLine = now();
  const counts = () => `${last.done}/${last.total} unit(s), ${reused} unchanged, ${failed} failed`;
  if (stream.isTTY) {
    return {
      unit(entry, done, total) {
        if (entry.status === 'failed') failed++;
        if (entry.reused) reused++;
        last = { done, total };
        const filled = total === 0 ? BAR : Math.round((done / total) * BAR);
        const width = Math.max(20, (stream.columns ?? 80) - BAR - 4);
        stream.write(`\r\x1b[K[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${`${counts()}  ${entry.id}`.slice(0, width)}`);
      },
      end() {
        if (last.total > 0) stream.write('\r\x1b[K');
      },
    };
  }
  return {
    unit(entry, done, total) {
      if (entry.status === 'failed') failed++;
      if (entry.reused) reused++;
      last = { done, total };
      if (now() - lastLine >= LINE_EVERY_MS) {
        lastLine = now();
        stream.write(`overcat: ${counts()}\n`);
      }
    },
    end() {
      stream.write(`overcat: done: ${counts()}\n`);
    },
  };
}
