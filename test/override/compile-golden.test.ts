// In-compilation override cases: overcat's outputs against expected/ (UPDATE_GOLDEN=1 rewrites them,
// the diff is the review), and each catalog against the one real Puppet compiles from the manifest
// with the overridden values written in (puppet/, scripts/gen-override-compile-oracle.py).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, normalizeCatalog, parseExact, type Json } from '../helpers/catalog-normalize.js';
import { CASES_DIR, compileCaseNames, compileCaseSpec, runCompileCase } from './compile-cases.js';

const UPDATE = process.env.UPDATE_GOLDEN === '1';

type Resource = Record<string, Json>;

/**
 * Both catalogs normalised; Puppet's equivalent manifest stands for the case's (`file` renamed); a
 * resource overcat created has no place in a manifest (no file, no line), so the one Puppet
 * declared in the equivalent manifest is compared without them.
 */
function comparable(ours: Json, theirs: Json, root: string, rename: { from: string; to?: string }): [string, string] {
  const a = normalizeCatalog(ours, root, false) as Record<string, Json>;
  const b = normalizeCatalog(theirs, root, false) as Record<string, Json>;
  const placeless = new Set((a.resources as Resource[]).filter((r) => r.file === undefined).map((r) => `${r.type}[${r.title}]`));
  b.resources = (b.resources as Resource[]).map((r) => {
    if (!placeless.has(`${r.type}[${r.title}]`)) return r.file === rename.from && rename.to ? { ...r, file: rename.to } : r;
    const { file: _file, line: _line, ...rest } = r;
    return rest;
  });
  return [canonicalJson(a), canonicalJson(b)];
}

describe('in-compilation override cases', () => {
  const names = compileCaseNames();
  it('has its cases', () => expect(names.length).toBeGreaterThanOrEqual(6));
  for (const name of names) {
    describe(name, () => {
      const spec = compileCaseSpec(name);
      const run = runCompileCase(name);
      it('matches expected/', () => {
        const expectedDir = join(CASES_DIR, name, 'expected');
        if (UPDATE) {
          rmSync(expectedDir, { recursive: true, force: true });
          mkdirSync(expectedDir, { recursive: true });
          for (const [file, text] of run.files) writeFileSync(join(expectedDir, file), text);
        }
        const expectedFiles = readdirSync(expectedDir).sort();
        expect([...run.files.keys()].sort()).toEqual(expectedFiles);
        for (const file of expectedFiles) expect(run.files.get(file), `${name}/expected/${file}`).toBe(readFileSync(join(expectedDir, file), 'utf8'));
      });
      for (const [catalog, manifest] of Object.entries(spec.puppet ?? {})) {
        it(`${catalog} equals Puppet's catalog of ${manifest}`, () => {
          const ours = run.catalogs.get(catalog);
          expect(ours, `overcat wrote no ${catalog}`).toBeDefined();
          const theirs = readFileSync(join(CASES_DIR, name, 'puppet', catalog), 'utf8');
          const to = spec.manifest ?? spec.tasks?.find((t) => t.name === catalog)?.manifest;
          const [a, b] = comparable(parseExact(ours!), parseExact(theirs), join(CASES_DIR, name), { from: manifest, ...(to ? { to } : {}) });
          expect(a).toBe(b);
        });
      }
      if (spec.secrets) {
        it('prints no secret in the report or the diagnostics', () => {
          for (const file of ['report.json', 'report.txt', 'diagnostics.txt']) {
            for (const secret of spec.secrets!) expect(run.files.get(file) ?? '', `${file} shows ${secret}`).not.toContain(secret);
          }
        });
      }
    });
  }
});
