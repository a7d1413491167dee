// The fleet bench's driver, one process of a run: every (node, class) unit of a generated fleet
// (or one shard of it) through overcat's fleet runner, exactly as `overcat compile --all-nodes`
// runs node units. It is also the shape of the tasks layer's plug-in: a planner of (node, task)
// units whose `run` compiles one task's manifest.
//
// usage: node dist/bench/fleet-run.js FLEET_DIR OUT_DIR CLASSES [--shard i/N]
import { join } from 'node:path';
import { compile, DiagnosticBag, DiskHost, parseShard, runFleet, type FleetNode, type FleetUnit } from '../src/pipeline/index.js';
import { ParseCache } from '../src/puppet/parser/cache.js';
import { className } from './gen-fleet.js';

const [dir, out, classCount, flag, shardText] = process.argv.slice(2);
if (!dir || !out || !classCount) throw new Error('usage: fleet-run.js FLEET_DIR OUT_DIR CLASSES [--shard i/N]');
const host = new DiskHost({ roots: [dir, out] });
const bag = new DiagnosticBag();
const shard = flag === '--shard' && shardText ? parseShard(shardText, bag) : undefined;
const cache = new ParseCache();
const modulepath = [join(dir, 'modules')];
const hiera = join(dir, 'hiera.yaml');
const classes = Array.from({ length: Number(classCount) }, (_, k) => className(k));

const planner = (nodes: readonly FleetNode[]) =>
  nodes.flatMap((node) =>
    classes.map(
      (cls): FleetUnit => ({
        id: `${node.name}/${cls}`,
        node,
        key: { kind: 'bench-node-class', cls, node: node.name, facts: node.facts, modulepath, hiera },
        run(unitHost, unitBag) {
          const outcome = compile(unitHost, { modulepath, hiera, classes: [cls], node: node.name, facts: node.facts, cache, pretty: true }, unitBag);
          return outcome && !unitBag.hasErrors ? { 'catalog.json': outcome.text } : undefined;
        },
      }),
    ),
  );

const report = runFleet(host, { nodes: join(dir, 'nodes'), planner, out, overcat: 'bench', ...(shard ? { shard } : {}) }, bag);
process.stdout.write(`${JSON.stringify(report.totals)}\n`);
process.exitCode = report.totals.failed > 0 || bag.hasErrors ? 1 : 0;
