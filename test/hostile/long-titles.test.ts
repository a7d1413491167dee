// Override titles of 40 KB and 100 KB against a catalog (which holds another title as long, one
// character off): linear work. The did-you-mean compared strings with the square of their length
// (a title's every one-character deletion; 25 s and 3 GB for 40 KB, out of memory for 100 KB); names
// longer than MAX_SUGGEST_LENGTH are no longer compared, shorter typos still are.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { MAX_SUGGEST_LENGTH } from '../../src/diagnostics/suggest.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { override } from '../../src/pipeline/override.js';
import { cpuMs } from '../helpers/cpu.js';

function run(title: string, catalogTitle: string) {
  const resource = (t: string) => ({ type: 'File', title: t, tags: ['file'], exported: false, parameters: { mode: '0600' } });
  const catalog = { name: 'n', version: 1, resources: [resource(catalogTitle), resource('/etc/motd')], edges: [], classes: [] };
  const host = new MemoryHost({ '/c/node.json': JSON.stringify(catalog), '/d/data.yaml': `configuration:\n  file:\n    ${JSON.stringify(title)}:\n      mode: "0644"\n` });
  const bag = new DiagnosticBag();
  const { value, ms } = cpuMs(() => override(host, { catalogs: ['/c/node.json'], data: ['/d/data.yaml'] }, bag));
  return { result: value.result, bag, ms };
}

describe('long override titles', () => {
  for (const kb of [40, 100]) {
    it(`a ${kb} KB title is created in linear time, with no did-you-mean`, () => {
      const title = `/${'a'.repeat(kb * 1000)}`;
      const { result, bag, ms } = run(title, `${title.slice(0, -1)}b`);
      expect(bag.errorCount).toBe(0);
      expect(result?.catalogs?.[0]?.catalog.resources.some((r) => r.title === title)).toBe(true);
      // No OVC4021 ("probably a typo of ..."): the titles are too long to compare.
      expect(bag.items.map((d) => d.code)).not.toContain('OVC4021');
      // Measured well under a second; the quadratic did-you-mean took 25 s CPU at 40 KB.
      expect(ms).toBeLessThan(5_000);
    });
  }

  it(`still suggests a title up to ${MAX_SUGGEST_LENGTH} characters`, () => {
    const long = `/${'a'.repeat(MAX_SUGGEST_LENGTH - 2)}`;
    const { bag } = run(`${long.slice(0, -1)}b`, long);
    expect(bag.items.map((d) => d.code)).toContain('OVC4021');
  });
});
