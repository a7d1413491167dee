// Deeply nested catalog JSON: `override` and `diff` refuse a catalog nested deeper than Ruby's JSON
// parser (which Puppet reads catalogs with) allows, with a coded error before any recursive walk
// (equality, clone, diff, rendering) sees it; up to that depth they work. Each within a CPU budget.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_CATALOG_NESTING } from '../../src/catalog/catalog-json.js';
import { nestsDeeperThan } from '../../src/data/value.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { diff } from '../../src/pipeline/diff.js';
import { override } from '../../src/pipeline/override.js';
import { runOvercat } from '../helpers/cli.js';
import { cpuMs } from '../helpers/cpu.js';

/** A catalog whose one resource has a parameter nested `n` arrays deep (the catalog itself takes 4 levels). */
function catalog(n: number, leaf = '1'): string {
  return `{"resources":[{"type":"File","title":"/a","parameters":{"x":${'['.repeat(n)}${leaf}${']'.repeat(n)}}}]}`;
}

const DATA = 'configuration:\n  file:\n    /a:\n      mode: "0644"\n';

describe('catalog nesting', () => {
  it('counts levels as Ruby JSON max_nesting does, without recursing', () => {
    expect(nestsDeeperThan([[1]], 2)).toBe(false);
    expect(nestsDeeperThan([[[1]]], 2)).toBe(true);
    expect(nestsDeeperThan({ a: { b: 1 } }, 2)).toBe(false);
    expect(nestsDeeperThan('x', 0)).toBe(false);
    const { ms } = cpuMs(() => expect(nestsDeeperThan(JSON.parse(catalog(300_000)), MAX_CATALOG_NESTING)).toBe(true));
    expect(ms).toBeLessThan(3_000);
  });

  for (const n of [100_000, MAX_CATALOG_NESTING - 3]) {
    it(`override and diff on a catalog nested ${n + 4} deep: OVC4015`, () => {
      const host = new MemoryHost({ 'deep.json': catalog(n), 'ok.json': catalog(10), 'data.yaml': DATA });
      const bag = new DiagnosticBag();
      const diffBag = new DiagnosticBag();
      const { ms } = cpuMs(() => {
        expect(override(host, { catalogs: ['deep.json'], data: ['data.yaml'] }, bag).result).toBeUndefined();
        expect(diff(host, 'deep.json', 'ok.json', diffBag)).toBeUndefined();
      });
      expect([...bag.items, ...diffBag.items].map((d) => d.code)).toEqual(['OVC4015', 'OVC4015']);
      expect(bag.items[0]!.message).toContain(`nested deeper than ${MAX_CATALOG_NESTING} levels`);
      expect(ms).toBeLessThan(2_000);
    });
  }

  it(`override and diff work on a catalog nested ${MAX_CATALOG_NESTING} deep, the most Puppet reads`, () => {
    const n = MAX_CATALOG_NESTING - 4;
    const host = new MemoryHost({ 'a.json': catalog(n), 'b.json': catalog(n, '2'), 'data.yaml': DATA });
    const bag = new DiagnosticBag();
    const { value, ms } = cpuMs(() => ({ o: override(host, { catalogs: ['a.json'], data: ['data.yaml'] }, bag), d: diff(host, 'a.json', 'b.json', bag) }));
    expect(bag.items.filter((d) => d.severity === 'error')).toEqual([]);
    expect(value.o.result?.catalogs).toBeDefined();
    expect(value.d).toBeDefined();
    expect(ms).toBeLessThan(2_000);
  });

  it('the CLI exits 1, not 70, on a catalog nested 100,000 deep', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-deep-catalog-'));
    writeFileSync(join(dir, 'deep.json'), catalog(100_000));
    writeFileSync(join(dir, 'data.yaml'), DATA);
    for (const args of [['diff', 'deep.json', 'deep.json'], ['override', '--catalog', 'deep.json', '--data', 'data.yaml']]) {
      const r = runOvercat(args, { cwd: dir });
      expect(r.stderr).toContain('OVC4015');
      expect(r.code).toBe(1);
    }
  });
});
