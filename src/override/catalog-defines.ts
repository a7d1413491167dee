// The types an override run is checked against: the module path's, plus defined types that only
// the catalogs reveal (instances of kind `defined_type`) while the module path has no such define.
import type { TypeFacts, TypeLookup } from '../puppet/modulepath/type-lookup.js';
import type { NamedCatalog } from './apply.js';

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
