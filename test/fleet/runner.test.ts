// The fleet runner over the fixture fleet: every node compiled, failures collected, shards that
// partition the fleet, and content addresses that reuse exactly the units whose inputs held.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { HostWriteError } from '../../src/host/host.js';
import { nodeCompileUnits } from '../../src/pipeline/fleet/node-compile-unit.js';
import { makeReport, reportText } from '../../src/pipeline/fleet/report.js';
import { planFleet, runFleet } from '../../src/pipeline/fleet/runner.js';
import { parseShard, shardOf } from '../../src/pipeline/fleet/shard.js';
import type { FleetUnit } from '../../src/pipeline/fleet/unit.js';
import { fleetCopy, fleetOptions } from './helpers.js';

const NODES = ['bad01.example.com', 'db01.example.com', 'db02.example.com', 'web01.example.com', 'web02.example.com', 'web03.example.com'];

function run(dir: string, extra = {}) {
  const { host, options } = fleetOptions(dir, extra);
  const bag = new DiagnosticBag();
  const report = runFleet(host, options, bag);
  return { report, bag, compiled: report.units.filter((u) => !u.reused).map((u) => u.id) };
}

describe('fleet run', () => {
  it('compiles every node, records a failing one and goes on', () => {
    const dir = fleetCopy();
    const { report, bag } = run(dir);
    expect(bag.items).toEqual([]);
    expect(report.units.map((u) => u.id)).toEqual(NODES);
    expect(report.totals).toEqual({ units: 6, ok: 5, failed: 1, reused: 0, compiled: 6, errors: 1, warnings: 0 });
    const bad = report.units[0]!;
    expect(bad.status).toBe('failed');
    expect(bad.outputs).toEqual({});
    expect(bad.diagnostics[0]).toMatchObject({ code: 'OVC3111', message: 'node bad01.example.com has a broken role' });
    const catalog = JSON.parse(readFileSync(join(dir, 'out/units/db01.example.com/catalog.json'), 'utf8')) as { resources: { type: string; title: string; parameters?: Record<string, unknown> }[] };
    // Hiera's node layer reached this node only.
    expect(catalog.resources.find((r) => r.title === '/etc/postgresql/postgresql.conf')?.parameters?.content).toBe('max_connections = 500\n');
    expect(readFileSync(join(dir, 'out/report.json'), 'utf8')).toBe(reportText(report));
  });

  it('reuses every unit when nothing changed, and recompiles exactly the units whose inputs changed', () => {
    const dir = fleetCopy();
    run(dir);
    const again = run(dir);
    expect(again.compiled).toEqual([]);
    expect(again.report.totals.reused).toBe(6);
    // A data file only db01 reads.
    appendFileSync(join(dir, 'data/nodes/db01.example.com.yaml'), 'db::version: "16"\n');
    expect(run(dir).compiled).toEqual(['db01.example.com']);
    // A file that did not exist and now does (web02 looked for it).
    writeFileSync(join(dir, 'data/nodes/web02.example.com.yaml'), 'web::docroot: /srv/two\n');
    expect(run(dir).compiled).toEqual(['web02.example.com']);
    // The role layer of the web nodes.
    appendFileSync(join(dir, 'data/roles/web.yaml'), '# a comment changes the content\n');
    expect(run(dir).compiled).toEqual(['web01.example.com', 'web02.example.com', 'web03.example.com']);
    // A module every node's module path scan reads.
    appendFileSync(join(dir, 'modules/db/manifests/init.pp'), '\n');
    expect(run(dir).compiled).toEqual(NODES);
    // A new file in a scanned directory.
    writeFileSync(join(dir, 'modules/web/manifests/extra.pp'), 'class web::extra {}\n');
    expect(run(dir).compiled).toEqual(NODES);
  });

  it('recompiles on another overcat build, other options, a damaged record or a changed output', () => {
    const dir = fleetCopy();
    run(dir);
    expect(run(dir, { overcat: 'another-build' }).compiled).toEqual(NODES);
    expect(run(dir, { overcat: 'another-build', planner: nodeCompileUnits({ modulepath: ['modules'], hiera: 'hiera.yaml', manifest: 'manifests/site.pp', environment: 'staging' }) }).compiled).toEqual(NODES);
    writeFileSync(join(dir, 'out/units/web01.example.com/unit.json'), '{"format": "overcat-fleet-unit/1", "reads": [');
    appendFileSync(join(dir, 'out/units/web02.example.com/catalog.json'), ' ');
    expect(run(dir).compiled).toEqual(NODES); // back to the default build and options
    writeFileSync(join(dir, 'out/units/web01.example.com/unit.json'), '{"format": "overcat-fleet-unit/1", "reads": [');
    appendFileSync(join(dir, 'out/units/web02.example.com/catalog.json'), ' ');
    expect(run(dir).compiled).toEqual(['web01.example.com', 'web02.example.com']);
    expect(run(dir, { reuse: false }).compiled).toEqual(NODES);
  });

  it('removes the outputs of a unit that now fails, so no stale catalog is left', () => {
    const dir = fleetCopy();
    run(dir);
    writeFileSync(join(dir, 'data/nodes/web03.example.com.yaml'), 'classes: [broken]\n');
    const { report } = run(dir);
    expect(report.units.find((u) => u.id === 'web03.example.com')).toMatchObject({ status: 'failed', outputs: {} });
    expect(() => readFileSync(join(dir, 'out/units/web03.example.com/catalog.json'))).toThrow(/ENOENT/);
  });

  it('records a unit that crashes (a bug) as failed, keeps going, and caches nothing for it', () => {
    const dir = fleetCopy();
    const { host, options } = fleetOptions(dir);
    const planner = (nodes: Parameters<typeof options.planner>[0]) =>
      options.planner(nodes).map((u): FleetUnit => (u.id === 'db02.example.com' ? { ...u, run: () => { throw new Error('boom'); } } : u));
    const report = runFleet(host, { ...options, planner }, new DiagnosticBag());
    expect(report.totals).toMatchObject({ ok: 4, failed: 2 });
    expect(report.units.find((u) => u.id === 'db02.example.com')?.diagnostics).toEqual([expect.objectContaining({ code: 'OVC8029', message: "overcat crashed compiling unit 'db02.example.com': boom" })]);
    expect(() => readFileSync(join(dir, 'out/units/db02.example.com/unit.json'))).toThrow(/ENOENT/);
  });

  it('reads no facts file outside the given roots: the unit fails with OVC8002', () => {
    const dir = fleetCopy();
    writeFileSync(join(dir, 'escape.yaml'), 'nodes:\n  - name: evil\n    facts_file: ../../../../../../etc/hostname\n');
    const { report } = run(dir, { nodes: 'escape.yaml' });
    expect(report.units).toEqual([expect.objectContaining({ id: 'evil', status: 'failed', diagnostics: [expect.objectContaining({ code: 'OVC8002' })] })]);
  });

  it('reports a refused write as the unit failing with OVC8025', () => {
    const dir = fleetCopy();
    const { host, options } = fleetOptions(dir);
    const write = host.writeFileAtomic.bind(host);
    host.writeFileAtomic = (p, c, o) => {
      if (p.includes('web01')) throw new HostWriteError(p, 'ENOSPC');
      write(p, c, o);
    };
    const report = runFleet(host, options, new DiagnosticBag());
    expect(report.units.find((u) => u.id === 'web01.example.com')).toMatchObject({ status: 'failed', outputs: {}, diagnostics: [expect.objectContaining({ code: 'OVC8025' })] });
    expect(report.totals.ok).toBe(4);
  });
});

describe('shards', () => {
  it('parses i/N counting from 0 and refuses anything else with OVC8024', () => {
    const bag = new DiagnosticBag();
    expect(parseShard('0/4', bag)).toEqual({ index: 0, count: 4 });
    expect(parseShard('3/4', bag)).toEqual({ index: 3, count: 4 });
    for (const bad of ['4/4', '1/0', '-1/2', '1', 'a/b', '1/2/3', '']) expect(parseShard(bad, bag)).toBeUndefined();
    expect(bag.items.map((d) => d.code)).toEqual(Array(7).fill('OVC8024'));
  });

  it('partitions the fleet: every unit in exactly one shard, the same one on every run', () => {
    const dir = fleetCopy();
    for (const count of [1, 2, 3, 7]) {
      const slices = Array.from({ length: count }, (_, index) => {
        const { host, options } = fleetOptions(dir, { shard: { index, count } });
        return planFleet(host, options, new DiagnosticBag()).units.map((u) => u.id);
      });
      expect(slices.flat().sort()).toEqual(NODES);
    }
    // Stable hashing: a unit's shard is sha256(id)'s first 48 bits modulo N, fixed here because
    // shard outputs of one fleet computed by two overcat builds must agree.
    expect(shardOf('web01.example.com', 1)).toBe(0);
    expect([0, 1, 2, 3].map((i) => shardOf(`node-${i}`, 1000))).toEqual([247, 771, 762, 49]);
  });

  it("keeps a group's units in one shard and one worker slice, run together", () => {
    const dir = fleetCopy();
    // Units of (node, part), grouped by node.
    const planner = (nodes: readonly { name: string }[]) =>
      nodes.flatMap((n) => ['a', 'b', 'c'].map((part): FleetUnit => ({ id: `${n.name}/${part}`, node: n as FleetUnit['node'], group: n.name, key: part, run: () => ({}) })));
    const parts = (shard: { index: number; count: number }, slice?: { index: number; count: number }) => {
      const { host, options } = fleetOptions(dir, { planner, shard, ...(slice ? { slice } : {}) });
      return planFleet(host, options, new DiagnosticBag()).units.map((u) => u.id);
    };
    const shards = [0, 1, 2].map((index) => parts({ index, count: 3 }));
    expect(shards.flat().sort()).toEqual(NODES.flatMap((n) => [`${n}/a`, `${n}/b`, `${n}/c`]));
    for (const [index, ids] of shards.entries()) {
      for (const id of ids) expect(shardOf(id.split('/')[0]!, 3)).toBe(index);
    }
    const slices = [0, 1].map((index) => parts({ index: 0, count: 1 }, { index, count: 2 }));
    expect(slices).toEqual([
      ['bad01.example.com', 'db02.example.com', 'web02.example.com'].flatMap((n) => [`${n}/a`, `${n}/b`, `${n}/c`]),
      ['db01.example.com', 'web01.example.com', 'web03.example.com'].flatMap((n) => [`${n}/a`, `${n}/b`, `${n}/c`]),
    ]);
  });

  it('a shard run reports only its units and says which shard it is', () => {
    const dir = fleetCopy();
    const { report } = run(dir, { shard: { index: 1, count: 3 } });
    expect(report.shard).toEqual({ index: 1, count: 3 });
    expect(report.units.every((u) => shardOf(u.id, 3) === 1)).toBe(true);
    expect(reportText(makeReport({ overcat: 'x', fleet: 'y', shard: { index: 0, count: 1 }, diagnostics: [] }, []))).not.toContain('shard');
  });
});
