// Random Hiera environments against Puppet 7.23: each case of test/conformance/hiera-generated/cases.json
// (written by scripts/gen-hiera-fuzz-cases.ts, seeded) is looked up by `overcat lookup --render-as json`
// and must give what `puppet lookup --render-as json` gave (expected.json, written by
// scripts/gen-hiera-fuzz-expected.py): the same JSON text, or the same kind of failure (a key not
// found, or an error). The cases overcat does not agree on yet are listed with the reason in
// known-differences.json: each must still differ (a fixed one is taken off the list), none is skipped.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, Env } from '../../scripts/gen-hiera-fuzz-cases.js';
import { REPO_ROOT, runOvercat } from '../helpers/cli.js';

interface Expected {
  exit: number;
  stdout: string;
  stderr: string;
  /** Why a lookup that exits 1 without a word failed: the last line of its --explain. */
  explained?: string;
}

type Outcome = { value: string } | { failure: 'not found' | 'error'; detail: string };

const SUITE = join(REPO_ROOT, 'test/conformance/hiera-generated');
const read = <T>(name: string): T => JSON.parse(readFileSync(join(SUITE, name), 'utf8')) as T;
const suite = read<{ envs: Record<string, Env>; cases: Case[] }>('cases.json');
const expected = read<Record<string, Expected>>('expected.json');
const known = read<Record<string, string>>('known-differences.json');

let scratch = '';

function args(c: Case): string[] {
  const a = ['lookup', ...c.keys, '--hiera', join(scratch, c.env, 'hiera.yaml'), '--facts', join(scratch, `${c.env}-${c.facts}.json`)];
  a.push('--node', c.node, '--environment', c.environment, '--render-as', 'json');
  if (c.merge) a.push('--merge', c.merge);
  if (c.knock_out_prefix !== undefined) a.push(`--knock-out-prefix=${c.knock_out_prefix}`);
  if (c.sort_merged_arrays) a.push('--sort-merged-arrays');
  if (c.merge_hash_arrays) a.push('--merge-hash-arrays');
  if (c.default !== undefined) a.push(`--default=${c.default}`);
  return a;
}

/**
 * Puppet's outcome: the printed value, or a failure. A lookup error and a key no level has both exit
 * 1 without a word; the explanation tells them apart (an interpolation's own missing key is an error).
 */
function puppetOutcome(c: Case, e: Expected): Outcome {
  if (e.exit === 0) return { value: e.stdout };
  if (/^Error: /m.test(e.stderr)) return { failure: 'error', detail: e.stderr };
  const explained = e.explained ?? '';
  const names = c.keys.map((k) => `'${k}'`);
  const missing = names.length === 1 ? `for the name ${names[0]}` : `for any of the names [${names.join(', ')}]`;
  return { failure: explained === `Function lookup() did not find a value ${missing}` ? 'not found' : 'error', detail: explained };
}

function overcatOutcome(c: Case): Outcome {
  const r = runOvercat(args(c));
  if (r.code === 0) return { value: r.stdout };
  const codes = [...r.stderr.matchAll(/^error (OVC\d+)/gm)].map((m) => m[1]);
  return { failure: codes.length > 0 && codes.every((code) => code === 'OVC5001') ? 'not found' : 'error', detail: r.stderr };
}

const agrees = (a: Outcome, b: Outcome): boolean => ('value' in a && 'value' in b ? a.value === b.value : 'failure' in a && 'failure' in b && a.failure === b.failure);

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'overcat-hiera-fuzz-'));
  for (const [name, env] of Object.entries(suite.envs)) {
    for (const [rel, text] of Object.entries(env.files)) {
      const file = join(scratch, name, rel);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    for (const [facts, values] of Object.entries(env.facts)) writeFileSync(join(scratch, `${name}-${facts}.json`), JSON.stringify(values));
  }
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('random Hiera lookups agree with Puppet 7.23', () => {
  it('has its cases, failures among them, and a reason for every known difference', () => {
    expect(suite.cases.length).toBeGreaterThanOrEqual(250);
    expect(suite.cases.every((c) => expected[c.id] !== undefined)).toBe(true);
    const outcomes = suite.cases.map((c) => puppetOutcome(c, expected[c.id]!));
    expect(outcomes.filter((o) => 'failure' in o && o.failure === 'error').length).toBeGreaterThanOrEqual(25);
    expect(outcomes.filter((o) => 'failure' in o && o.failure === 'not found').length).toBeGreaterThanOrEqual(10);
    const ids = new Set(suite.cases.map((c) => c.id));
    for (const [id, reason] of Object.entries(known)) {
      expect(ids.has(id), `known difference is a case: ${id}`).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it.each(suite.cases.map((c) => [c.id, c] as const))('%s', (id, c) => {
    const want = puppetOutcome(c, expected[id]!);
    const got = overcatOutcome(c);
    if (known[id] === undefined) expect(got, `overcat ${args(c).join(' ')}`).toEqual(stripDetail(want, got));
    else expect(agrees(got, want), `agrees now: take it off known-differences.json (${known[id]})`).toBe(false);
  });
});

/** Puppet's outcome shown beside overcat's: the failure kinds must agree, not the messages. */
function stripDetail(want: Outcome, got: Outcome): Outcome {
  return 'failure' in want && 'failure' in got && want.failure === got.failure ? got : want;
}
