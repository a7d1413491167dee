// Differential test of the descent parser (the default) against the ohm path (the reference): the
// same AST byte for byte and the same diagnostics on every syntax case, EPP case, hand-picked
// snippet and seeded mutant; on the real corpus too when $OVERCAT_CORPUS (or /work/corpus) holds it
// (a sample here; OVERCAT_DIFFERENTIAL=full for every file and more mutants).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../../src/diagnostics/render-json.js';
import { SourceFile } from '../../../src/diagnostics/source.js';
import { parseEpp } from '../../../src/puppet/parser/epp.js';
import { mutants } from '../../../scripts/mutations.js';
import { compareParsers } from '../../../scripts/parser-differential.js';
import { REPO_ROOT, runOvercat } from '../../helpers/cli.js';

const full = process.env.OVERCAT_DIFFERENTIAL === 'full';
/** The full run compares tens of thousands of texts, each parsed three times (once by ohm). */
const timeout = full ? 3_600_000 : 60_000;

function files(dir: string, extension: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p, extension));
    else if (name.endsWith(extension)) out.push(p);
  }
  return out;
}

/** Compares every text; returns the differences and how many valid texts the descent parser left to the reference. */
function compareAll(texts: { name: string; text: string }[]): { differences: string[]; fellBack: string[]; valid: number } {
  const differences: string[] = [];
  const fellBack: string[] = [];
  let valid = 0;
  for (const { name, text } of texts) {
    const c = compareParsers(name, text);
    if (!c.identical) differences.push(`${name}: ${c.detail}`);
    if (c.fellBack) fellBack.push(name);
    if (c.valid) valid++;
  }
  return { differences, fellBack, valid };
}

const syntaxCases = files(join(REPO_ROOT, 'test/conformance/puppet-syntax/cases'), '.pp').map((f) => ({ name: f, text: readFileSync(f, 'utf8') }));

describe('descent parser against the ohm path', () => {
  it('agrees on every syntax case, and parses every valid one itself', () => {
    const r = compareAll(syntaxCases);
    expect(syntaxCases.length).toBeGreaterThanOrEqual(298);
    expect(r.differences).toEqual([]);
    expect(r.fellBack).toEqual([]);
    expect(r.valid).toBeGreaterThan(200);
  });

  it('agrees on the hand-picked snippets (span quirks, interpolation, heredocs, errors)', () => {
    const snippets = JSON.parse(readFileSync(join(REPO_ROOT, 'test/puppet/parser/differential-snippets.json'), 'utf8')) as string[];
    const r = compareAll(snippets.map((text, k) => ({ name: `snippet-${k}.pp`, text })));
    expect(r.differences).toEqual([]);
    expect(r.fellBack).toEqual([]);
  });

  it(`agrees on ${full ? 20000 : 1500} seeded mutants of the syntax cases`, () => {
    const texts = syntaxCases.map((c) => c.text);
    const r = compareAll([...mutants(texts, full ? 20000 : 1500, 1)].map((m, k) => ({ name: `mutant-${k} (${syntaxCases[m.origin]!.name} @${m.at} ${m.mutation})`, text: m.text })));
    expect(r.differences).toEqual([]);
    expect(r.fellBack).toEqual([]);
  }, timeout);

  describe('EPP templates (their code goes through the selected parser)', () => {
    const run = (name: string, text: string, parser: string) => {
      const bag = new DiagnosticBag();
      const ast = parseEpp(new SourceFile(name, text), bag, parser === 'ohm' ? 'reference' : 'descent');
      return JSON.stringify({ ast, diagnostics: bag.items.map(diagnosticToJson) });
    };
    it('agrees on every EPP syntax case', () => {
      const cases = files(join(REPO_ROOT, 'test/conformance/epp-syntax/cases'), '.epp');
      expect(cases.length).toBeGreaterThanOrEqual(25);
      for (const f of cases) {
        const text = readFileSync(f, 'utf8');
        expect(run(f, text, 'descent'), f).toBe(run(f, text, 'ohm'));
      }
    });
  });

  it('`overcat parse --reference` runs the ohm path and prints what the default prints', () => {
    const cases = ['arith.pp', 'heredoc-interp.pp', 'bad-missing-colon.pp', 'bad-heredoc-unterminated.pp'].map((n) => `test/conformance/puppet-syntax/cases/${n}`);
    const epp = 'test/conformance/epp-syntax/cases/params-typed.epp';
    const ours = runOvercat(['parse', '--format', 'json', ...cases, epp]);
    const reference = runOvercat(['parse', '--reference', '--format', 'json', ...cases, epp]);
    expect(ours.code).toBe(1);
    expect(reference).toEqual(ours);
  });

  const corpus = process.env.OVERCAT_CORPUS ?? '/work/corpus';
  const present = existsSync(corpus);
  if (!present) console.warn(`parser differential: no corpus at ${corpus}; corpus comparison skipped (scripts/rebuild-corpus.sh builds it, OVERCAT_CORPUS names it)`);
  describe.skipIf(!present)(`the real corpus (${corpus})`, () => {
    const all = present ? files(corpus, '.pp') : [];
    const chosen = full ? all : all.filter((_, k) => k % 10 === 0);
    it(`agrees on ${full ? 'every' : 'every tenth'} corpus file and parses each itself`, () => {
      const r = compareAll(chosen.map((f) => ({ name: f, text: readFileSync(f, 'utf8') })));
      expect(r.differences).toEqual([]);
      expect(r.fellBack).toEqual([]);
    }, timeout);
    it(`agrees on ${full ? 20000 : 300} seeded mutants of the corpus`, () => {
      const texts = all.map((f) => readFileSync(f, 'utf8'));
      const r = compareAll([...mutants(texts, full ? 20000 : 300, 1)].map((m, k) => ({ name: `mutant-${k} (${all[m.origin]} @${m.at} ${m.mutation})`, text: m.text })));
      expect(r.differences).toEqual([]);
    }, timeout);
  });
});
