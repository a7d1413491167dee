import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/diagnostics/catalogue.js';
import { renderDiagnosticsDoc } from '../../src/diagnostics/doc.js';

const root = new URL('../../', import.meta.url);

describe('diagnostic catalogue', () => {
  it('docs/diagnostics.md is generated from the current catalogue', () => {
    const committed = readFileSync(new URL('docs/diagnostics.md', root), 'utf8');
    expect(committed).toBe(renderDiagnosticsDoc());
  });

  it('codes are in their band and well-formed', () => {
    for (const code of Object.keys(CATALOGUE)) expect(code).toMatch(/^OVC[1-8]\d{3}$/);
  });

  it('every code is used by the source and every code used is catalogued', () => {
    const src = execSync("grep -rhoE \"'OVC[0-9]{4}'\" src --include=*.ts --exclude-dir=codes || true", { cwd: root, encoding: 'utf8' });
    const used = new Set(src.split('\n').filter(Boolean).map((s) => s.slice(1, -1)));
    const catalogued = new Set(Object.keys(CATALOGUE));
    expect([...catalogued].filter((c) => !used.has(c))).toEqual([]);
    expect([...used].filter((c) => !catalogued.has(c))).toEqual([]);
  });
});
