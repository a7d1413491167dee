// Shared set-up of the fleet tests: a copy of test/fixtures/fleet in a temp directory (tests edit
// its files to see which units recompile) and the options of a fleet run over it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiskHost } from '../../src/host/disk-host.js';
import { nodeCompileUnits } from '../../src/pipeline/fleet/node-compile-unit.js';
import type { FleetOptions } from '../../src/pipeline/fleet/runner.js';

export const FIXTURE = fileURLToPath(new URL('../fixtures/fleet/', import.meta.url));

/** A fresh copy of the fixture fleet. */
export function fleetCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'overcat-fleet-'));
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

export function fleetOptions(dir: string, extra: Partial<FleetOptions> = {}): { host: DiskHost; options: FleetOptions } {
  const host = new DiskHost({ cwd: dir, roots: [dir] });
  const planner = nodeCompileUnits({ modulepath: ['modules'], hiera: 'hiera.yaml', manifest: 'manifests/site.pp' });
  return { host, options: { nodes: 'nodes', planner, out: 'out', overcat: 'test-build', ...extra } };
}

/** Every file under `dir`: relative path → content (to compare output trees byte for byte). */
export function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}
