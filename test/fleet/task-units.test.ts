// The deployment planner through the library API: the units it plans per node, and the node unit
// failing (OVC8031) when a task id cannot name a directory while the node's other tasks compile.
import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { runFleet } from '../../src/pipeline/fleet/runner.js';
import { deploymentUnits } from '../../src/pipeline/fleet/task-units.js';

const FIXTURE = fileURLToPath(new URL('../fixtures/fleet-tasks/', import.meta.url));

function fleet(edit?: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'overcat-task-units-'));
  cpSync(FIXTURE, dir, { recursive: true, filter: (src) => !src.startsWith(join(FIXTURE, 'expected')) });
  edit?.(dir);
  const host = new DiskHost({ cwd: dir, roots: [dir] });
  const planner = deploymentUnits({ modulepath: ['modules'], tasks: ['tasks.yaml'], hiera: 'hiera.yaml', overrides: true }, host);
  const bag = new DiagnosticBag();
  const report = runFleet(host, { nodes: 'nodes.yaml', planner, out: 'out', overcat: 'test-build' }, bag);
  return { report, bag };
}

describe('deployment units', () => {
  it("plans a unit per (node, puppet task of its roles' graph) and one per node", () => {
    const { report, bag } = fleet();
    expect(bag.items).toEqual([]);
    const ids = (node: string) => report.units.filter((u) => u.node === node).map((u) => u.id);
    expect(ids('web01.example.com')).toEqual(['web01.example.com', 'web01.example.com/base', 'web01.example.com/tls', 'web01.example.com/web']);
    expect(ids('db01.example.com')).toEqual(['db01.example.com', 'db01.example.com/base', 'db01.example.com/db']);
    // No roles: no tasks to plan, and the node unit says why.
    expect(report.units.filter((u) => u.node === 'norole01.example.com').map((u) => [u.id, u.status, u.diagnostics.map((d) => d.code)])).toEqual([['norole01.example.com', 'failed', ['OVC8030']]]);
  });

  it('plans only node units when the tasks files have errors; each fails with them, and the run goes on', () => {
    const { report, bag } = fleet((dir) => appendFileSync(join(dir, 'tasks.yaml'), '- id: base\n  type: stage\n'));
    expect(bag.items).toEqual([]);
    expect(report.units.map((u) => [u.id, u.status])).toEqual(['bad01', 'db01', 'norole01', 'web01', 'web02'].map((n) => [`${n}.example.com`, 'failed']));
    expect(report.units.filter((u) => u.node !== 'norole01.example.com').every((u) => u.diagnostics.map((d) => d.code).join() === 'OVC3602')).toBe(true);
  });

  it('fails the node unit with OVC8031 for a task id that cannot name a directory; its other tasks compile', () => {
    const task = (id: string) => `- id: '${id}'\n  type: puppet\n  version: 2.1.0\n  role: [db]\n  requires: [base]\n  parameters: {puppet_manifest: tasks/db.pp}\n`;
    const { report } = fleet((dir) => appendFileSync(join(dir, 'tasks.yaml'), task('report.json') + task('two words')));
    const db = report.units.filter((u) => u.node === 'db01.example.com');
    expect(db.map((u) => [u.id, u.status])).toEqual([
      ['db01.example.com', 'failed'],
      ['db01.example.com/base', 'ok'],
      ['db01.example.com/db', 'ok'],
    ]);
    expect(db[0]!.diagnostics.map((d) => d.message)).toEqual([
      "Task 'report.json' cannot name an output directory of node 'db01.example.com'",
      "Task 'two words' cannot name an output directory of node 'db01.example.com'",
    ]);
  });
});
