// The unit of today's fleet: one node's catalog (`overcat compile` for each node), written as
// `catalog.json` exactly as `overcat compile` prints it. Units share one parse cache, so a module
// file is parsed once per process however many nodes include it.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { Host } from '../../host/host.js';
import { ParseCache } from '../../puppet/parser/cache.js';
import { compile, type CompileOptions } from '../compile.js';
import { nodeFactsKey, type FleetNode } from './nodes.js';
import type { FleetUnit, UnitPlanner } from './unit.js';

/** What every node's compile shares: `overcat compile`'s options less the node, its facts and the cache. */
export type NodeCompileOptions = Omit<CompileOptions, 'facts' | 'node' | 'cache' | 'recordOrigins' | 'pretty' | 'cacheDir'>;

/** The output a node-compile unit writes. */
export const CATALOG_OUTPUT = 'catalog.json';

/**
 * A planner of one unit per node. `cacheHost` and `cacheDir` keep parsed manifests on disk across
 * runs (`--cache-dir`); the cache's own reads are not inputs (it is keyed by content).
 */
export function nodeCompileUnits(options: NodeCompileOptions, cacheHost?: Host, cacheDir?: string): UnitPlanner {
  const cache = new ParseCache(cacheHost, cacheDir);
  const shared = {
    modulepath: options.modulepath,
    hiera: options.hiera,
    manifest: options.manifest,
    code: options.code,
    classes: options.classes,
    environment: options.environment,
    serverFacts: options.serverFacts,
    strictVariables: options.strictVariables,
    version: options.version,
  };
  return (nodes: readonly FleetNode[]) =>
    nodes.map(
      (node): FleetUnit => ({
        id: node.name,
        node,
        key: {
          kind: 'node-compile',
          options: shared,
          node: node.name,
          facts: nodeFactsKey(node),
        },
        run(host: Host, bag: DiagnosticBag) {
          const outcome = compile(host, { ...options, node: node.name, facts: node.facts, cache, pretty: true }, bag);
          return outcome && !bag.hasErrors ? { [CATALOG_OUTPUT]: outcome.text } : undefined;
        },
      }),
    );
}
