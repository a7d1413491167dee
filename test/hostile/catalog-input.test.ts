// Catalog JSON is checked against the catalog's shape before anything walks it: malformed edges,
// classes, resources or parameters are coded errors at their JSON path and line, never a crash.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { diff } from '../../src/pipeline/diff.js';
import { override } from '../../src/pipeline/override.js';

const GOOD = { name: 'n', version: 1, resources: [{ type: 'Package', title: 'mc', tags: ['package'], exported: false, parameters: { ensure: 'installed' } }], edges: [], classes: [] };
const DATA = 'configuration:\n  package:\n    mc: {ensure: latest}\n';

const MALFORMED: [string, unknown, string][] = [
  ['edges is not a list', { ...GOOD, edges: { source: 'a' } }, "'edges' must be array"],
  ['an edge is not a mapping', { ...GOOD, edges: [1] }, "'edges.0' must be object"],
  ['an edge has no target', { ...GOOD, edges: [{ source: 'Class[main]' }] }, "'edges.0' must have required property 'target'"],
  ['classes is null', { ...GOOD, classes: null }, "'classes' must be array"],
  ['a resource is null', { ...GOOD, resources: [null] }, "'resources.0' must be object"],
  ['a resource has no title', { ...GOOD, resources: [{ type: 'Package' }] }, "'resources.0' must have required property 'title'"],
  ['parameters is null', { ...GOOD, resources: [{ ...GOOD.resources[0], parameters: null }] }, "'resources.0.parameters' must be object"],
  ['tags hold a number', { ...GOOD, resources: [{ ...GOOD.resources[0], tags: [1] }] }, "'resources.0.tags.0' must be string"],
];

function run(catalogText: string) {
  const host = new MemoryHost({ '/c/node.json': catalogText, '/c/good.json': JSON.stringify(GOOD), '/d/data.yaml': DATA });
  const overrideBag = new DiagnosticBag();
  const { result } = override(host, { catalogs: ['/c/node.json'], data: ['/d/data.yaml'] }, overrideBag);
  const diffBag = new DiagnosticBag();
  const d = diff(host, '/c/good.json', '/c/node.json', diffBag);
  return { result, overrideBag, d, diffBag };
}

describe('malformed catalogs', () => {
  for (const [what, catalog, message] of MALFORMED) {
    it(`${what}: a coded error at its place, from override and diff alike`, () => {
      const text = JSON.stringify(catalog, null, 2);
      const { result, overrideBag, d, diffBag } = run(text);
      expect(result?.catalogs).toBeUndefined();
      expect(d).toBeUndefined();
      for (const bag of [overrideBag, diffBag]) {
        const found = bag.items.find((x) => x.code === 'OVC4015')!;
        expect(found.message).toBe(`'/c/node.json' is not a Puppet catalog: ${message}`);
        expect(found.location!.start).toBeGreaterThan(0);
      }
    });
  }

  it('malformed JSON is reported where the parser stopped, not at 1:1', () => {
    const text = '{\n  "resources": [\n    {"type": "Package", "title": "mc",,}\n  ]\n}\n';
    const { overrideBag } = run(text);
    const found = overrideBag.items.find((x) => x.code === 'OVC4015')!;
    expect(found.location!.source.position(found.location!.start)).toEqual({ line: 3, column: 39 });
  });

  it('a well-formed catalog still applies', () => {
    const { result, overrideBag } = run(JSON.stringify(GOOD));
    expect(overrideBag.hasErrors).toBe(false);
    expect(result?.catalogs?.[0]?.catalog.resources[0]?.parameters).toEqual({ ensure: 'latest' });
  });
});
