// Diagnostics stay bounded whatever the input: a code frame shows a window of a long line, and a
// file reports at most MAX_DIAGNOSTICS_PER_FILE problems plus one count of the rest.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag, MAX_DIAGNOSTICS_PER_FILE } from '../../src/diagnostics/diagnostic.js';
import { codeFrame, FRAME_WIDTH, renderDiagnosticsText } from '../../src/diagnostics/render-text.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { runOvercat } from '../helpers/cli.js';

describe('code frames of long lines', () => {
  it('show a window around the span, with the marks under the spanned text', () => {
    const line = `${'a'.repeat(100_000)}BAD${'b'.repeat(100_000)}`;
    const source = new SourceFile('big.json', `${line}\n`);
    const frame = codeFrame({ source, start: 100_000, end: 100_003 });
    const [text, marks] = frame.split('\n') as [string, string];
    expect(text.length).toBeLessThan(FRAME_WIDTH + 10);
    expect(text.indexOf('BAD')).toBe(marks.indexOf('~~~'));
    expect(marks.trimEnd().endsWith('~~~')).toBe(true);
  });

  it('are cut by the CLI too: an error at the end of a 200 KB line prints a short frame', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'overcat-frame-')), 'data.yaml');
    writeFileSync(file, `configuration:\n  file:\n    /x: {mode: "${'a'.repeat(200_000)}", bad: [}\n`);
    const r = runOvercat(['validate', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('OVC1001');
    for (const line of r.stderr.split('\n')) expect(line.length).toBeLessThan(FRAME_WIDTH + file.length + 100);
  });

  it('leave short lines whole', () => {
    const source = new SourceFile('a.yaml', 'key: valeu\n');
    expect(codeFrame({ source, start: 5, end: 10 })).toBe('1 | key: valeu\n  |      ~~~~~');
  });
});

describe('diagnostics per file', () => {
  it('keeps the first ones and counts the rest in one diagnostic that stays an error', () => {
    const source = new SourceFile('hostile.yaml', 'x'.repeat(200_000));
    const bag = new DiagnosticBag();
    for (let i = 0; i < 50_000; i++) bag.report('OVC8001', { path: 'p', reason: String(i) }, { location: { source, start: i, end: i + 1 } });
    expect(bag.items.length).toBe(MAX_DIAGNOSTICS_PER_FILE + 1);
    const summary = bag.items.find((d) => d.code === 'OVC8090')!;
    expect(summary.message).toBe(`${50_000 - MAX_DIAGNOSTICS_PER_FILE} more problem(s) in hostile.yaml not shown`);
    expect(summary.severity).toBe('error');
    expect(bag.errorCount).toBe(50_000);
    const started = process.cpuUsage();
    const text = renderDiagnosticsText(bag.items);
    const cpuMs = (process.cpuUsage(started).user + process.cpuUsage(started).system) / 1000;
    expect(text.length).toBeLessThan(200 * (FRAME_WIDTH * 3));
    // A CPU budget, not a timing assertion: quadratic rendering took tens of seconds here.
    expect(cpuMs).toBeLessThan(5_000);
  });
});
