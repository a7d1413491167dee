// Every catalog the compile conformance suite makes overcat emit must be accepted by Puppet's
// agent side (deserialise, to_ral, relationship graph, cycle check): what puppet_apply_catalog.sh
// --validate-only checks, run by puppet_validate_catalogs.sh on many catalogs in one Puppet process.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { haveEngine, validateCatalogs, type AgentVerdict } from '../helpers/engines.js';
import { compileCase, loadCases } from './compile-cases.js';

/**
 * Cases whose catalog Puppet's agent refuses though it is Puppet's own (compared in compile.test.ts),
 * with the agent's words: they must still be refused so, never pass silently.
 */
const REFUSED_BY_THE_AGENT: Record<string, string> = {
  // A type alias as a value is written with its name; the agent has no manifest to resolve it from.
  'type-alias-values-expanded': 'Reference to unresolved type Ports',
  // The compiler finds a relationship's target by its uniqueness key (Package['consoleproxy'] is
  // Package['vncproxy'] named so); the agent's catalog looks it up by title only.
  'package-found-by-name-key': 'Could not find dependency Package[consoleproxy] for Notify[requires]',
  // The case's module path holds inifile's type as `puppet generate types` metadata only (its Ruby
  // type is not in the repository): the agent, which needs the Ruby type, cannot know Ini_setting.
  'inifile-create-ini-settings-global-scope': "Resource type 'Ini_setting' was not found",
};

describe.runIf(haveEngine('puppet'))("catalogs overcat compiles pass Puppet's agent validation", () => {
  const dir = mkdtempSync(join(tmpdir(), 'overcat-agent-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = loadCases()
    .filter((c) => c.expected !== undefined)
    .flatMap((c) => {
      const { outcome } = compileCase(c);
      if (!outcome) return [];
      const file = join(dir, `${c.name}.json`);
      writeFileSync(file, outcome.text);
      return [{ name: c.name, file, modulepath: rubyModulepath(join(c.dir, 'modules')) }];
    });
  it('has catalogs to check', () => {
    expect(files.length).toBeGreaterThan(90);
  });
  it('every one is accepted', { timeout: 1_800_000 }, async () => {
    // One Puppet process for every catalog that needs no module's Ruby code, one per case that
    // does (the types a process loads stay loaded); two processes at a time.
    const groups = new Map<string, typeof files>();
    for (const f of files) groups.set(f.modulepath, [...(groups.get(f.modulepath) ?? []), f]);
    const verdicts = new Map<string, AgentVerdict>();
    const runs = [...groups].map(([modulepath, group]) => async () => {
      for (const [file, verdict] of await validateCatalogs(group.map((f) => f.file), modulepath || undefined, dir)) verdicts.set(file, verdict);
    });
    for (let i = 0; i < runs.length; i += 2) await Promise.all(runs.slice(i, i + 2).map((r) => r()));
    const failures: string[] = [];
    for (const { name, file } of files) {
      const verdict = verdicts.get(file);
      const refusal = REFUSED_BY_THE_AGENT[name];
      if (!verdict) failures.push(`${file}: no verdict from Puppet`);
      else if (verdict.ok && refusal) failures.push(`${file}: accepted now; take ${name} off REFUSED_BY_THE_AGENT`);
      else if (!verdict.ok && (!refusal || !verdict.line.includes(refusal))) failures.push(`${file}: ${verdict.line}`);
    }
    expect(failures).toEqual([]);
  });
});

/**
 * A case's module directory when one of its modules has Ruby code (lib/: the types the agent would
 * get by pluginsync), else '' (a modulepath of manifests only changes nothing the agent checks).
 */
function rubyModulepath(modules: string): string {
  if (!existsSync(modules)) return '';
  return readdirSync(modules).some((m) => existsSync(join(modules, m, 'lib'))) ? modules : '';
}
