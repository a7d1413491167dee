// The `schema` job: a JSON Schema by name, the override schema specialised to a module path's types.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { ModulePath } from '../puppet/modulepath/module-path.js';
import { SCHEMAS, schemaNames } from '../schemas/index.js';

/** Every schema's name and one-line description. */
export function schemaList(): { name: string; description: string }[] {
  return schemaNames().map((name) => ({ name, description: SCHEMAS[name]!.description }));
}

/** The schema `name` (undefined with OVC4032 when there is none, or on a module path error). */
export function schema(host: Host, name: string, options: { modulepath?: readonly string[] }, bag: DiagnosticBag): object | undefined {
  const entry = SCHEMAS[name];
  if (!entry) {
    bag.report('OVC4032', { name, known: schemaNames().join(', ') });
    return undefined;
  }
  const types = options.modulepath && options.modulepath.length > 0 ? ModulePath.scan(host, options.modulepath, bag) : undefined;
  if (bag.hasErrors) return undefined;
  return entry.build(types ? { types } : {});
}
