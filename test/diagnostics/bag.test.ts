// The diagnostic bag: one copy of the same problem at the same place, errors still counted.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
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
});
