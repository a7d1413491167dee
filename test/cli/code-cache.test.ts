// V8's code cache in --cache-dir (src/cli/code-cache.ts): written by the first run, read and kept
// by the next, rewritten when damaged, never where no cache directory was asked for; the catalog
// is the same bytes whichever way the code was compiled.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runOvercat } from '../helpers/cli.js';

const ENV = 'test/conformance/compile/cases/generated-env-100';
const compileArgs = ['compile', '--node', 'perf01.example.com', '--facts', `${ENV}/facts.json`, '--modulepath', `${ENV}/modules`, '--manifest', `${ENV}/site.pp`, '--hiera', `${ENV}/hiera.yaml`];

/** The flags of setFlagsFromString('…') calls in src/ (v8-flags.ts sets RUNTIME_V8_FLAGS by name). */
function flagsSetIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/setFlagsFromString\('([^']+)'\)/g)].map((m) => m[1]!));
}

describe('the code cache in --cache-dir', () => {
  const work = mkdtempSync(join(tmpdir(), 'overcat-code-cache-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const codeFiles = (cache: string) => (existsSync(join(cache, 'code')) ? readdirSync(join(cache, 'code')).map((f) => join(cache, 'code', f)) : []);
  const plain = runOvercat(compileArgs);

  it('is written by the first compile and read, unchanged, by the next; the catalog is the same', () => {
    const cache = join(work, 'warm');
    const first = runOvercat([...compileArgs, '--cache-dir', cache]);
    expect(first.code, first.stderr).toBe(0);
    const [file, ...more] = codeFiles(cache);
    expect(more).toEqual([]);
    expect(file).toMatch(/\/code\/[0-9a-f]{32}-v\d+\.\d+\.\d+-\w+\.v8$/);
    const { ino, mtimeMs } = statSync(file!);
    const second = runOvercat([...compileArgs, '--cache-dir', cache]);
    expect(second.code).toBe(0);
    // Not rewritten: V8 accepted it (it refuses a cache made under other flags, see RUNTIME_V8_FLAGS).
    expect(statSync(file!)).toMatchObject({ ino, mtimeMs });
    expect(first.stdout).toBe(plain.stdout);
    expect(second.stdout).toBe(plain.stdout);
  });

  it('is rewritten when damaged, which V8 would crash on', () => {
    const cache = join(work, 'damaged');
    expect(runOvercat([...compileArgs, '--cache-dir', cache]).code).toBe(0);
    const [file] = codeFiles(cache);
    const bytes = readFileSync(file!);
    for (let i = bytes.length >> 1; i < (bytes.length >> 1) + 512; i++) bytes[i] = bytes[i]! ^ 0x5a;
    writeFileSync(file!, bytes);
    const r = runOvercat([...compileArgs, '--cache-dir', cache]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(plain.stdout);
    expect(readFileSync(file!).equals(bytes)).toBe(false);
    // And sound again: the next run keeps it.
    const { mtimeMs } = statSync(file!);
    expect(runOvercat([...compileArgs, '--cache-dir', cache]).stdout).toBe(plain.stdout);
    expect(statSync(file!).mtimeMs).toBe(mtimeMs);
  });

  it('is written only into a cache directory the command used', () => {
    // `--cache-dir` as the value of another option is no cache directory.
    const named = join(work, 'not-a-cache');
    const r = runOvercat(['compile', '--node', 'n1', '--facts', `${ENV}/facts.json`, '--code', 'notice(1)', '--environment', `--cache-dir=${named}`]);
    expect(r.code).toBe(0);
    expect(existsSync(named)).toBe(false);
    // parse keeps its cache there too; other commands have no cache directory.
    const parsed = join(work, 'parse');
    expect(runOvercat(['parse', `${ENV}/site.pp`, '--cache-dir', parsed]).code).toBe(0);
    expect(codeFiles(parsed)).toHaveLength(1);
    const lookup = join(work, 'lookup');
    expect(runOvercat(['lookup', 'x', '--cache-dir', lookup]).code).not.toBe(0);
    expect(existsSync(lookup)).toBe(false);
  });

  it('compiles a bundle in ASCII, which it reads as Latin-1', () => {
    const bytes = readFileSync(join(REPO_ROOT, 'dist/bin/overcat-core.cjs'));
    expect(bytes.findIndex((b) => b > 0x7f)).toBe(-1);
  });

  it('is made under every flag overcat sets: V8 refuses a cache made under others', async () => {
    const { RUNTIME_V8_FLAGS } = await import('../../src/cli/v8-flags.js');
    const literal = flagsSetIn(join(REPO_ROOT, 'src'));
    expect(literal.length).toBeGreaterThan(0);
    expect(RUNTIME_V8_FLAGS).toEqual(expect.arrayContaining(literal));
  });
});
