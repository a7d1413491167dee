// Deeply nested manifests and EPP templates: below the parser's nesting limit overcat gives
// Puppet's verdict (scripts/gen-depth-cases.py records Puppet 7's); above it a coded error
// (OVC2044), never a stack overflow; each within a CPU budget.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { MAX_NESTING } from '../../src/puppet/parser/descent-parser.js';
import { parseEpp } from '../../src/puppet/parser/epp.js';
import { parseManifest, type ParserChoice } from '../../src/puppet/parser/parse.js';
import { runOvercat } from '../helpers/cli.js';
import { cpuMs } from '../helpers/cpu.js';

interface DepthCase {
  shape: string;
  depth: number;
  ext: '.pp' | '.epp';
  prefix: string;
  open: string;
  middle: string;
  close: string;
  closes: number;
  suffix: string;
  puppetValid: boolean;
}

const CASES = JSON.parse(readFileSync(new URL('./puppet-depth.expected.json', import.meta.url), 'utf8')) as DepthCase[];

/** Nesting levels one repetition of the shape opens: an `if` is a statement and an expression. */
const LEVELS: Record<string, number> = { if: 2 };
/** Levels the text around the nesting takes (the statement, an EPP tag's stand-in). */
const SLACK = 5;

const textOf = (c: DepthCase) => c.prefix + c.open.repeat(c.depth) + c.middle + c.close.repeat(c.closes) + c.suffix;

function parse(c: DepthCase, parser: ParserChoice): { ok: boolean; codes: string[]; ms: number } {
  const bag = new DiagnosticBag();
  const source = new SourceFile(`case${c.ext}`, textOf(c));
  const { value, ms } = cpuMs(() => (c.ext === '.epp' ? parseEpp(source, bag, parser) : parseManifest(source, bag, { parser })));
  const codes = bag.items.filter((d) => d.severity === 'error').map((d) => d.code);
  return { ok: value !== undefined && codes.length === 0, codes, ms };
}

describe('nesting depth against Puppet 7', () => {
  it('has cases on both sides of the limit', () => {
    expect(CASES.filter((c) => c.depth * (LEVELS[c.shape] ?? 1) + SLACK <= MAX_NESTING).length).toBeGreaterThan(8);
    expect(CASES.filter((c) => c.depth * (LEVELS[c.shape] ?? 1) > MAX_NESTING).length).toBeGreaterThan(4);
  });

  for (const c of CASES) {
    const within = c.depth * (LEVELS[c.shape] ?? 1) + SLACK <= MAX_NESTING;
    it(`${c.shape} nested ${c.depth} deep: ${within ? `Puppet's verdict (${c.puppetValid ? 'valid' : 'invalid'})` : 'OVC2044'}`, () => {
      const r = parse(c, 'descent');
      if (within) expect(r.ok).toBe(c.puppetValid);
      else expect(r.codes).toEqual(['OVC2044']);
      expect(r.ms).toBeLessThan(2_000);
    });
  }

  it('the reference parser reports what it cannot follow instead of overflowing', () => {
    for (const c of CASES.filter((x) => x.depth >= 200 && x.ext === '.pp')) {
      const r = parse(c, 'reference');
      expect(r.codes).toContain('OVC2044');
      expect(r.ms).toBeLessThan(4_000);
    }
  });

  it('nesting through interpolated strings counts too', () => {
    // "${[ "${[ ... ]}" ]}": each string's interpolation is parsed by a parser of its own.
    let e = '1';
    for (let k = 0; k < 300; k++) e = `"\${[${e}]}"`;
    const bag = new DiagnosticBag();
    const { ms } = cpuMs(() => parseManifest(new SourceFile('s.pp', `$x = ${e}\n`), bag));
    expect(bag.items.map((d) => d.code)).toEqual(['OVC2044']);
    expect(ms).toBeLessThan(2_000);
  });

  it('the CLI exits 1 with OVC2044 on 100,000 nested brackets, in a manifest and in an EPP tag', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-depth-'));
    const deep = '['.repeat(100_000) + '1' + ']'.repeat(100_000);
    writeFileSync(join(dir, 'deep.pp'), `$x = ${deep}\n`);
    writeFileSync(join(dir, 'deep.epp'), `<%= ${deep} %>\n`);
    for (const file of ['deep.pp', 'deep.epp']) {
      const r = runOvercat(['parse', file], { cwd: dir });
      expect(r.stderr).toContain('OVC2044');
      expect(r.code).toBe(1);
    }
  });
});
