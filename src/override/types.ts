// The types an override run is checked against: the module path's TypeRegistry, plus defined types
// that only the catalogs reveal (instances of kind `defined_type`) while the registry has no defines.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { TypeRegistry } from '../puppet/types/registry.js';
import type { NamedCatalog, TypeFacts, TypeLookup } from './apply.js';

/** A module path as given on the command line: directories separated by ':'. */
export function splitModulepath(modulepath: string | undefined): string[] {
  return modulepath?.split(':').filter(Boolean) ?? [];
}

/** Puppet's core types and the module path's types (no module path: core types only). */
export function loadTypes(host: Host, modulepath: string | undefined, bag: DiagnosticBag): TypeLookup {
  return TypeRegistry.scan(host, splitModulepath(modulepath), bag);
}

/**
 * Adds the defined types whose instances the catalogs hold and `types` does not know: such a type
 * exists (Puppet compiled it), but its parameters are unknown here, so they are not checked.
 */
export function withCatalogDefines(types: TypeLookup, catalogs: readonly NamedCatalog[]): TypeLookup {
  const defines = new Map<string, TypeFacts>();
  for (const { catalog } of catalogs) {
    for (const r of catalog.resources) {
      const name = r.type.toLowerCase();
      if (r.kind === 'defined_type' && !types.getType(name) && !defines.has(name)) defines.set(name, { name, kind: 'define', namevars: ['name'] });
    }
  }
  if (defines.size === 0) return types;
  return {
    getType: (name) => types.getType(name) ?? defines.get(name.toLowerCase()),
    isMetaparameter: (name) => types.isMetaparameter(name),
    typeNames: () => [...types.typeNames(), ...defines.keys()].sort(),
  };
}
