// The diagnostic bag: one copy of the same problem at the same place, errors still counted.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag, MAX_DIAGNOSTICS_PER_FILE } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';

describe('DiagnosticBag', () => {
  const source = new SourceFile('site.pp', 'notice($x)\nnotice($x)\n');
  const at = (start: number) => ({ location: { source, start, end: start + 2 } });

  it('keeps one copy of the same code and message at the same place (a define body evaluated per instance)', () => {
    const bag = new DiagnosticBag();
    bag.report('OVC3101', { name: 'x' }, at(7));
    bag.report('OVC3101', { name: 'x' }, at(7));
    bag.report('OVC3101', { name: 'x' }, at(18));
    bag.report('OVC3101', { name: 'y' }, at(18));
    expect(bag.items.map((d) => `${d.location!.start} ${d.message}`)).toEqual(["7 Unknown variable: 'x'.", "18 Unknown variable: 'x'.", "18 Unknown variable: 'y'."]);
  });

  it('counts a repeated error, so a step that compares errorCount before and after sees it failed', () => {
    const bag = new DiagnosticBag();
    bag.report('OVC3111', { message: 'boom' }, at(0));
    const before = bag.errorCount;
    bag.report('OVC3111', { message: 'boom' }, at(0));
    expect(bag.items).toHaveLength(1);
    expect(bag.errorCount).toBe(before + 1);
  });

  it('keeps diagnostics without a place as they come', () => {
    const bag = new DiagnosticBag();
    bag.report('OVC3111', { message: 'boom' });
    bag.report('OVC3111', { message: 'boom' });
    expect(bag.items).toHaveLength(2);
  });

  it('records everything as given, and a bag that adds the recording ends as though it had been told itself', () => {
    // More than the per-file cap, with repeats and a diagnostic without a place: override data read before the catalogs.
    const tell = (bag: DiagnosticBag) => {
      bag.report('OVC3111', { message: 'no place' });
      bag.report('OVC3101', { name: 'v0' }, at(0));
      for (let i = 0; i < MAX_DIAGNOSTICS_PER_FILE + 5; i++) bag.report('OVC3101', { name: `v${i % (MAX_DIAGNOSTICS_PER_FILE + 2)}` }, at(i % 20));
    };
    const recording = new DiagnosticBag('record');
    tell(recording);
    expect(recording.items).toHaveLength(MAX_DIAGNOSTICS_PER_FILE + 7);
    const direct = new DiagnosticBag();
    direct.report('OVC8001', { path: 'catalog.json', reason: 'no such file' });
    tell(direct);
    // Deduplicated and capped (one OVC8090 counts the rest).
    expect(direct.items.length).toBeLessThan(recording.items.length);
    const replayed = new DiagnosticBag();
    replayed.report('OVC8001', { path: 'catalog.json', reason: 'no such file' });
    for (const d of recording.items) replayed.add(d);
    const show = (bag: DiagnosticBag) => bag.items.map((d) => `${d.code} ${d.location?.start} ${d.message}`);
    expect(show(replayed)).toEqual(show(direct));
    expect(replayed.errorCount).toBe(direct.errorCount);
  });
});
