// External facts a module ships in `facts.d/`: an agent's pluginsync copies them to its Facter,
// which then reports them with the node's other facts. overcat reads the static kinds Facter
// reads (`key=value` text, YAML, JSON); a script is reported, as overcat runs no programs.
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { Host } from '../../host/host.js';
import { readSource } from '../../host/read-source.js';
import { isHash } from '../../data/value.js';
import { loadYaml } from '../../yaml/load.js';
import type { ModulePath } from './module-path.js';

/**
 * The external facts of every module of the path (the module found first for a name, as
 * pluginsync copies it), by file name within a module; Facter lower-cases their names and the
 * first file defining a name wins.
 */
export function moduleExternalFacts(host: Host, modulePath: ModulePath, diagnostics: DiagnosticBag): Map<string, unknown> {
  const facts = new Map<string, unknown>();
  const add = (name: string, value: unknown) => {
    const key = name.toLowerCase();
    if (!facts.has(key)) facts.set(key, value);
  };
  for (const [, dir] of modulePath.modules()) {
    const factsDir = host.resolve(dir, 'facts.d');
    for (const name of host.readDirectory(factsDir).sort()) {
      const path = host.resolve(factsDir, name);
      if (host.stat(path) !== 'file') continue;
      if (/\.txt$/.test(name)) {
        const source = readSource(host, path, diagnostics, { optional: true });
        for (const line of source?.text.split(/\r?\n/) ?? []) {
          const eq = line.indexOf('=');
          if (eq > 0) add(line.slice(0, eq).trim(), line.slice(eq + 1).trim());
        }
      } else if (/\.(ya?ml|json)$/.test(name)) {
        const source = readSource(host, path, diagnostics, { optional: true });
        const value = source ? loadYaml(source, diagnostics)?.value : undefined;
        if (isHash(value)) for (const [k, v] of Object.entries(value)) add(k, v);
      } else {
        diagnostics.report('OVC3160', { file: path });
      }
    }
  }
  return facts;
}
