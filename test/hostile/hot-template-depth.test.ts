// A JSON HOT template nested deeper than the YAML reader's limit is refused with that limit's code
// (OVC1002) before any recursive walk meets it, as YAML templates are; within it, it loads.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { loadHotTemplate } from '../../src/heat/template/load.js';
import { runOvercat } from '../helpers/cli.js';

/** A template whose one parameter default nests `n` arrays (the template itself takes 4 levels). */
const template = (n: number) => `{"heat_template_version":"2018-08-31","parameters":{"p":{"type":"json","default":${'['.repeat(n)}1${']'.repeat(n)}}}}`;

function load(n: number): { ok: boolean; codes: string[]; ms: number } {
  const bag = new DiagnosticBag();
  const start = process.cpuUsage();
  const t = loadHotTemplate(new SourceFile('t.json', template(n)), bag);
  const used = process.cpuUsage(start);
  return { ok: t !== undefined, codes: bag.items.map((d) => d.code), ms: (used.user + used.system) / 1000 };
}

describe('JSON HOT template nesting', () => {
  it('refuses 100,000 levels with OVC1002, within a CPU budget', () => {
    const r = load(100_000);
    expect(r.ok).toBe(false);
    expect(r.codes).toEqual(['OVC1002']);
    expect(r.ms).toBeLessThan(2_000);
  });

  it('loads a template within the limit', () => {
    expect(load(90)).toMatchObject({ ok: true, codes: [] });
  });

  it('heat validate exits 1, not 70', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-deep-hot-'));
    writeFileSync(join(dir, 't.json'), template(100_000));
    const r = runOvercat(['heat', 'validate', 't.json'], { cwd: dir });
    expect(r.stderr).toContain('OVC1002');
    expect(r.code).toBe(1);
  });
});
