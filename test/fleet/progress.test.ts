// Progress on stderr: a bar on a terminal, periodic lines elsewhere, nothing when quiet.
import { describe, expect, it } from 'vitest';
import { progressOn } from '../../src/cli/progress.js';
import type { UnitEntry } from '../../src/pipeline/fleet/report.js';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { written, s: { isTTY, columns: 100, write: (t: string) => written.push(t) } as unknown as NodeJS.WriteStream };
}
const entry = (id: string, status: 'ok' | 'failed' = 'ok', reused = false): UnitEntry => ({ id, node: id, status, reused, inputs: '', outputs: {}, diagnostics: [] });

describe('progress', () => {
  it('redraws a bar in place on a terminal and clears it at the end', () => {
    const { written, s } = stream(true);
    const p = progressOn(s, false);
    p.unit(entry('a'), 1, 4);
    p.unit(entry('b', 'failed'), 2, 4);
    p.end();
    expect(written[0]).toBe(`\r\x1b[K[${'#'.repeat(8)}${'.'.repeat(22)}] 1/4 unit(s), 0 unchanged, 0 failed  a`);
    expect(written[1]).toBe(`\r\x1b[K[${'#'.repeat(15)}${'.'.repeat(15)}] 2/4 unit(s), 0 unchanged, 1 failed  b`);
    expect(written[2]).toBe('\r\x1b[K');
  });

  it('writes a line every 5 seconds and a last one elsewhere', () => {
    const { written, s } = stream(false);
    let now = 0;
    const p = progressOn(s, false, () => now);
    p.unit(entry('a', 'ok', true), 1, 3);
    now = 5_000;
    p.unit(entry('b'), 2, 3);
    now = 6_000;
    p.unit(entry('c', 'failed'), 3, 3);
    p.end();
    expect(written).toEqual(['overcat: 2/3 unit(s), 1 unchanged, 0 failed\n', 'overcat: done: 3/3 unit(s), 1 unchanged, 1 failed\n']);
  });

  it('says nothing with --quiet', () => {
    const { written, s } = stream(true);
    const p = progressOn(s, true);
    p.unit(entry('a'), 1, 1);
    p.end();
    expect(written).toEqual([]);
  });
});
