// Every catalog the compile conformance suite makes overcat emit must be accepted by Puppet's
// agent side (deserialise, to_ral, relationship graph, cycle check): puppet_apply_catalog.sh --validate-only.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { haveEngine, ORACLES } from '../helpers/engines.js';
import { compileCase, loadCases } from './compile-cases.js';

const run = promisify(execFile);

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
      // A case's own Ruby types (lib/puppet/type) are what the agent would get by pluginsync.
      const modules = join(c.dir, 'modules');
      return [{ name: c.name, file, args: existsSync(modules) ? ['--modulepath', modules] : [] }];
    });
  it('has catalogs to check', () => {
    expect(files.length).toBeGreaterThan(90);
  });
  it('every one is accepted', { timeout: 1_800_000 }, async () => {
    const failures: string[] = [];
    // Two at a time: each check starts a Ruby process with Puppet.
    for (let i = 0; i < files.length; i += 2) {
      await Promise.all(
        files.slice(i, i + 2).map(async ({ name, file, args }) => {
          const refusal = REFUSED_BY_THE_AGENT[name];
          try {
            await run(join(ORACLES, 'puppet_apply_catalog.sh'), [file, '--validate-only', ...args]);
            if (refusal) failures.push(`${file}: accepted now; take ${name} off REFUSED_BY_THE_AGENT`);
          } catch (e) {
            const said = (e as { stdout?: string }).stdout ?? String(e);
            if (!refusal || !said.includes(refusal)) failures.push(`${file}: ${said}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});
