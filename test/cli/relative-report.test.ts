// relativeReport makes every location of a report relative as relativeLocation does one, whether it
// copies the entries or (a report the caller owns) changes them in place, keys where they were.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeLocation, relativeReport } from '../../src/cli/output.js';
import type { EntryReport } from '../../src/override/report.js';

const abs = (p: string) => path.join(process.cwd(), p);

/** Locations of every form: relative, absolute with line and column or line only, files whose names end in numbers. */
const LOCATIONS = [
  'data.yaml:3:5',
  `${abs('data.yaml')}:3:5`,
  `${abs('data.yaml')}:4:31`,
  `${abs('data.yaml')}:7`,
  `${abs('d:1/x.yaml')}:2:9`,
  `${abs('odd:7')}:3`,
  `${abs('odd:7')}:3:4`,
  `${abs('odd')}:7:3`,
  `${abs('data.yaml')}:4:31x`,
  `${abs('other.yaml')}:1:1`,
];

function entries(): EntryReport[] {
  return LOCATIONS.map((location, i) => ({
    type: 'package',
    title: `p${i}`,
    status: 'updated',
    location,
    updates: [{ catalog: 'c.json', resource: `Package[p${i}]`, changes: [{ parameter: 'ensure', after: 'latest', from: LOCATIONS[(i + 3) % LOCATIONS.length]! }, { parameter: 'tag', after: 'x' }] }],
  }));
}

const expected = () =>
  entries().map((e) => ({ ...e, location: relativeLocation(e.location!), updates: e.updates!.map((u) => ({ ...u, changes: u.changes.map((c) => (c.from ? { ...c, from: relativeLocation(c.from) } : c)) })) }));

describe('relativeReport', () => {
  it('copies the entries naming an absolute file, leaving the report given as it was', () => {
    const report = { summary: { entries: LOCATIONS.length }, entries: entries() };
    const made = relativeReport(report);
    expect(JSON.stringify(made.entries)).toBe(JSON.stringify(expected()));
    expect(report.entries).toEqual(entries());
    // An entry with nothing absolute is shared, not copied.
    expect(made.entries[0]!.location).toBe('data.yaml:3:5');
  });

  it('changes an owned report in place, with the same text', () => {
    const report = { summary: { entries: LOCATIONS.length }, entries: entries() };
    const made = relativeReport(report, { owned: true });
    expect(made).toBe(report);
    expect(JSON.stringify(made.entries)).toBe(JSON.stringify(expected()));
  });

  it('finds the file as relativeLocation does after a file whose name ends in a number', () => {
    // `dir/:7:3:4` names the file `dir/:7`; `dir/:7:3` names `dir/` at line 7 (relative: `dir`).
    const entry: EntryReport = {
      type: 'package',
      title: 'p',
      status: 'updated',
      location: `${abs('dir')}/:7:3:4`,
      updates: [{ catalog: 'c.json', resource: 'Package[p]', changes: [{ parameter: 'ensure', after: 'latest', from: `${abs('dir')}/:7:3` }] }],
    };
    for (const owned of [false, true]) {
      const made = relativeReport({ entries: [structuredClone(entry)] }, { owned }).entries[0]!;
      expect([made.location, made.updates![0]!.changes[0]!.from]).toEqual(['dir/:7:3:4', 'dir:7:3']);
    }
  });

  it('gives the report itself when no location is absolute', () => {
    const report = { entries: [{ type: 'package', title: 'p', status: 'skipped', location: 'data.yaml:1:1' } as EntryReport] };
    expect(relativeReport(report)).toBe(report);
  });
});
