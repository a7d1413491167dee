import { readFileSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffCatalogs, isEmptyDiff, renderDiffText } from '../../src/catalog/diff.js';
import type { CatalogJson } from '../../src/catalog/catalog-json.js';
import { REPO_ROOT, runOvercat } from '../helpers/cli.js';

// A catalog compiled by Puppet 7 (examples/catalogs/compile.sh).
const CATALOG = join(REPO_ROOT, 'examples/catalogs/node01.example.com.json');
const load = (): CatalogJson => JSON.parse(readFileSync(CATALOG, 'utf8')) as CatalogJson;

function variant(edit: (c: CatalogJson) => void): CatalogJson {
  const c = load();
  edit(c);
  return c;
}

describe('diffCatalogs', () => {
  it('finds nothing between a catalog and itself, or when only volatile fields differ', () => {
    expect(isEmptyDiff(diffCatalogs(load(), load()))).toBe(true);
    expect(isEmptyDiff(diffCatalogs(load(), variant((c) => Object.assign(c, { version: 1, catalog_uuid: 'x', code_id: 'y' }))))).toBe(true);
  });

  it('reports added, removed and changed resources with parameter paths', () => {
    const before = load();
    const target = before.resources.find((r) => r.type === 'Package')!;
    const after = variant((c) => {
      const pkg = c.resources.find((r) => r.type === 'Package' && r.title === target.title)!;
      pkg.parameters = { ...pkg.parameters, ensure: 'latest', install_options: { a: 1 } };
      c.resources.push({ type: 'File', title: '/etc/new', parameters: { ensure: 'file' } });
      c.resources = c.resources.filter((r) => !(r.type === 'Class' && r.title === 'Settings'));
    });
    const d = diffCatalogs(before, after);
    expect(d.added).toEqual(['File[/etc/new]']);
    expect(d.removed).toEqual(['Class[Settings]']);
    expect(d.changed).toEqual([
      {
        resource: `Package[${target.title}]`,
        changes: [
          { path: 'parameters.ensure', ...(target.parameters?.ensure !== undefined ? { before: target.parameters.ensure } : {}), after: 'latest' },
          { path: 'parameters.install_options', after: { a: 1 } },
        ],
      },
    ]);
    expect(renderDiffText(d)).toContain(`~ Package[${target.title}]\n    parameters.ensure: `);
  });

  it('compares relationship metaparameters as sets of references', () => {
    const one = variant((c) => (c.resources[0]!.parameters = { ...c.resources[0]!.parameters, require: 'Package[a]' }));
    const list = variant((c) => (c.resources[0]!.parameters = { ...c.resources[0]!.parameters, require: ['Package[a]'] }));
    expect(isEmptyDiff(diffCatalogs(one, list))).toBe(true);
    const more = variant((c) => (c.resources[0]!.parameters = { ...c.resources[0]!.parameters, require: ['Package[b]', 'Package[a]'] }));
    expect(diffCatalogs(one, more).changed[0]!.changes).toEqual([{ path: 'parameters.require', before: ['Package[a]'], after: ['Package[a]', 'Package[b]'] }]);
  });
});

describe('overcat diff', () => {
  it('exits 0 when the same, 2 when different, 1 on unreadable input', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-diff-'));
    const changed = join(dir, 'b.json');
    writeFileSync(changed, JSON.stringify(variant((c) => c.resources.push({ type: 'Notify', title: 'hi' }))));
    expect(runOvercat(['diff', CATALOG, CATALOG])).toMatchObject({ code: 0, stdout: 'No differences.\n' });
    const r = runOvercat(['diff', CATALOG, changed, '--format', 'json']);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ added: ['Notify[hi]'], removed: [] });
    writeFileSync(join(dir, 'bad.json'), '{"resources": 3}');
    expect(runOvercat(['diff', CATALOG, join(dir, 'bad.json')]).code).toBe(1);
    expect(runOvercat(['diff', CATALOG, join(dir, 'missing.json')]).code).toBe(1);
  });
});
